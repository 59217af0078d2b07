import { useEffect, useRef } from 'react';
import { lastNavigationAt } from './router';

/** How long a page that renders its heading after its data arrives is waited for. */
const HEADING_WAIT_MS = 5_000;

/**
 * When the visitor last pressed a key or a pointer. Pressed after the navigation began (while the new page's
 * code or data was on its way), it means they are busy on the page — opening a menu, typing — and the focus
 * is theirs: moving it to the heading would close what they opened.
 */
let lastInputAt = 0;
if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, () => (lastInputAt = performance.now()), { capture: true, passive: true });

/**
 * The element a new page's focus goes to: its main heading (made focusable from script only), else the main
 * landmark, which is focusable already as the skip link's target.
 */
function pageFocusTarget(root: ParentNode): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main');
  const heading = (main ?? root).querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return null;
}

/**
 * Moves the focus to the page's main heading, as a screen reader then reads it (the new page is announced)
 * and the next Tab starts in the page's content rather than back in the header. A heading that appears only
 * once the page's data is there is waited for; the focus stays where it is if the page put it in its content or
 * the visitor moved it meanwhile.
 * Returns a function that stops waiting.
 */
export function focusPageHeading(doc: Document = document): () => void {
  const before = doc.activeElement;
  // The new page placed the focus itself (a form's first field): it stays there.
  if (before && before !== doc.body && doc.querySelector('main')?.contains(before)) return () => undefined;
  const focus = (target: HTMLElement) => {
    const current = doc.activeElement;
    if (current !== before && current !== doc.body && current !== null) return;
    if (lastInputAt > lastNavigationAt()) return;
    target.focus({ preventScroll: true });
  };
  const now = pageFocusTarget(doc);
  if (now) {
    focus(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const found = pageFocusTarget(doc);
    if (!found) return;
    stop();
    focus(found);
  });
  const timer = setTimeout(() => {
    stop();
    const main = doc.querySelector<HTMLElement>('main');
    if (main) focus(main);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After a navigation inside the app to another page (another path: a new query such as a category keeps the
 * focus where it is), the focus goes to the new page's heading. The first page is left to the browser.
 */
export function usePageFocus(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return focusPageHeading();
  }, [pathname]);
}
