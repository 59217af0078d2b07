import { createContext, memo, useContext } from 'react';
import type { Recipe } from '@storefront/contract/catalog';
import { CardStock, CatalogCard, type CatalogCardSlots } from '../../../components/ui/catalog-card';
import { FoodFacts } from '../../../components/food-info/food-facts';
import { formatPrice } from '../../../lib/format';
import { listedInfo } from '../../../lib/food-filter';
import { useAvailability } from '../../../lib/menu-clock';
import './recipe-card.css';

export type RecipeCardSlots = CatalogCardSlots<Recipe>;

export const RecipeCardSlotsContext = createContext<RecipeCardSlots>({});

interface RecipeCardProps {
  recipe: Recipe;
  /** Label for a dish out of stock (brand's Menu.OutOfStockLabelText, default 'Coming Soon'). */
  outOfStockLabel: string;
  /** Load the image eagerly: the first cards are above the fold. */
  eager?: boolean;
}

/**
 * One dish on the menu: picture, name, description, price, labels, kcal, allergens (with the extras it comes with) and the slots' ordering controls. A dish
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
  const outOfStock = recipe.RecipeStock <= 0;
  const served = useAvailability(recipe.Hours);
  const closed = served.label !== null;
  return (
    <CatalogCard
      kind="recipe"
      id={recipe.RecipeId}
      title={recipe.RecipeTitle}
      image={recipe.RecipeImage}
      eager={eager}
      out={outOfStock || closed}
      compact
      badges={<Badges recipe={recipe} />}
      corner={slots.corner?.(recipe)}
      served={served}
      note={slots.note?.(recipe)}
      price={
        <>
          {formatPrice(recipe.RecipePrice)}
          {recipe.DisplayAmountText ? (
            <span className="recipe-card__amount"> {recipe.DisplayAmountText}</span>
          ) : null}
        </>
      }
      status={
        outOfStock ? (
          <CardStock kind="recipe">{outOfStockLabel}</CardStock>
        ) : closed ? (
          <CardStock kind="recipe">{served.label}</CardStock>
        ) : (
          slots.actions?.(recipe)
        )
      }
    >
      {recipe.RecipeDescription ? (
        <p className="catalog-card__text recipe-card__description">{recipe.RecipeDescription}</p>
      ) : null}
      <FoodFacts info={listedInfo(recipe)} legacy={recipe.Allergens} />
    </CatalogCard>
  );
});

/** Deal, New and Popular over the picture. */
function Badges({ recipe }: { recipe: Recipe }) {
  if (!recipe.IsNewlyAdded && !recipe.IsPopular && !recipe.isDiscountedItem) return null;
  return (
    <ul className="recipe-card__badges" aria-label="Highlights">
      {recipe.isDiscountedItem ? <li className="recipe-card__badge recipe-card__badge--deal">Deal</li> : null}
      {recipe.IsNewlyAdded ? <li className="recipe-card__badge">New</li> : null}
      {recipe.IsPopular ? <li className="recipe-card__badge recipe-card__badge--popular">Popular</li> : null}
    </ul>
  );
}
