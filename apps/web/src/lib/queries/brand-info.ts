import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@storefront/contract/paths';
import type { WebCustomerConfig, WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { api } from '../api-client';
import { bootBrandConfig } from './boot-brand';

/** `GET api/Brand/getBrandInfo/{brand}/WebCustomer`: the brand's look and texts. */
export async function getBrandInfo(brand: string, signal?: AbortSignal): Promise<WebCustomerConfig> {
  const response = await api.get<WebCustomerResponse>(
    apiUrl.getBrandInfo(brand),
    import.meta.env.DEV
      ? () => import('@storefront/contract/web-customer-config').then((m) => m.WebCustomerResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

/** Loaded once per brand flavour: the configuration does not change while a visitor shops. */
export const brandInfoQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: ['brand-info', brand],
    queryFn: ({ signal }) => getBrandInfo(brand, signal),
    initialData: () => bootBrandConfig(brand),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useBrandInfo = (brand: string) => useQuery(brandInfoQueryOptions(brand));
