import type { Customer } from '@storefront/contract/customer';
import { local } from '../../../lib/storage';

/**
 * What a login leaves in the browser (spec §3 "Storage"): the access token, the customer id and username,
 * and the customer's names, image and promo code for the header. Never the password (the spec's original
 * kept it base64-encoded: not here), and never the refresh token, which stays in its HttpOnly cookie
 * (ADR 0008).
 */
export interface LoginTokens {
  accessToken: string;
  customerId: number;
  userName: string;
}

export function rememberLogin(tokens: LoginTokens): void {
  local.set('access_token', tokens.accessToken);
  local.set('CustomerId', tokens.customerId);
  local.set('username', tokens.userName);
}

/** Stores the customer record the header and the account pages read. */
export function rememberCustomer(customer: Customer): void {
  local.set('username', customer.CustomerEmail);
  local.set('CustomerFirstName', customer.CustomerFirstName);
  local.set('CustomerLastName', customer.CustomerLastName);
  if (customer.CustomerImageUrl) local.set('CustomerImageUrl', customer.CustomerImageUrl);
  else local.remove('CustomerImageUrl');
  if (customer.PromoCode) local.set('PromoCode', customer.PromoCode);
  else local.remove('PromoCode');
}
