import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchBody, SearchResponse } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { ApiError, api } from '../../../lib/api-client';
import { messages } from '../../../lib/messages';
import { SEARCH_LIMIT, type SearchKind } from '../utils/search-options';

export interface SearchQuery {
  brand: string;
  kind: SearchKind;
  /** Already trimmed, at least SEARCH_MIN_LENGTH characters. */
  key: string;
  orderOption: 'Delivery' | 'Pickup' | undefined;
}

/**
 * `POST api/Product/search` (or `searchVehicle`, `SearchDetailProduct`), with the payload of spec §7:
 * BrandFlavor, SearchKey, Offset 0, Limit 40, OrderOption, OnlineOrderingEnabled true.
 */
export async function searchItems(query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse['Data']> {
  const body: SearchBody = {
    BrandFlavor: query.brand,
    SearchKey: query.key,
    Offset: 0,
    Limit: SEARCH_LIMIT,
    OnlineOrderingEnabled: true,
    ...(query.orderOption ? { OrderOption: query.orderOption } : {}),
  };
  const response = await api.post<SearchResponse>(
    apiUrl.search(query.kind),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.SearchResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', query.brand, query.kind, query.key.toLowerCase(), query.orderOption ?? null],
    queryFn: ({ signal }) => searchItems(query, signal),
    staleTime: 60_000,
    // A failed search shows its message at once; typing on is the retry.
    retry: false,
    // The previous results stay while the next ones load, so the list does not flash empty per keystroke.
    placeholderData: keepPreviousData,
  });

/** Spec §8: 'No item found' when the server answers other than 200, 'Something went wrong' on any other error. */
export function searchErrorText(error: unknown): string {
  return error instanceof ApiError ? messages.noItemFound : messages.somethingWentWrong;
}
