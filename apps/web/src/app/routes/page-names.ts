import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { brandKind } from '@storefront/domain/brand-pages';
import { entryOf, type PageEntry } from './route-table';

/*
 * What a page is called: its heading and the first part of its title ('Menu · Copperleaf Bistro'). The browser
 * names each page from here as the visitor moves (app-routes.tsx), and the server writes the same title into
 * the pages it renders (entry-server.tsx `pageName`).
 */

/** The shop's name, after what the brand sells: 'Our cars', 'Shop parts' or 'Shop'. */
export function shopName(config: Pick<WebCustomerConfig, 'TemplateData'>): string {
  const kind = brandKind(config);
  return kind === 'cars' ? 'Our cars' : kind === 'parts' ? 'Shop parts' : 'Shop';
}

/** The name of the page a route entry shows: the table's title, the shop's after the brand, sold cars apart. */
export function entryName(entry: PageEntry, config: Pick<WebCustomerConfig, 'TemplateData'>): string {
  if (entry.screen === 'store') return shopName(config);
  if (entry.path === 'sold-cars') return 'Sold cars';
  return entry.title;
}

export const NOT_FOUND_NAME = 'Page not found';

/** A path's segments, decoded and lower-cased (a malformed escape is kept as written). */
export const segmentsOf = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/**
 * The name of the page at a path `/{brand}/…`: null for the home page (titled with the brand alone), 'Page not
 * found' for a path no page has.
 */
export function pageName(pathname: string, config: Pick<WebCustomerConfig, 'TemplateData'>): string | null {
  const [, ...rest] = segmentsOf(pathname);
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'home')) return null;
  const entry = entryOf(rest);
  return entry ? entryName(entry, config) : NOT_FOUND_NAME;
}
