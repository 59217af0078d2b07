import { useEffect, useLayoutEffect } from 'react';

/** Between a page's or item's name and the brand's, as the server writes it (apps/api/src/ssr/page-meta.ts). */
export const TITLE_SEPARATOR = ' · ';

/** A page's title: 'Menu · Copperleaf Bistro', 'Item · Brand', or the brand alone (the home page). */
export function pageTitle(brandName: string, name?: string | null): string {
  return name ? `${name}${TITLE_SEPARATOR}${brandName}` : brandName;
}

/** Whether no page has set the title yet: the first page of the visit, whose title the server may have written. */
let firstPage = true;

/**
 * Names the page after its route ('Menu · Brand'; the brand alone on the home page) each time the visitor moves
 * to it, before the page's own effects run (a detail page then names its item, `useItemTitle`). The visit's
 * first page keeps the title it arrived with when the server wrote one for this brand: it may name an item.
 */
export function usePageTitle(brandName: string, name: string | null, pathname: string): void {
  useLayoutEffect(() => {
    const keep = firstPage && document.title.endsWith(brandName);
    firstPage = false;
    if (!keep) document.title = pageTitle(brandName, name);
  }, [brandName, name, pathname]);
}

/** A detail page's title names its item once it is known ('Item · Brand'). */
export function useItemTitle(brandName: string | undefined, item: string | undefined): void {
  useEffect(() => {
    if (brandName && item) document.title = pageTitle(brandName, item);
  }, [brandName, item]);
}
