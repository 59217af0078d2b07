import { NOT_SAVED_AS_LAST_ROUTE } from '@storefront/domain/last-route';

/**
 * Where a visitor goes after logging in or registering (spec §2 "Path shape" keeps the last route for this):
 * a `redirect` in the query when a page sent them with one, else the last route, else home. The sign-in
 * pages themselves are never a destination. `training=true` travels along (spec §2 "Query parameters").
 */

/** A route of the brand with an optional query: no scheme, no host, no parent steps. */
const ROUTE = /^[A-Za-z0-9][A-Za-z0-9/_-]*(\?[^#\s]*)?$/;

function isDestination(route: string | null | undefined): route is string {
  if (!route || !ROUTE.test(route) || route.includes('//')) return false;
  const page = route.split(/[/?]/)[0] ?? '';
  return !(NOT_SAVED_AS_LAST_ROUTE as readonly string[]).includes(page);
}

function withTraining(route: string): string {
  const [path = '', query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  if (params.get('training') === 'true') return route;
  params.set('training', 'true');
  return `${path}?${params.toString()}`;
}

/** The route under the brand to go to after a login, e.g. `menu?catId=3` or `checkout?training=true`. */
export function afterLoginRoute(search: string, lastRoute: string | null): string {
  const query = new URLSearchParams(search);
  const redirect = query.get('redirect');
  const route = isDestination(redirect) ? redirect : isDestination(lastRoute) ? lastRoute : 'home';
  return query.get('training') === 'true' ? withTraining(route) : route;
}

/**
 * The query the sign-in pages pass on when they link to one another (log in ⇄ register ⇄ forgot password,
 * guest): the guest choice, training mode and where to go afterwards.
 */
export function carriedQuery(search: string, extra: Record<string, string> = {}): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  for (const key of ['guest', 'training', 'redirect']) {
    const value = from.get(key);
    if (value !== null && value !== '') to.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) to.set(key, value);
  const text = to.toString();
  return text ? `?${text}` : '';
}
