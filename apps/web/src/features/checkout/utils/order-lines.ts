import type { OrderLineInput } from '@storefront/contract/order';
import { cartExtrasToDetail } from '@storefront/domain/extra-detail';
import type { CartLines } from '../../../lib/cart-store';

/**
 * The cart as the order-line payload (spec §3): item, quantity and chosen extras. Prices are left out on
 * purpose: the server computes every figure from its catalogue.
 */
export function orderLines(cart: CartLines): OrderLineInput[] {
  return [
    ...cart.recipes.map((line) => ({
      ItemId: line.RecipeId,
      Quantity: line.RecipeQuantity,
      IsDiscountedItem: line.IsDiscountedItem,
      SocialDiscountItem: line.socialDiscountItem,
      ExtraDetail: cartExtrasToDetail(line.RecipeExtraObject).map(({ ExtraTitle, ExtraQuantity }) => ({
        ExtraTitle,
        ExtraQuantity,
      })),
    })),
    ...cart.products.map((line) => ({
      ItemId: line.ProductId,
      Quantity: line.ProductQuantity,
      IsDiscountedItem: line.IsDiscountedItem,
      ExtraDetail: cartExtrasToDetail(line.ProductExtraObject).map(({ ExtraTitle, ExtraQuantity }) => ({
        ExtraTitle,
        ExtraQuantity,
      })),
      ...(line.WeightKg === undefined ? {} : { WeightKg: line.WeightKg }),
    })),
  ];
}
