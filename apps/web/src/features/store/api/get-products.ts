import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListItemsBody, ProductsResponse } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** How many products one page of the shop asks for. */
export const PRODUCTS_PAGE_SIZE = 24;

/** `POST api/Product/v1/getProducts/{brand}`: one page of a category's products, with the category's total. */
export function getProducts(
  brand: string,
  body: ListItemsBody,
  signal?: AbortSignal,
): Promise<ProductsResponse> {
  return api.post<ProductsResponse>(
    apiUrl.getProducts(brand),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.ProductsResponse)
      : undefined,
    signal,
  );
}

export const productsQueryOptions = (brand: string, categoryId: number | undefined, subcategoryId?: number) =>
  infiniteQueryOptions({
    queryKey: ['products', brand, categoryId ?? 'all', ...(subcategoryId ? [subcategoryId] : [])],
    queryFn: ({ pageParam, signal }) =>
      getProducts(
        brand,
        {
          CategoryId: categoryId,
          SubcategoryId: subcategoryId,
          Offset: pageParam,
          Limit: PRODUCTS_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
      return loaded < last.Total && last.Data.length > 0 ? loaded : undefined;
    },
  });

/** A category's products page by page; a subcategory narrows them. */
export const useProducts = (brand: string, categoryId: number | undefined, subcategoryId?: number) =>
  useInfiniteQuery(productsQueryOptions(brand, categoryId, subcategoryId));
