import { Suspense, useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { lazyWithPreload } from '../../components/ui/lazy';

/** The overlay holds a SearchBox of its own, so it loads only when a phone visitor first opens it. */
const SearchOverlay = lazyWithPreload(() => import('./search-overlay'));

/** Phones: a search button that opens the search as an overlay. */
export function MobileSearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-icon-button header-search-toggle"
        aria-label="Search"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void SearchOverlay.preload()}
      >
        <SearchIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
