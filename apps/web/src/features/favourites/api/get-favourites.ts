import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouritesResponse } from '@storefront/contract/customer';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `GET api/CustomerFavourites/getItems/{CustomerId}` (spec §7): the customer's favourite products and dishes. */
export async function getFavourites(customerId: number, signal?: AbortSignal): Promise<FavouritesResponse> {
  return api.get<FavouritesResponse>(
    apiUrl.getFavourites(customerId),
    import.meta.env.DEV
      ? () => import('@storefront/contract/customer').then((m) => m.FavouritesResponse)
      : undefined,
    signal,
  );
}

/**
 * Keyed by brand and customer. A heart toggle that changes a favourite invalidates `['favourites', brand]`
 * so this list follows.
 */
export const favouritesQueryOptions = (brand: string, customerId: number) =>
  queryOptions({
    queryKey: ['favourites', brand, customerId],
    queryFn: ({ signal }) => getFavourites(customerId, signal),
  });

export const useFavourites = (brand: string, customerId: number) =>
  useQuery(favouritesQueryOptions(brand, customerId));
