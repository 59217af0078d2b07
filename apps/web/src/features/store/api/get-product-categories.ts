import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, Category } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `POST api/Category/v1/getCategories/{brand}/Product`: the shop's categories open for online ordering. */
export async function getProductCategories(brand: string, signal?: AbortSignal): Promise<Category[]> {
  const response = await api.post<CategoriesResponse>(
    apiUrl.getCategories(brand, 'Product'),
    { OnlineOrderingEnabledCategory: true },
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.CategoriesResponse)
      : undefined,
    signal,
  );
  return response.Data.filter((category) => category.Status);
}

export const productCategoriesQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['product-categories', brand],
    queryFn: ({ signal }) => getProductCategories(brand, signal),
  });

export const useProductCategories = (brand: string) => useQuery(productCategoriesQueryOptions(brand));
