import { buttonClass } from '../../../components/ui/button';
import { ExternalIcon } from '../../../components/ui/icons';

interface EnquireNowProps {
  /** The dealer's contact page (BusinessInfo.ContactPage). */
  href: string;
  title: string;
  className?: string;
}

/** Leaves for the dealer's own contact page in a new tab (spec §1: not shown further). */
export function EnquireNow({ href, title, className }: EnquireNowProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('primary', className)}
      aria-label={`Enquire Now about the ${title} (opens the dealer's contact page in a new tab)`}
    >
      Enquire Now
      <ExternalIcon />
    </a>
  );
}
