import { staleGuestKeys, visitorState, type VisitorState } from '@storefront/domain/visitor';
import { local, session, type LocalKey, type SessionKey } from './storage';

/**
 * The visitor's session in browser storage (spec §3 "Storage", §4 "Visitor states", "Logout"). The API client
 * logs out here when a token refresh fails, so this lives in lib, below the features.
 */

/** Local keys that belong to a login or a guest checkout, and the carts (spec §4: logout clears cart and session). */
const LOCAL_SESSION_KEYS: readonly LocalKey[] = [
  'access_token',
  'CustomerId',
  'username',
  'CustomerFirstName',
  'CustomerLastName',
  'CustomerImageUrl',
  'PromoCode',
  'guestEmail',
  'guestFirstName',
  'guestLastName',
  'guestContact',
  'cartRecipeItems',
  'cartProductItems',
];
const SESSION_KEYS: readonly SessionKey[] = ['access_token', 'event_access_token', 'orderId', 'amended'];

/** Reads the visitor state from storage. */
export function readVisitor(): VisitorState {
  return visitorState({
    localAccessToken: local.get('access_token'),
    customerId: local.get('CustomerId'),
    firstName: local.get('CustomerFirstName'),
    lastName: local.get('CustomerLastName'),
    sessionAccessToken: session.get('access_token'),
  });
}

/** At app start: a stored access token of 'guest' goes, with the guest email, names and contact (spec §4). */
export function clearStaleGuest(): void {
  for (const key of staleGuestKeys(local.get('access_token'))) local.remove(key as LocalKey);
}

/** Forgets the login or guest session and the cart. */
export function clearSession(): void {
  for (const key of LOCAL_SESSION_KEYS) local.remove(key);
  for (const key of SESSION_KEYS) session.remove(key);
}

type Navigate = (path: string) => void;
/** Set by the app once its router exists, so a logout navigates inside the SPA instead of reloading. */
let navigateTo: Navigate = (path) => location.assign(path);

export function setLogoutNavigation(navigate: Navigate): void {
  navigateTo = navigate;
}

/** The login page of a brand. */
export function loginPath(brand: string): string {
  return `/${encodeURIComponent(brand)}/login`;
}

/** Logout (spec §4): clears cart and session and goes to the brand's login page. */
export function logout(brand: string): void {
  clearSession();
  navigateTo(loginPath(brand));
}
