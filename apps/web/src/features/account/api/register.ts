import type { CustomerResponse, RegisterBody } from '@storefront/contract/account';
import type { Customer } from '@storefront/contract/customer';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

/** `POST api/Customer/register`: creates the account; the caller logs in with the same details next. */
export async function register(body: RegisterBody): Promise<Customer> {
  const response = await api.post<CustomerResponse>(
    apiUrl.register(),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/account').then((m) => m.CustomerResponse)
      : undefined,
  );
  return response.Data;
}
