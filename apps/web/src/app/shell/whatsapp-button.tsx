import { useSyncExternalStore } from 'react';
import { WhatsAppIcon } from '../../components/ui/icons';
import { whatsAppHref } from '../../features/brand/utils/shell-rules';
import './whatsapp-button.css';

/** Phones: 768 px and narrower, or a touch screen (spec §9 breakpoint). */
const MOBILE_QUERY = '(max-width: 768px), (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobile = () => window.matchMedia(MOBILE_QUERY).matches;

/** The floating WhatsApp button (spec §2 Shell): only with a number; the app link on phones, web on desktops. */
export function WhatsAppButton({ number }: { number: string }) {
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  return (
    <a
      className="whatsapp-button"
      href={whatsAppHref(number, mobile)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <WhatsAppIcon />
    </a>
  );
}
