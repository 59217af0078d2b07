import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { PartListBody, PartListResponse } from '@storefront/contract/vehicles';
import { api } from '../../../lib/api-client';

export const PARTS_PAGE_SIZE = 24;

/** `POST api/Product/v1/getParts/{brand}`: a page of the parts that fit a vehicle, with the finder's choices. */
export function getParts(brand: string, body: PartListBody, signal?: AbortSignal): Promise<PartListResponse> {
  return api.post<PartListResponse>(
    apiUrl.listParts(brand),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/vehicles').then((m) => m.PartListResponse)
      : undefined,
    signal,
  );
}

export const partsQueryOptions = (brand: string, body: PartListBody) =>
  infiniteQueryOptions({
    queryKey: ['parts', brand, body],
    queryFn: ({ pageParam, signal }) =>
      getParts(brand, { ...body, Offset: pageParam, Limit: PARTS_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
      return loaded < last.Total && last.Data.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });

export const useParts = (brand: string, body: PartListBody) =>
  useInfiniteQuery(partsQueryOptions(brand, body));
