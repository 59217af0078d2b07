import { redirect, type LoaderFunctionArgs } from 'react-router';
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
 * The guard of a route (spec §2 "Guarded routes", §4 "Checkout guard"), for its loader to return: null when
 * the visitor may enter, else React Router's redirect. The decision is the domain's; this only reads storage,
 * copies a checkout's order id and turns the decision into a redirect.
 */
export function guardLoader(route: GuardedRoute) {
  return ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Response | null => {
    const query = new URL(request.url).searchParams;
    if (CHECKOUT_ROUTES.includes(route)) {
      const orderId = orderIdToStore(query.get('orderId'), session.get('orderId'));
      if (orderId !== null) session.set('orderId', orderId);
    }
    const decision = guardDecision(route, currentGuardVisitor(), query);
    return decision.kind === 'redirect' ? redirect(brandPath(params.brand ?? '', decision.to)) : null;
  };
}
