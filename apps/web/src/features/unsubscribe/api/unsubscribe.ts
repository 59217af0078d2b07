import { useMutation } from '@tanstack/react-query';
import type { InfoOnly } from '@storefront/contract/envelope';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

export interface UnsubscribeInput {
  brand: string;
  /** The email or mobile number the visitor typed (spec §5: no format check). */
  token: string;
}

/**
 * `POST api/Customer/UnsubscribeCustomerMarketingPreferences`: resolves with Info.Message on 200; any other
 * Info.Status rejects with an ApiError carrying the server's message.
 */
export async function unsubscribe({ brand, token }: UnsubscribeInput): Promise<string> {
  const response = await api.post<InfoOnly>(
    apiUrl.unsubscribe(),
    { BrandFlavor: brand, Token: token },
    import.meta.env.DEV ? () => import('@storefront/contract/envelope').then((m) => m.InfoOnly) : undefined,
  );
  return response.Info.Message;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
