import type { InfoOnly } from '@storefront/contract/envelope';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

const checkInfo = import.meta.env.DEV
  ? () => import('@storefront/contract/envelope').then((m) => m.InfoOnly)
  : undefined;

/**
 * `POST api/Customer/forgotPassword`: emails a reset link when the address has an account. The answer is the
 * same either way (no enumeration); its message is what the page shows.
 */
export async function requestPasswordReset(body: {
  BrandFlavor: string;
  CustomerEmail: string;
}): Promise<string> {
  return (await api.post<InfoOnly>(apiUrl.forgotPassword(), body, checkInfo)).Info.Message;
}

/** `POST api/Customer/resetPassword`: the emailed link's token and the new password; signs out everywhere. */
export async function resetPassword(body: {
  BrandFlavor: string;
  Token: string;
  NewPassword: string;
}): Promise<string> {
  return (await api.post<InfoOnly>(apiUrl.resetPassword(), body, checkInfo)).Info.Message;
}
