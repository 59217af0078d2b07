import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { buttonClass } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import './welcome-dialog.css';

type Welcome = NonNullable<WebCustomerConfig['WelcomeMessage']>;

/** The brand's welcome message (spec §4): rendered open by the server on a visit's first page (ADR 0033). */
export default function WelcomeDialog({
  welcome,
  open,
  onOpenChange,
}: {
  welcome: Welcome;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={welcome.Heading} className="welcome-dialog">
      {welcome.Image ? (
        <img className="welcome-dialog__image" src={welcome.Image} alt="" fetchPriority="high" />
      ) : null}
      <h3 className="welcome-dialog__title">{welcome.Title}</h3>
      <p className="welcome-dialog__text">{welcome.Description}</p>
      <DialogClose className={buttonClass('primary', 'welcome-dialog__button')}>Continue</DialogClose>
    </Dialog>
  );
}
