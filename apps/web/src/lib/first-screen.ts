import { useDeferredValue } from 'react';
import { useHydrated } from './hydrated';

// The shop's and the menu's card lists both start this way.

/** The most cards a first screen shows: two rows of three on a wide screen, more than a phone's screenful. */
export const FIRST_SCREEN_CARDS = 6;

/**
 * How many of a list's cards to render now. On the server and while hydrating its HTML: all that are loaded
 * (the page reads the same without JavaScript, and hydration finds the server's markup). On a mount in the
 * browser with nothing to hydrate (the page rendered in the browser, a visit that navigated here): the first
 * screen's cards, then the rest in a deferred render, which React does in slices, giving way to the browser.
 */
export function useCardsToRender(): number {
  // True only on a mount after hydration (or with none): never on the server nor in the hydrating render.
  const browserOnly = useHydrated();
  return useDeferredValue(Infinity, browserOnly ? FIRST_SCREEN_CARDS : Infinity);
}

/** The loaded pages cut to their first `limit` items in all. */
export function firstItems<Page extends { Data: readonly unknown[] }>(
  pages: readonly Page[],
  limit: number,
): readonly Page[] {
  const cut: Page[] = [];
  let left = limit;
  for (const page of pages) {
    if (left <= 0) break;
    cut.push(page.Data.length <= left ? page : { ...page, Data: page.Data.slice(0, left) });
    left -= page.Data.length;
  }
  return cut;
}
