import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesResponse, type Category } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `POST api/Category/v1/getCategories/{brand}/Recipe`: the menu's categories open for online ordering. */
export async function getRecipeCategories(brand: string, signal?: AbortSignal): Promise<Category[]> {
  const response = await api.post(
    apiUrl.getCategories(brand, 'Recipe'),
    { OnlineOrderingEnabledCategory: true },
    CategoriesResponse,
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
