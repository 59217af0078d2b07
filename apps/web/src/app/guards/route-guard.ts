import {
  CHECKOUT_ROUTES,
  guardDecision,
  guardVisitor,
  orderIdToStore,
  type GuardedRoute,
} from '@storefront/domain/guards';
import { brandPath } from '../../lib/links';
import { brandLocal, brandSession } from '../../lib/brand-storage';

/** The guard facts of the visitor at a brand, read from its own entries of browser storage (ADR 0040). */
function currentGuardVisitor(brand: string) {
  return guardVisitor({
    localAccessToken: brandLocal(brand).get('access_token'),
    customerId: brandLocal(brand).get('CustomerId'),
    sessionAccessToken: brandSession(brand).get('access_token'),
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
    const tab = brandSession(brand);
    const orderId = orderIdToStore(query.get('orderId'), tab.get('orderId'));
    if (orderId !== null) tab.set('orderId', orderId);
  }
  const decision = guardDecision(route, currentGuardVisitor(brand), query);
  return decision.kind === 'redirect' ? brandPath(brand, decision.to) : null;
}
