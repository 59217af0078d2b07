import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { VehicleListBody, VehicleListResponse } from '@storefront/contract/vehicles';
import { api } from '../../../lib/api-client';

export const VEHICLES_PAGE_SIZE = 12;

/** `POST api/Product/v1/getVehicles/{brand}`: a page of car listings with the filters' counts. */
export function getVehicles(
  brand: string,
  body: VehicleListBody,
  signal?: AbortSignal,
): Promise<VehicleListResponse> {
  return api.post<VehicleListResponse>(
    apiUrl.listVehicles(brand),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/vehicles').then((m) => m.VehicleListResponse)
      : undefined,
    signal,
  );
}

export const vehiclesQueryOptions = (brand: string, body: VehicleListBody) =>
  infiniteQueryOptions({
    queryKey: ['vehicles', brand, body],
    queryFn: ({ pageParam, signal }) =>
      getVehicles(brand, { ...body, Offset: pageParam, Limit: VEHICLES_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
      return loaded < last.Total && last.Data.length > 0 ? loaded : undefined;
    },
    // While a new filter loads, the old list and counts stay (dimmed) instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export const useVehicles = (brand: string, body: VehicleListBody) =>
  useInfiniteQuery(vehiclesQueryOptions(brand, body));
