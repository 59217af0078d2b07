/**
 * The last route (spec §2 "Path shape"): the second path segment is remembered, except the pages a visitor
 * passes through to sign in or check out as a guest, whatever their query string.
 */
export const NOT_SAVED_AS_LAST_ROUTE = ['login', 'forgot-password', 'registeruser', 'guest'] as const;

/**
 * What to save as the last route for a page path (`/bistro/menu`) and query string (`?catId=3`): the second
 * segment with the query (`menu?catId=3`), or null when the page is not remembered.
 */
export function lastRouteToSave(pathname: string, search = ''): string | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return null;
  if ((NOT_SAVED_AS_LAST_ROUTE as readonly string[]).includes(segment)) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${segment}${query}`;
}
