import { Suspense, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { lazyWithPreload } from '../../components/ui/lazy';
import { useBrand } from '../../features/brand/components/brand-context';

/** The search itself (the call, the results list, the keys) loads when the visitor first focuses the field. */
const SearchPanel = lazyWithPreload(() => import('../../features/search/components/search-panel'));

/**
 * The header search (spec §2 Header): an ARIA combobox whose field is all the first load carries (the home
 * page's JavaScript budget). On first focus the panel arrives and takes the field over: it follows what is
 * typed, handles the keys and keeps the field's combobox attributes (`aria-expanded`, `aria-activedescendant`)
 * in step with its results list.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const { flavor, config } = useBrand();
  const [armed, setArmed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <form className="header-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="visually-hidden" htmlFor={id}>
        Search
      </label>
      <span className="header-search__icon">
        <SearchIcon />
      </span>
      <input
        ref={input}
        id={id}
        className="header-search__input"
        type="search"
        placeholder="Search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        // Set once here; from then on the panel keeps it (React leaves an unchanged prop alone).
        aria-expanded="false"
        aria-controls={`${id}list`}
        onFocus={() => setArmed(true)}
      />
      {armed ? (
        <Suspense fallback={null}>
          <SearchPanel
            input={input}
            listId={`${id}list`}
            brand={flavor}
            template={config.TemplateData}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
