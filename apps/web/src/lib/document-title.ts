import { useEffect, useLayoutEffect, useRef } from 'react';

/** A page's title, as the server writes it too (apps/api/src/ssr/page-meta.ts): 'Item | Brand', or the brand. */
export function pageTitle(brandName: string, item?: string): string {
  return item ? `${item} | ${brandName}` : brandName;
}

/**
 * Resets the title to the brand's name when the visitor moves to another page in the app, before the new
 * page's own effects run (a detail page then names its item, `useItemTitle`). The first page keeps the title
 * it arrived with: the server's, which may name an item already.
 */
export function useTitleReset(brandName: string, pathname: string): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      if (!document.title.endsWith(brandName)) document.title = brandName;
      return;
    }
    document.title = brandName;
  }, [brandName, pathname]);
}

/** A detail page's title names its item once it is known ('Item | Brand'). */
export function useItemTitle(brandName: string | undefined, item: string | undefined): void {
  useEffect(() => {
    if (brandName && item) document.title = pageTitle(brandName, item);
  }, [brandName, item]);
}
