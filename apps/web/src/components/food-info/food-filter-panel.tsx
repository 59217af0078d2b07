import { useId, useState } from 'react';
import {
  ALLERGENS,
  DIETARY_LABELS,
  allergenIconLink,
  allergenTitle,
  type AllergenCode,
} from '@storefront/domain/food-info';
import { filterIsOn, saveFoodFilter, useFoodFilter, type FoodFilter } from '../../lib/food-filter';
import { buttonClass } from '../ui/button';
import './food-filter-panel.css';

const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

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
        <FilterChoices
          id={id}
          filter={filter}
          on={on}
          noun={noun}
          save={save}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

/** The filter's choices: allergens to avoid, may-contain too, labels to keep. */
function FilterChoices({
  id,
  filter,
  on,
  noun,
  save,
  onDone,
}: {
  id: string;
  filter: FoodFilter;
  on: boolean;
  noun: string;
  save: (next: FoodFilter) => void;
  onDone: () => void;
}) {
  return (
    <div id={id} className="food-filter__panel">
      <fieldset className="food-filter__group">
        <legend>Hide {noun} that contain</legend>
        <ul className="food-filter__options">
          {ALLERGENS.map((a) => (
            <li key={a.code}>
              <label className="food-filter__option">
                <input
                  type="checkbox"
                  checked={filter.avoid.includes(a.code)}
                  onChange={() => save({ ...filter, avoid: toggled<AllergenCode>(filter.avoid, a.code) })}
                />
                <img src={allergenIconLink(a.code)} alt="" width={20} height={20} />
                {a.name}
              </label>
            </li>
          ))}
        </ul>
        <label className="food-filter__option food-filter__option--wide">
          <input
            type="checkbox"
            checked={filter.mayContainToo}
            onChange={() => save({ ...filter, mayContainToo: !filter.mayContainToo })}
          />
          Also hide {noun} that may contain them
        </label>
      </fieldset>
      <fieldset className="food-filter__group">
        <legend>Show only {noun} that are</legend>
        <ul className="food-filter__options">
          {DIETARY_LABELS.map((l) => (
            <li key={l.code}>
              <label className="food-filter__option">
                <input
                  type="checkbox"
                  checked={filter.labels.includes(l.code)}
                  onChange={() => save({ ...filter, labels: toggled(filter.labels, l.code) })}
                />
                {l.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="food-filter__note">
        While a filter is on, {noun} without allergen information are hidden too. Always tell us about an
        allergy when you order.
      </p>
      <div className="food-filter__actions">
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!on}
          onClick={() => save({ ...filter, avoid: [], labels: [] })}
        >
          Clear filter
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
