import {
  legacySessionOwner,
  staleGuestKeys,
  visitorState,
  type VisitorState,
} from '@storefront/domain/visitor';
import { brandLocal, brandSession, type BrandLocalKey, type BrandSessionKey } from './brand-storage';
import { adoptLegacyEntries, legacyEntry, local } from './storage';
import { tokenBrandId } from './token-claims';

/**
 * The visitor's session at one brand, in browser storage (spec §3 "Storage", §4 "Visitor states", "Logout").
 * Each brand keeps its own (ADR 0040): a customer account belongs to one brand, so at a brand where the
 * browser holds no session the visitor is signed out, whatever it holds for the others. The API client logs
 * out here when a token refresh fails, so this lives in lib, below the features.
 */

/** A brand's local keys that belong to a login or a guest checkout, and its cart (spec §4: logout clears cart and session). */
const LOCAL_SESSION_KEYS: readonly BrandLocalKey[] = [
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
const SESSION_KEYS: readonly BrandSessionKey[] = ['access_token', 'event_access_token', 'orderId', 'amended'];

/** Reads the visitor state at a brand from storage. */
export function readVisitor(brand: string): VisitorState {
  const own = brandLocal(brand);
  return visitorState({
    localAccessToken: own.get('access_token'),
    customerId: own.get('CustomerId'),
    firstName: own.get('CustomerFirstName'),
    lastName: own.get('CustomerLastName'),
    sessionAccessToken: brandSession(brand).get('access_token'),
  });
}

/**
 * At app start. First, a session stored for the whole browser (before each brand kept its own) goes to the
 * brand it belongs to, or is dropped (domain `legacySessionOwner`). Then, at every brand, a stored access token
 * of 'guest' goes with the guest email, names and contact (spec §4).
 */
export function prepareSessions(): void {
  const legacyToken = legacyEntry('local', 'access_token');
  const owner = legacySessionOwner({
    login: typeof legacyToken === 'string' ? { brandId: tokenBrandId(legacyToken) } : null,
    lastBrandId: local.get('BrandId'),
    lastBrandFlavor: local.get('BrandFlavor'),
  });
  adoptLegacyEntries(owner);
  for (const [brand, token] of Object.entries(local.get('access_token') ?? {})) {
    const own = brandLocal(brand);
    for (const key of staleGuestKeys(token)) own.remove(key as BrandLocalKey);
  }
}

/** Forgets a brand's login or guest session and its cart; the other brands' stay. */
export function clearSession(brand: string): void {
  const own = brandLocal(brand);
  for (const key of LOCAL_SESSION_KEYS) own.remove(key);
  const tab = brandSession(brand);
  for (const key of SESSION_KEYS) tab.remove(key);
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

/** Logout (spec §4): clears the brand's cart and session and goes to its login page. */
export function logout(brand: string): void {
  clearSession(brand);
  navigateTo(loginPath(brand));
}
