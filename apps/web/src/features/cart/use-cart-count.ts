import { useSyncExternalStore } from 'react';
import { cartCount } from '@storefront/domain/cart-counter';
import { local, subscribeStorage } from '../../lib/storage';

/** The number the header's cart icon shows for a brand (spec §4 "Cart counter"); live across tabs. */
export function useCartCount(brand: string, recipesBrand: boolean): number {
  const read = () =>
    cartCount(
      recipesBrand,
      local.get('cartRecipeItems')?.[brand] ?? [],
      local.get('cartProductItems')?.[brand] ?? [],
    );
  // The server's HTML has no cart (ADR 0033): hydration starts from 0, the stored count follows at once.
  return useSyncExternalStore(subscribeStorage, read, () => 0);
}
