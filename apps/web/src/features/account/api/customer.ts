import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer, GetCustomerResponse } from '@storefront/contract/customer';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';
import { afterRefresh } from '../../../lib/retry';

/** `POST api/Customer/getCustomer/{username}/0`: the signed-in customer (never a password). */
export async function fetchCustomer(
  brand: string,
  username: string,
  signal?: AbortSignal,
): Promise<Customer> {
  const response = await api.post<GetCustomerResponse>(
    apiUrl.getCustomer(username),
    { BrandFlavor: brand },
    import.meta.env.DEV
      ? () => import('@storefront/contract/customer').then((m) => m.GetCustomerResponse)
      : undefined,
    signal,
  );
  return response.Data;
}

export const customerQueryOptions = (brand: string, username: string) =>
  queryOptions({
    queryKey: ['customer', brand, username],
    queryFn: ({ signal }) => fetchCustomer(brand, username, signal),
  });

export const useCustomer = (brand: string, username: string | null) =>
  useQuery({ ...customerQueryOptions(brand, username ?? ''), enabled: Boolean(username), ...afterRefresh });
