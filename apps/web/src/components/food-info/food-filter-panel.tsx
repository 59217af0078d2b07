import { Suspense, useId, useState } from 'react';
import { DIETARY_LABELS, allergenTitle } from '@storefront/domain/food-info';
import { filterIsOn, saveFoodFilter, useFoodFilter, type FoodFilter } from '../../lib/food-filter';
import { buttonClass } from '../ui/button';
import { lazyWithPreload } from '../ui/lazy';
import './food-filter-panel.css';

// The choices load when the visitor opens the filter (or points at its button): not part of the page's first load.
const FilterChoices = lazyWithPreload(() => import('./food-filter-choices'));

/** What the filter does, in words: 'Hiding dishes with Peanuts, Milk · only Vegan'. */
export function filterSummary(filter: FoodFilter): string {
  const parts = [
    filter.avoid.length > 0
      ? `Hiding ${filter.mayContainToo ? 'dishes that contain or may contain' : 'dishes with'} ${filter.avoid.map(allergenTitle).join(', ')}`
      : null,
    filter.labels.length > 0
      ? `only ${filter.labels.map((l) => DIETARY_LABELS.find((d) => d.code === l)?.name ?? l).join(', ')}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The allergen and dietary filter over a list of dishes or products: a button opening the choices, and while
 * a filter is on, what it hides. The choices are kept per brand (lib/food-filter.ts); `hidden` is how many of
 * the items shown so far it hides.
 */
export function FoodFilterPanel({ brand, hidden, noun }: { brand: string; hidden: number; noun: string }) {
  const filter = useFoodFilter(brand);
  const [open, setOpen] = useState(false);
  const id = useId();
  const on = filterIsOn(filter);
  const save = (next: FoodFilter) => saveFoodFilter(brand, next);
  return (
    <div className="food-filter">
      <div className="food-filter__bar">
        <button
          type="button"
          className={buttonClass('outline', 'food-filter__toggle')}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          onPointerEnter={() => void FilterChoices.preload()}
          onFocus={() => void FilterChoices.preload()}
        >
          Allergens &amp; diet{on ? ` (${filter.avoid.length + filter.labels.length})` : ''}
        </button>
        {on ? (
          <p className="food-filter__summary" role="status">
            {filterSummary(filter)}. {hidden} {hidden === 1 ? noun.replace(/e?s$/, '') : noun} hidden.
          </p>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={<p className="food-filter__note">Loading the choices…</p>}>
          <FilterChoices
            id={id}
            filter={filter}
            on={on}
            noun={noun}
            save={save}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
