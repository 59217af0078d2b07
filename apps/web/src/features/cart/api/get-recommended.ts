import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderOption, RecommendedResponse } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/**
 * `GET api/Recipe/RecommendedItems/{brand}/{Delivery|Pickup|EatIn}` (spec §7): the last segment is left out
 * while no delivery type is chosen. The option is part of the query key, so a new delivery type fetches
 * its own list.
 */
export function getRecommended(
  brand: string,
  option: OrderOption | undefined,
  signal?: AbortSignal,
): Promise<RecommendedResponse> {
  return api.get<RecommendedResponse>(
    apiUrl.recommended(brand, option),
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.RecommendedResponse)
      : undefined,
    signal,
  );
}

export const recommendedQueryOptions = (brand: string, option: OrderOption | undefined) =>
  queryOptions({
    queryKey: ['recommended', brand, option ?? 'any'],
    queryFn: ({ signal }) => getRecommended(brand, option, signal),
  });

export const useRecommended = (brand: string, option: OrderOption | undefined) =>
  useQuery(recommendedQueryOptions(brand, option));
