import { OKAY } from '@storefront/domain/messages';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface BlockedDialogProps {
  /** 'Sorry for the inconvenience' for a stopped channel; none when checkout is inactive. */
  heading: string | null;
  message: string;
  onClose: () => void;
}

/** Checkout blocked (spec §8): the message, under its heading when it has one, and an OKAY button. */
export function BlockedDialog({ heading, message, onClose }: BlockedDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={heading ?? message}
      description={heading ? message : undefined}
      role="alertdialog"
      className="cart-notice"
    >
      <button type="button" className={buttonClass('primary', 'cart-notice__okay')} onClick={onClose}>
        {OKAY}
      </button>
    </Dialog>
  );
}
