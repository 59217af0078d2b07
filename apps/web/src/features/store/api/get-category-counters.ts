import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountersResponse } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

export interface CategoryCounts {
  /** Items per category id. */
  categories: Map<number, number>;
  /** Items per subcategory id. */
  subcategories: Map<number, number>;
}

/**
 * `GET api/Category/getCategoriesProductCounters/{brandId}` (spec §7): how many items each category holds. The
 * cache keeps the answer as sent (plain JSON, which a server-rendered page hands to the browser); the maps are
 * made by `select`.
 */
export async function getCategoryCounters(
  brandId: number,
  signal?: AbortSignal,
): Promise<CountersResponse['Data']> {
  const response = await api.get<CountersResponse>(
    apiUrl.getCounters(brandId),
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.CountersResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

const toCounts = (data: CountersResponse['Data']): CategoryCounts => ({
  categories: new Map(data.CatCounts.map((c) => [c.CategoryId, c.Count])),
  subcategories: new Map(data.SubCatCounts.map((c) => [c.SubcategoryId, c.Count])),
});

export const categoryCountersQueryOptions = (brandId: number) =>
  queryOptions({
    queryKey: ['category-counters', brandId],
    queryFn: ({ signal }) => getCategoryCounters(brandId, signal),
  });

/**
 * The counts beside the categories. They are a nicety: while they load, or if they cannot be had, the
 * navigation simply shows none (no brand id yet: no call).
 */
export const useCategoryCounters = (brandId: number | undefined) =>
  useQuery({
    ...categoryCountersQueryOptions(brandId ?? 0),
    enabled: brandId !== undefined && brandId > 0,
    select: toCounts,
  });
