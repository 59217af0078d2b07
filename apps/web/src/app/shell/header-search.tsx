import { Suspense, useId, useState, type FormEvent } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { lazyWithPreload } from '../../components/ui/lazy';

/** Spec §5 / §9: the search starts only at 4 characters. */
export const SEARCH_MIN_LENGTH = 4;

/**
 * The search box and its results dropdown frame. The search itself arrives with the browsing feature: until
 * then the box only tells the visitor how many characters it needs and calls nothing.
 */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const resultsId = `${id}-results`;
  const trimmed = term.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH;
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        Search
      </label>
      <span className="header-search__icon">
        <SearchIcon />
      </span>
      <input
        id={id}
        className="header-search__input"
        type="search"
        placeholder="Search"
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        aria-describedby={tooShort ? hintId : undefined}
        aria-controls={resultsId}
      />
      <div className="header-search__dropdown" id={resultsId} hidden={!tooShort}>
        <p className="header-search__hint" id={hintId} role="status">
          {tooShort ? 'Type at least 4 characters' : ''}
        </p>
      </div>
    </form>
  );
}

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
