import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@storefront/contract/catalog';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `GET api/Product/getProduct/{brand}/{ProductId}`: one car listing, for its details page. */
async function getVehicle(brand: string, productId: number, signal?: AbortSignal): Promise<Product> {
  const response = await api.get<{ Data: Product }>(
    apiUrl.getProduct(brand, productId),
    import.meta.env.DEV
      ? () => import('@storefront/contract/catalog').then((m) => m.ProductResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

// The same key as the shop's product query: a car opened from either place is fetched once.
export const vehicleQueryOptions = (brand: string, productId: number) =>
  queryOptions({
    queryKey: ['product', brand, productId],
    queryFn: ({ signal }) => getVehicle(brand, productId, signal),
  });

export const useVehicle = (brand: string, productId: number) =>
  useQuery({ ...vehicleQueryOptions(brand, productId), enabled: productId > 0 });
