import type { AllergenIcon } from '@storefront/contract/catalog';
import { allergenIconLink, allergenTitle, labelName, type RolledUp } from '@storefront/domain/food-info';
import './food-facts.css';

/**
 * An item's food information on its card, details page or in the extras popup: the dietary labels it keeps,
 * its allergens as icons with their names (never an icon alone), what it may contain and its kcal. An item not
 * declared shows the free-text titles it had before the codes, if any: a customer is never told less than before.
 */
export function FoodFacts({
  info,
  legacy = [],
  label = 'Allergens',
}: {
  /** With `KcalFrom` (a listed dish with a choice to make), its kcal read 'from 610 kcal'. */
  info: (RolledUp & { KcalFrom?: boolean }) | null;
  legacy?: readonly AllergenIcon[];
  /** The list's accessible name: 'Allergens', or 'Allergens with your choices' in the popup. */
  label?: string;
}) {
  if (!info)
    return legacy.length > 0 ? (
      <ul className="food-facts__allergens" aria-label={label}>
        {legacy.map((a) => (
          <li key={a.Title} className="food-facts__allergen">
            {a.Title}
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <div className="food-facts">
      {info.Labels.length > 0 || info.Kcal !== null ? (
        <p className="food-facts__line">
          {info.Labels.map((code) => (
            <span key={code} className="food-facts__label">
              {labelName(code)}
            </span>
          ))}
          {info.Kcal !== null ? (
            <span className="food-facts__kcal">
              {info.KcalFrom ? 'from ' : ''}
              {info.Kcal} kcal
            </span>
          ) : null}
        </p>
      ) : null}
      {info.Contains.length > 0 ? (
        <ul className="food-facts__allergens" aria-label={label}>
          {info.Contains.map((code) => (
            <li key={code} className="food-facts__allergen">
              <img src={allergenIconLink(code)} alt="" width={18} height={18} loading="lazy" />
              {allergenTitle(code)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="food-facts__none">None of the 14 allergens</p>
      )}
      {info.MayContain.length > 0 ? (
        <p className="food-facts__may">May contain: {info.MayContain.map(allergenTitle).join(', ')}</p>
      ) : null}
    </div>
  );
}
