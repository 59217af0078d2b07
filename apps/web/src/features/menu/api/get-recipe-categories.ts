import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, Category } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `POST api/Category/v1/getCategories/{brand}/Recipe`: the menu's categories open for online ordering. */
export async function getRecipeCategories(brand: string, signal?: AbortSignal): Promise<Category[]> {
  const response = await api.post<CategoriesResponse>(
    apiUrl.getCategories(brand, 'Recipe'),
    { OnlineOrderingEnabledCategory: true },
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.CategoriesResponse)
      : undefined,
    signal,
  );
  return response.Data.filter((category) => category.Status);
}

export const recipeCategoriesQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['recipe-categories', brand],
    queryFn: ({ signal }) => getRecipeCategories(brand, signal),
  });

export const useRecipeCategories = (brand: string) => useQuery(recipeCategoriesQueryOptions(brand));
