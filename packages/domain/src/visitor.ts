/**
 * Visitor states (spec §4): a logged-in customer, a guest (holding only a session access token) or an
 * anonymous visitor. Pure: the caller reads the browser storage and passes what it found.
 */

export type VisitorState =
  | { kind: 'customer'; customerId: number; firstName: string; lastName: string }
  | { kind: 'guest' }
  | { kind: 'anonymous' };

/** What the browser storage holds that decides the visitor state; absent keys are null. */
export interface VisitorStorage {
  /** localStorage `access_token`: set by a login. */
  localAccessToken: string | null;
  /** localStorage `CustomerId`. */
  customerId: number | null;
  firstName?: string | null;
  lastName?: string | null;
  /** sessionStorage `access_token`: set for a guest checkout. */
  sessionAccessToken: string | null;
}

/** The placeholder the original app stored as `access_token` for guests; it never means a login. */
export const GUEST_TOKEN_PLACEHOLDER = 'guest';

/** A string that carries a value: not empty and not the stringified `null` / `undefined`. */
export function hasValue(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '' && value !== 'null' && value !== 'undefined';
}

/** Logged in: a stored access token that is not the guest placeholder, and a customer id. */
export function isLoggedIn(storage: Pick<VisitorStorage, 'localAccessToken' | 'customerId'>): boolean {
  return (
    hasValue(storage.localAccessToken) &&
    storage.localAccessToken !== GUEST_TOKEN_PLACEHOLDER &&
    storage.customerId !== null
  );
}

/** The visitor state of spec §4 from what the storage holds. */
export function visitorState(storage: VisitorStorage): VisitorState {
  if (isLoggedIn(storage) && storage.customerId !== null) {
    return {
      kind: 'customer',
      customerId: storage.customerId,
      firstName: storage.firstName ?? '',
      lastName: storage.lastName ?? '',
    };
  }
  if (hasValue(storage.sessionAccessToken)) return { kind: 'guest' };
  return { kind: 'anonymous' };
}

/**
 * At app start a stored `access_token` of 'guest' is cleared together with the guest email, names and
 * contact (spec §4). Returns the local keys to remove (none when the token is anything else).
 */
export function staleGuestKeys(localAccessToken: string | null): readonly string[] {
  return localAccessToken === GUEST_TOKEN_PLACEHOLDER
    ? ['access_token', 'guestEmail', 'guestFirstName', 'guestLastName', 'guestContact']
    : [];
}

/** What the app knows at start about a session stored before sessions were kept per brand. */
export interface LegacySession {
  /** The login's access token held one (null: no login was stored). */
  login: { brandId: number | null } | null;
  /** The brand the app last loaded (`BrandId`, `BrandFlavor` of the storage). */
  lastBrandId: number | null;
  lastBrandFlavor: string | null;
}

/**
 * Which brand a session stored as one for the whole browser belongs to, now that each brand keeps its own
 * (ADR 0040): a login goes to its token's brand when that is the brand last loaded, whose flavour is then
 * known; otherwise it is dropped, and the customer signs in again there. Without a login, the guest's details
 * and a tab's tokens were kept by the brand last loaded. Null: drop it.
 */
export function legacySessionOwner(session: LegacySession): string | null {
  if (!hasValue(session.lastBrandFlavor)) return null;
  if (session.login === null) return session.lastBrandFlavor;
  return session.login.brandId !== null && session.login.brandId === session.lastBrandId
    ? session.lastBrandFlavor
    : null;
}

/**
 * A visit ends after this long away from the site's pages (web analytics' usual session): the next page then
 * starts a new visit, which asks for the delivery type again and shows the welcome message again (spec §4).
 * Reloads, other tabs and search results opened in a new tab belong to the visit.
 */
export const VISIT_IDLE_MS = 30 * 60_000;

/** Whether a page opened `now` starts a new visit, the site's last page having been in front at `seenAt`. */
export function startsNewVisit(seenAt: number | null, now: number): boolean {
  return seenAt === null || seenAt > now || now - seenAt > VISIT_IDLE_MS;
}
