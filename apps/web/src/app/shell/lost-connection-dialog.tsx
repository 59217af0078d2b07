import { Dialog } from '../../components/ui/dialog';
import { messages } from '../../lib/messages';
import './lost-connection-dialog.css';

/**
 * The blocking lost-connection notice (spec §4, §8). It cannot be dismissed: the page reloads when the
 * connection returns. Loaded ahead of time, since it cannot be fetched once the network is gone.
 */
export default function LostConnectionDialog() {
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title="No internet connection"
      role="alertdialog"
      dismissible={false}
      description={messages.lostConnection}
      className="lost-connection"
    >
      <p className="lost-connection__waiting">
        <span className="lost-connection__dot" aria-hidden="true" />
        Waiting for the connection to return…
      </p>
    </Dialog>
  );
}
