import { ALLERGENS, DIETARY_LABELS, allergenIconLink, type AllergenCode } from '@storefront/domain/food-info';
import type { FoodFilter } from '../../lib/food-filter';
import { buttonClass } from '../ui/button';

const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The filter's choices: allergens to avoid, may-contain too, labels to keep. */
export default function FilterChoices({
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
