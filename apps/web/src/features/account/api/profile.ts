import type { CustomerResponse, UpdateCustomerBody } from '@storefront/contract/account';
import type { Customer } from '@storefront/contract/customer';
import type { InfoOnly } from '@storefront/contract/envelope';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

const checkInfo = import.meta.env.DEV
  ? () => import('@storefront/contract/envelope').then((m) => m.InfoOnly)
  : undefined;

/** `POST api/Customer/updateCustomer`: the signed-in customer's details; answers the saved record. */
export async function updateCustomer(
  body: UpdateCustomerBody,
): Promise<{ customer: Customer; message: string }> {
  const response = await api.post<CustomerResponse>(
    apiUrl.updateCustomer(),
    body,
    import.meta.env.DEV
      ? () => import('@storefront/contract/account').then((m) => m.CustomerResponse)
      : undefined,
  );
  return { customer: response.Data, message: response.Info.Message };
}

/** `POST api/Customer/changePassword`: the server signs out every session, this one included. */
export async function changePassword(body: {
  CurrentPassword: string;
  NewPassword: string;
}): Promise<string> {
  return (await api.post<InfoOnly>(apiUrl.changePassword(), body, checkInfo)).Info.Message;
}

/** `POST api/Customer/deleteAccount`: erases the personal data (orders stay, anonymised) and signs out. */
export async function deleteAccount(body: { Password: string }): Promise<string> {
  return (await api.post<InfoOnly>(apiUrl.deleteAccount(), body, checkInfo)).Info.Message;
}
