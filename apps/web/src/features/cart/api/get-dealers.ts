import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { Dealer, DealersResponse } from '@storefront/contract/vehicles';
import { api } from '../../../lib/api-client';

/** `GET api/Brand/v1/getDealers/{brand}`: the brand's dealers (its branches) for the inquiry popup. */
export async function getDealers(brand: string, signal?: AbortSignal): Promise<Dealer[]> {
  const response = await api.get<DealersResponse>(
    apiUrl.getDealers(brand),
    import.meta.env.DEV
      ? () => import('@storefront/contract/vehicles').then((m) => m.DealersResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

/** A brand's dealers hardly change during a visit. */
export const dealersQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['dealers', brand],
    queryFn: ({ signal }) => getDealers(brand, signal),
    staleTime: 10 * 60_000,
  });

export const useDealers = (brand: string) => useQuery(dealersQueryOptions(brand));
