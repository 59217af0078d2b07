import type { ReorderLine } from '@storefront/contract/order';
import type { CartLine, CartRefusal } from '@storefront/domain/cart';
import type { CartExtra } from '@storefront/domain/extra-detail';

/** The extras of a reorder line as a cart line keeps them (the group is the extra's Key, as the popup sets it). */
function cartExtras(line: ReorderLine): CartExtra[] {
  return line.ExtraDetail.map((e) => ({
    Title: e.ExtraTitle,
    Price: e.ExtraPrice,
    Quantity: e.ExtraQuantity,
    Key: e.Group,
    checked: true,
  }));
}

/**
 * The cart line (spec §3 "Cart recipe line", "Cart product line") that puts a reorder line back in the cart:
 * today's prices from the server, the previous choices of extras and weight, the availability flags.
 */
export function cartLineFor(line: ReorderLine): CartLine {
  const flags = {
    ForDelivery: line.ForDelivery,
    ForCollection: line.ForCollection,
    ForDineIn: line.ForDineIn,
    ForEatIn: line.ForEatIn,
  };
  if (line.Kind === 'Recipe') {
    return {
      RecipeId: line.ItemId,
      RecipeTitle: line.Title,
      RecipePrice: line.UnitPrice,
      recipeTotal: line.TotalPrice,
      RecipeImage: line.Image,
      RecipeQuantity: line.Quantity,
      IsDiscountedItem: line.IsDiscountedItem,
      socialDiscountItem: line.SocialDiscountItem,
      RecipeMaxBuyAllowed: line.MaxBuy,
      RecipeExtraObject: cartExtras(line),
      ...flags,
    };
  }
  return {
    ProductId: line.ItemId,
    ProductTitle: line.Title,
    ProductOldPrice: line.UnitPrice,
    // The reorder answer carries the unit price paid now; a discounted item's is its new price.
    ProductNewPrice: line.IsDiscountedItem ? line.UnitPrice : null,
    ProductTotal: line.TotalPrice,
    ProductImageUrl: line.Image,
    ProductUnits: line.Units ?? '',
    IsDiscountedItem: line.IsDiscountedItem,
    ProductQuantity: line.Quantity,
    ProductExtraObject: cartExtras(line),
    ...(line.WeightKg ? { WeightKg: line.WeightKg } : {}),
    ...flags,
  };
}

/** Why the cart itself refused a line the server offered back. */
export function refusalReason(reason: CartRefusal): string {
  return reason === 'max-buy'
    ? 'Your cart already holds the most you can buy of this'
    : 'It could not be added to your cart';
}
