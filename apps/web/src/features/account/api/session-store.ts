import type { Customer } from '@storefront/contract/customer';
import { brandLocal } from '../../../lib/brand-storage';

/**
 * What a login leaves in the browser (spec §3 "Storage"): the access token, the customer id and username,
 * and the customer's names, image and promo code for the header, all as the brand's own entries: an account
 * belongs to one brand, and signing in at another leaves this one as it was (ADR 0040). Never the password
 * (the spec's original kept it base64-encoded: not here), and never the refresh token, which stays in its
 * HttpOnly cookie (ADR 0008).
 */
export interface LoginTokens {
  accessToken: string;
  customerId: number;
  userName: string;
}

export function rememberLogin(brand: string, tokens: LoginTokens): void {
  const own = brandLocal(brand);
  own.set('access_token', tokens.accessToken);
  own.set('CustomerId', tokens.customerId);
  own.set('username', tokens.userName);
}

/** Stores the customer record the header and the account pages read. */
export function rememberCustomer(brand: string, customer: Customer): void {
  const own = brandLocal(brand);
  own.set('username', customer.CustomerEmail);
  own.set('CustomerFirstName', customer.CustomerFirstName);
  own.set('CustomerLastName', customer.CustomerLastName);
  if (customer.CustomerImageUrl) own.set('CustomerImageUrl', customer.CustomerImageUrl);
  else own.remove('CustomerImageUrl');
  if (customer.PromoCode) own.set('PromoCode', customer.PromoCode);
  else own.remove('PromoCode');
}
