import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, Category } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

export type CategoryKind = 'Recipe' | 'Product';

/**
 * `POST api/Category/v1/getCategories/{brand}/{Recipe|Product}`, for the home page's hot categories. The
 * query keys are the menu's and the shop's own, so the page a hot category opens finds its list cached.
 */
export async function getCategories(
  brand: string,
  kind: CategoryKind,
  signal?: AbortSignal,
): Promise<Category[]> {
  const response = await api.post<CategoriesResponse>(
    apiUrl.getCategories(brand, kind),
    { OnlineOrderingEnabledCategory: true },
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.CategoriesResponse)
      : undefined,
    signal,
  );
  return response.Data.filter((category) => category.Status);
}

const categoriesQueryOptions = (brand: string, kind: CategoryKind) =>
  queryOptions({
    queryKey: [kind === 'Recipe' ? 'recipe-categories' : 'product-categories', brand],
    queryFn: ({ signal }) => getCategories(brand, kind, signal),
  });

/** The configured hot categories that are open for online ordering, in the configured order. */
export function useHotCategories(brand: string, kind: CategoryKind, ids: number[]) {
  return useQuery({
    ...categoriesQueryOptions(brand, kind),
    enabled: ids.length > 0,
    select: (categories) =>
      ids.flatMap((id) => categories.find((category) => category.CategoryId === id) ?? []),
  });
}
