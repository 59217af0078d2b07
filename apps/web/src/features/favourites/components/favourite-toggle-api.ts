import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, Recipe } from '@storefront/contract/catalog';
import type { FavouritesResponse, UpdateFavouriteBody } from '@storefront/contract/customer';
import type { InfoOnly } from '@storefront/contract/envelope';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** A recipe or a product, as a favourite is kept. */
export type FavouriteItem = { kind: 'recipe'; recipe: Recipe } | { kind: 'product'; product: Product };

/** `GET api/CustomerFavourites/getItems/{CustomerId}`: the customer's favourite products and recipes. */
export function getFavourites(customerId: number, signal?: AbortSignal): Promise<FavouritesResponse> {
  return api.get<FavouritesResponse>(
    apiUrl.getFavourites(customerId),
    import.meta.env.DEV
      ? () => import('@storefront/contract/customer').then((m) => m.FavouritesResponse)
      : undefined,
    signal,
  );
}

export const favouritesQueryOptions = (brand: string, customerId: number) =>
  queryOptions({
    queryKey: ['favourites', brand, customerId],
    queryFn: ({ signal }) => getFavourites(customerId, signal),
  });

/** Whether an item is among the customer's favourites (false while they load). */
export function useIsFavourite(brand: string, customerId: number, item: FavouriteItem): boolean {
  const query = useQuery(favouritesQueryOptions(brand, customerId));
  if (!query.data) return false;
  return item.kind === 'recipe'
    ? query.data.Recipes.some((r) => r.RecipeId === item.recipe.RecipeId)
    : query.data.Products.some((p) => p.ProductId === item.product.ProductId);
}

/** The list with the item in (Status true) or out. */
function withFavourite(list: FavouritesResponse, item: FavouriteItem, status: boolean): FavouritesResponse {
  if (item.kind === 'recipe') {
    const rest = list.Recipes.filter((r) => r.RecipeId !== item.recipe.RecipeId);
    return { ...list, Recipes: status ? [...rest, item.recipe] : rest };
  }
  const rest = list.Products.filter((p) => p.ProductId !== item.product.ProductId);
  return { ...list, Products: status ? [...rest, { ...item.product, IsFavourite: true }] : rest };
}

/**
 * `POST api/CustomerFavourites/updateItem` with the favourite toggle's rule (spec §4): the heart flips at once,
 * and flips back when the server answers with a status other than 200 or the call fails (silently, §8).
 * Written without useMutation: the cards are on the menu, and sharing useMutation with the account screens
 * split React into more chunks on the home page (its 110 kB budget).
 */
export function useToggleFavourite(brand: string, customerId: number) {
  const client = useQueryClient();
  return useCallback(
    async (item: FavouriteItem, status: boolean) => {
      const { queryKey } = favouritesQueryOptions(brand, customerId);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (list) =>
        withFavourite(
          list ?? { Info: { Status: 200, Message: '' }, Products: [], Recipes: [] },
          item,
          status,
        ),
      );
      const body: UpdateFavouriteBody = {
        FK_CustomerId: customerId,
        FK_RecipeId: item.kind === 'recipe' ? item.recipe.RecipeId : null,
        FK_ProductId: item.kind === 'product' ? item.product.ProductId : null,
        Status: status,
      };
      try {
        // The client rejects any Info.Status other than 200.
        await api.post<InfoOnly>(apiUrl.updateFavourite(), body);
      } catch {
        if (before) client.setQueryData(queryKey, before);
        else void client.invalidateQueries({ queryKey });
      }
    },
    [brand, customerId, client],
  );
}
