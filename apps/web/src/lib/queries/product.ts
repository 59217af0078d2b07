import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../api-client';

/**
 * `GET api/Product/getProduct/{brand}/{ProductId}`: one product, for its details page: the shop's and the car
 * dealer's (a car listing is a product), so a car opened from either place is fetched once.
 */
export async function getProduct(brand: string, productId: number, signal?: AbortSignal): Promise<Product> {
  const response = await api.get<{ Data: Product }>(
    apiUrl.getProduct(brand, productId),
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.ProductResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

export const productQueryOptions = (brand: string, productId: number) =>
  queryOptions({
    queryKey: ['product', brand, productId],
    queryFn: ({ signal }) => getProduct(brand, productId, signal),
  });

export const useProduct = (brand: string, productId: number) =>
  useQuery({ ...productQueryOptions(brand, productId), enabled: productId > 0 });
