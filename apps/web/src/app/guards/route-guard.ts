import {
  CHECKOUT_ROUTES,
  guardDecision,
  guardVisitor,
  orderIdToStore,
  type GuardedRoute,
} from '@storefront/domain/guards';
import { brandPath } from '../../lib/links';
import { local, session } from '../../lib/storage';

/** The guard facts of the visitor, read from browser storage. */
function currentGuardVisitor() {
  return guardVisitor({
    localAccessToken: local.get('access_token'),
    customerId: local.get('CustomerId'),
    sessionAccessToken: session.get('access_token'),
  });
}

/**
 * The guard of a route (spec §2 "Guarded routes", §4 "Checkout guard"): null when the visitor may enter, else
 * the path to send them to. The decision is the domain's; this only reads storage and copies a checkout's
 * order id from the query into session storage (idempotent, so it is safe to run while rendering).
 */
export function guardRedirect(route: GuardedRoute, brand: string, search: string): string | null {
  const query = new URLSearchParams(search);
  if (CHECKOUT_ROUTES.includes(route)) {
    const orderId = orderIdToStore(query.get('orderId'), session.get('orderId'));
    if (orderId !== null) session.set('orderId', orderId);
  }
  const decision = guardDecision(route, currentGuardVisitor(), query);
  return decision.kind === 'redirect' ? brandPath(brand, decision.to) : null;
}
