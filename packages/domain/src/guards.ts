import { GUEST_TOKEN_PLACEHOLDER, hasValue, isLoggedIn, type VisitorStorage } from './visitor';

/**
 * Route guards (spec §2 "Guarded routes", §4 "Checkout guard") as pure decisions: the visitor's tokens, the
 * route and its query string in; allow, or where to go instead, out. The web app's route loaders apply them.
 */

/** What the guards need to know about the visitor. */
export interface GuardVisitor {
  /** A login: stored access token (not the guest placeholder) and a customer id. */
  loggedIn: boolean;
  /** A session (guest) access token. */
  sessionToken: boolean;
  /** A stored (local) access token, with or without a customer id. */
  localToken: boolean;
}

/** The guard facts of what the browser storage holds. */
export function guardVisitor(storage: VisitorStorage): GuardVisitor {
  return {
    loggedIn: isLoggedIn(storage),
    sessionToken: hasValue(storage.sessionAccessToken),
    localToken: hasValue(storage.localAccessToken) && storage.localAccessToken !== GUEST_TOKEN_PLACEHOLDER,
  };
}

/** The routes that have a guard. */
export const GUARDED_ROUTES = [
  'updateaccount',
  'favourites',
  // The account's table bookings and event tickets (issue 30): not in the spec's table; an account's page.
  'my-bookings',
  'previous-order',
  'my-rewards',
  'giftcard',
  'pay',
  'refer',
  'checkout',
  'order-checkout',
  'guest',
] as const;
export type GuardedRoute = (typeof GUARDED_ROUTES)[number];

export function isGuardedRoute(route: string): route is GuardedRoute {
  return (GUARDED_ROUTES as readonly string[]).includes(route);
}

/** The query parameters a guard reads (a `URLSearchParams` fits). */
export interface QueryReader {
  get(name: string): string | null;
}

/** Allowed, or sent elsewhere: `redirect` is a route of the same brand with its query, e.g. `login?guest=false`. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const to = (route: string): GuardDecision => ({ kind: 'redirect', to: route });

/** The training flag travels along on checkout redirects when it is the string `true`. */
function withTraining(route: string, query: QueryReader): string {
  return query.get('training') === 'true' ? `${route}?training=true` : route;
}

/** The decision of one route's guard (spec §2 "Guarded routes" table, §4 "Checkout guard"). */
export function guardDecision(route: GuardedRoute, visitor: GuardVisitor, query: QueryReader): GuardDecision {
  switch (route) {
    case 'updateaccount':
    case 'favourites':
    case 'my-bookings':
      return visitor.loggedIn ? allow : to('login?guest=false');
    case 'previous-order':
      return visitor.loggedIn ? allow : to('login');
    case 'my-rewards':
    case 'giftcard':
      return visitor.loggedIn || visitor.sessionToken ? allow : to('login');
    case 'pay':
      // A payment link (`pay?orderId=…&token=…`) carries its own token: a guest may open it on any device.
      return visitor.loggedIn || visitor.localToken || visitor.sessionToken || hasValue(query.get('token'))
        ? allow
        : to('login');
    case 'refer':
      return visitor.loggedIn || hasValue(query.get('token')) ? allow : to('login');
    case 'checkout':
    case 'order-checkout':
      if (visitor.loggedIn) return allow;
      return to(withTraining(visitor.sessionToken ? 'guest' : 'login', query));
    case 'guest':
      return !visitor.loggedIn && visitor.sessionToken ? allow : to(withTraining('login', query));
  }
}

/** The routes that show the checkout screen and take an order id from the query on entry. */
export const CHECKOUT_ROUTES: readonly GuardedRoute[] = ['checkout', 'order-checkout', 'guest'];

/**
 * On entering checkout the query's `orderId` is copied into session storage when none is stored (spec §4);
 * the strings `null` and `undefined` count as empty on both sides. Returns the id to store, or null.
 */
export function orderIdToStore(queryOrderId: string | null, storedOrderId: string | null): string | null {
  if (hasValue(storedOrderId)) return null;
  return hasValue(queryOrderId) ? queryOrderId : null;
}
