import type { ExtraObject, Product, Recipe } from '@storefront/contract/catalog';
import { withLineQuantity, type CartProductLine, type CartRecipeLine } from './cart';
import { cartExtras } from './extra-detail';
import { unitPricePence, type ExtraSelection } from './extras';
import { builderCartExtras, builderPricePence, type BuilderState } from './menu-builder';
import { toPence, toPounds } from './money';
import { weightPricePence } from './weights';
import { lineFoodInfo, type FoodInfo, type RolledUp } from './food-info';

/**
 * A cart line from a catalogue item and the visitor's choices in the extras popup (spec §3 cart lines): the
 * unit price is the item's base price plus the menu builder's and the extras' prices, times the weight for
 * an item bought by weight — the same arithmetic the server's order pricing does, so the cart and the order
 * agree to the penny.
 */

/** What the visitor chose in the popup (or nothing, for an item added straight to the cart). */
export interface ItemChoices {
  selection: ExtraSelection;
  builder: BuilderState;
  /** Whole pieces, ≥ 1. */
  quantity: number;
  /** The weight of one piece for kg items bought by weight (PopupOnKgItems); absent otherwise. */
  weightKg?: number | null | undefined;
}

export const NO_CHOICES: ItemChoices = { selection: {}, builder: [], quantity: 1 };

type ExtraSource = Pick<ExtraObject, 'groups' | 'MenuBuilder'> | null | undefined;

/** A product's base price in pence: its new price when it has one, else its old price (as orders price it). */
export function productBasePence(product: Pick<Product, 'ProductOldPrice' | 'ProductNewPrice'>): number {
  return toPence(product.ProductNewPrice ?? product.ProductOldPrice);
}

/**
 * The unit price in pence of an item with the visitor's choices: base + menu-builder items + extras; for a
 * weighed piece, that per-kg price times the weight, rounded half up to the penny.
 * @throws RangeError when the weight is not one of the offered options.
 */
export function choicesUnitPence(basePence: number, source: ExtraSource, choices: ItemChoices): number {
  const steps = source?.MenuBuilder ?? [];
  const perPiece =
    unitPricePence(basePence, choices.selection, source) + builderPricePence(steps, choices.builder);
  return choices.weightKg ? weightPricePence(perPiece, choices.weightKg) : perPiece;
}

/** The extras a line keeps: the builder's choices first (the order the server reads them), then the groups'. */
function lineExtras(source: ExtraSource, choices: ItemChoices) {
  return [
    ...builderCartExtras(source?.MenuBuilder ?? [], choices.builder),
    ...cartExtras(choices.selection, source),
  ];
}

/**
 * What a line says about allergens, labels and kcal: the item with the extras chosen (the server's quote
 * works it out again from the menu as it is, and checkout shows that).
 */
export function choicesFoodInfo(
  info: FoodInfo | null | undefined,
  source: ExtraSource,
  choices: Pick<ItemChoices, 'selection' | 'builder'>,
): RolledUp | null {
  const chosen = lineExtras(source, { ...choices, quantity: 1 }).map((e) => ({
    Group: e.Key ?? '',
    ExtraTitle: e.Title,
    ExtraQuantity: e.Quantity ?? 1,
  }));
  return lineFoodInfo(info, source, chosen);
}

export type RecipeForLine = Pick<
  Recipe,
  | 'RecipeId'
  | 'RecipeTitle'
  | 'RecipePrice'
  | 'RecipeImage'
  | 'RecipeMaxBuyAllowed'
  | 'isDiscountedItem'
  | 'socialDiscountItem'
  | 'ForDelivery'
  | 'ForCollection'
  | 'ForDineIn'
  | 'ForEatIn'
  | 'RecipeExtraObject'
  | 'Hours'
  | 'FoodInfo'
>;

/** The cart line of a dish with the visitor's choices; its total is quantity × unit price. */
export function recipeCartLine(recipe: RecipeForLine, choices: ItemChoices): CartRecipeLine {
  const source = recipe.RecipeExtraObject;
  const unit = toPounds(
    choicesUnitPence(toPence(recipe.RecipePrice), source, { ...choices, weightKg: null }),
  );
  return withLineQuantity(
    {
      RecipeId: recipe.RecipeId,
      RecipeTitle: recipe.RecipeTitle,
      RecipePrice: unit,
      recipeTotal: unit,
      RecipeImage: recipe.RecipeImage,
      RecipeQuantity: choices.quantity,
      IsDiscountedItem: recipe.isDiscountedItem,
      RecipeExtraObject: lineExtras(source, choices),
      socialDiscountItem: recipe.socialDiscountItem,
      RecipeMaxBuyAllowed: recipe.RecipeMaxBuyAllowed,
      ForDelivery: recipe.ForDelivery,
      ForCollection: recipe.ForCollection,
      ForDineIn: recipe.ForDineIn,
      ForEatIn: recipe.ForEatIn,
      ...(recipe.Hours?.length ? { Hours: recipe.Hours } : {}),
      FoodInfo: choicesFoodInfo(recipe.FoodInfo, source, choices),
    },
    choices.quantity,
  );
}

export type ProductForLine = Pick<
  Product,
  | 'ProductId'
  | 'ProductTitle'
  | 'ProductOldPrice'
  | 'ProductNewPrice'
  | 'ProductImageUrl'
  | 'ProductUnits'
  | 'ForDelivery'
  | 'ForCollection'
  | 'ProductExtraObject'
  | 'Hours'
  | 'FoodInfo'
>;

/**
 * The cart line of a product with the visitor's choices. ProductOldPrice holds the unit price including
 * extras (and the weight); a product with a new price is a discounted item, as the server counts it.
 */
export function productCartLine(product: ProductForLine, choices: ItemChoices): CartProductLine {
  const source = product.ProductExtraObject;
  const unit = toPounds(choicesUnitPence(productBasePence(product), source, choices));
  const line: CartProductLine = {
    ProductId: product.ProductId,
    ProductTitle: product.ProductTitle,
    ProductOldPrice: unit,
    ProductNewPrice: product.ProductNewPrice,
    ProductTotal: unit,
    ProductImageUrl: product.ProductImageUrl,
    ProductUnits: product.ProductUnits,
    IsDiscountedItem: product.ProductNewPrice !== null,
    ProductQuantity: choices.quantity,
    ProductExtraObject: lineExtras(source, choices),
    ForDelivery: product.ForDelivery,
    ForCollection: product.ForCollection,
  };
  if (choices.weightKg) line.WeightKg = choices.weightKg;
  if (product.Hours?.length) line.Hours = product.Hours;
  line.FoodInfo = choicesFoodInfo(product.FoodInfo, source, choices);
  return withLineQuantity(line, choices.quantity);
}
