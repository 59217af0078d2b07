import { createContext, memo, useContext, type ReactNode } from 'react';
import type { Recipe } from '@storefront/contract/catalog';
import { ServedHours } from '../../../components/ui/served-hours';
import { formatPrice } from '../../../lib/format';
import { useAvailability } from '../../../lib/menu-clock';
import '../../../components/ui/catalog-card.css';
import './recipe-card.css';

/**
 * What the app puts on a dish card from other features (ordering, favourites), so this feature does not
 * import them: the app provides them (app/routes/card-slots.tsx).
 */
export interface RecipeCardSlots {
  /** Over the picture's corner: the favourite heart. */
  corner?: (recipe: Recipe) => ReactNode;
  /** Under the description: a note such as 'Not available for Delivery'. */
  note?: (recipe: Recipe) => ReactNode;
  /** Beside the price, for dishes in stock: Add to Cart. */
  actions?: (recipe: Recipe) => ReactNode;
}

export const RecipeCardSlotsContext = createContext<RecipeCardSlots>({});

interface RecipeCardProps {
  recipe: Recipe;
  /** Label for a dish out of stock (brand's Menu.OutOfStockLabelText, default 'Coming Soon'). */
  outOfStockLabel: string;
  /** Load the image eagerly: the first cards are above the fold. */
  eager?: boolean;
}

/**
 * One dish on the menu: picture, name, description, price, allergens and the slots' ordering controls. A dish
 * out of stock shows the label, a greyed title and no add option (spec §5); so does a dish outside its menu
 * hours, with when it is back ('Available from 07:00') and its hours. Memoised: a list re-renders a card only
 * when its dish changes (or the minute does, for a dish with hours).
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  outOfStockLabel,
  eager = false,
}: RecipeCardProps) {
  const slots = useContext(RecipeCardSlotsContext);
  const titleId = `recipe-${recipe.RecipeId}-title`;
  const outOfStock = recipe.RecipeStock <= 0;
  const served = useAvailability(recipe.Hours);
  const closed = served.label !== null;
  return (
    <article
      className={
        outOfStock || closed ? 'catalog-card recipe-card recipe-card--out' : 'catalog-card recipe-card'
      }
      aria-labelledby={titleId}
    >
      <div className="catalog-card__media recipe-card__media">
        {recipe.RecipeImage ? (
          <img
            className="catalog-card__image recipe-card__image"
            src={recipe.RecipeImage}
            alt={recipe.RecipeTitle}
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="catalog-card__placeholder recipe-card__placeholder" aria-hidden="true">
            {recipe.RecipeTitle.slice(0, 1)}
          </div>
        )}
        {recipe.IsNewlyAdded || recipe.IsPopular || recipe.isDiscountedItem ? (
          <ul className="recipe-card__badges" aria-label="Highlights">
            {recipe.isDiscountedItem ? (
              <li className="recipe-card__badge recipe-card__badge--deal">Deal</li>
            ) : null}
            {recipe.IsNewlyAdded ? <li className="recipe-card__badge">New</li> : null}
            {recipe.IsPopular ? (
              <li className="recipe-card__badge recipe-card__badge--popular">Popular</li>
            ) : null}
          </ul>
        ) : null}
        {slots.corner?.(recipe)}
      </div>
      <div className="recipe-card__body">
        <h3 className="recipe-card__title" id={titleId}>
          {recipe.RecipeTitle}
        </h3>
        {recipe.RecipeDescription ? (
          <p className="recipe-card__description">{recipe.RecipeDescription}</p>
        ) : null}
        {recipe.Allergens.length > 0 ? (
          <ul className="recipe-card__allergens" aria-label="Allergens">
            {recipe.Allergens.map((allergen) => (
              <li key={allergen.Title} className="recipe-card__allergen">
                {allergen.Link ? (
                  <img
                    src={allergen.Link}
                    alt={allergen.Title}
                    title={allergen.Title}
                    width={24}
                    height={24}
                    loading="lazy"
                  />
                ) : (
                  <span className="recipe-card__allergen-text">{allergen.Title}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <ServedHours availability={served} />
        {slots.note?.(recipe)}
        <div className="recipe-card__footer">
          <p className="recipe-card__price">
            <span className="visually-hidden">Price: </span>
            {formatPrice(recipe.RecipePrice)}
            {recipe.DisplayAmountText ? (
              <span className="recipe-card__amount"> {recipe.DisplayAmountText}</span>
            ) : null}
          </p>
          {outOfStock ? (
            <p className="recipe-card__stock">{outOfStockLabel}</p>
          ) : closed ? (
            <p className="recipe-card__stock">{served.label}</p>
          ) : (
            slots.actions?.(recipe)
          )}
        </div>
      </div>
    </article>
  );
});
