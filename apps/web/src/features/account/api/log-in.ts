import type { TokenResponse } from '@storefront/contract/auth';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';
import { fetchCustomer } from './customer';
import { rememberCustomer, rememberLogin, type LoginTokens } from './session-store';

export interface LogInInput {
  brand: string;
  username: string;
  password: string;
}

/**
 * `POST /Token` with `grant_type=password`. The server also sets the refresh token as an HttpOnly cookie
 * scoped to /Token, which is the copy the app uses; the one in the body is dropped here so that it is kept
 * nowhere a script could read it (not in storage, not in the query cache).
 */
export async function requestToken({ brand, username, password }: LogInInput): Promise<LoginTokens> {
  const response = await api.post<TokenResponse>(
    apiUrl.token(),
    { grant_type: 'password', username, password, BrandFlavor: brand },
    import.meta.env.DEV ? () => import('@storefront/contract/auth').then((m) => m.TokenResponse) : undefined,
  );
  return { accessToken: response.access_token, customerId: response.CustomerId, userName: response.userName };
}

/**
 * Logs in: stores the session, then looks the customer up for the names the header shows. A failed lookup
 * leaves the login in place (spec §8: user lookup errors are ignored).
 */
export async function logIn(input: LogInInput): Promise<LoginTokens> {
  const tokens = await requestToken(input);
  rememberLogin(input.brand, tokens);
  try {
    rememberCustomer(input.brand, await fetchCustomer(input.brand, tokens.userName));
  } catch {
    /* spec §8: ignored; the account page looks the customer up again */
  }
  return tokens;
}
