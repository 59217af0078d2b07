import { Dialog } from '../../components/ui/dialog';
import { SearchBox } from './search-box';

/** The overlay exists to type a search: the field, not the close button, takes the focus. */
function focusInput(event: Event) {
  const input = (event.currentTarget as HTMLElement | null)?.querySelector('input');
  if (!input) return;
  event.preventDefault();
  input.focus();
}

/** The phone search overlay (spec §2 Header), loaded on first open. */
export default function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      variant="sheet"
      className="search-overlay"
      onOpenAutoFocus={focusInput}
    >
      <SearchBox onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}
