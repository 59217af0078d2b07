/**
 * Keeps what the keyboard focuses in full view, clear of sticky bars (WCAG 2.4.11 Focus Not Obscured).
 *
 * Chromium scrolls a focused control only when less than about 32 px of it shows, and its scroll stops at the
 * window's edge: a link half past the edge of a sideways-scrolling menu, or a field half below the window or
 * under the phone's bottom menu, stayed there with its focus ring out of sight. On keyboard focus, each box
 * that scrolls around the control, then the window, is scrolled the least that shows it whole inside the box's
 * scroll padding (the root's leaves room for the sticky bars and the focus ring, global.css). A control inside
 * something sticky or fixed (a header, a dialog) moves with it: only the boxes within that are scrolled.
 */

/** How far to scroll so that [start, end] lies inside [areaStart, areaEnd]: the least, keeping the start in view. */
export function revealDelta(start: number, end: number, areaStart: number, areaEnd: number): number {
  if (start < areaStart) return start - areaStart;
  if (end > areaEnd) return Math.min(end - areaEnd, start - areaStart);
  return 0;
}

const px = (value: string) => parseFloat(value) || 0;

const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

interface Area {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The part of a box's scrollport where a control counts as in view: its client area less its scroll padding. */
function visibleArea(box: Element, style: CSSStyleDeclaration, isRoot: boolean): Area {
  const outer = isRoot
    ? { top: 0, left: 0 }
    : {
        top: box.getBoundingClientRect().top + box.clientTop,
        left: box.getBoundingClientRect().left + box.clientLeft,
      };
  const height = isRoot ? window.innerHeight : box.clientHeight;
  const width = isRoot ? document.documentElement.clientWidth : box.clientWidth;
  return {
    top: outer.top + px(style.scrollPaddingTop),
    bottom: outer.top + height - px(style.scrollPaddingBottom),
    left: outer.left + px(style.scrollPaddingLeft),
    right: outer.left + width - px(style.scrollPaddingRight),
  };
}

/** Scrolls `box` (the window for the root) so the element is whole inside its visible area. */
function revealIn(element: Element, box: Element, style: CSSStyleDeclaration, isRoot: boolean): void {
  const area = visibleArea(box, style, isRoot);
  const rect = element.getBoundingClientRect();
  const canX = isRoot || (scrolls(style.overflowX) && box.scrollWidth > box.clientWidth);
  const canY = isRoot || (scrolls(style.overflowY) && box.scrollHeight > box.clientHeight);
  const dx = canX ? revealDelta(rect.left, rect.right, area.left, area.right) : 0;
  const dy = canY ? revealDelta(rect.top, rect.bottom, area.top, area.bottom) : 0;
  if (dx === 0 && dy === 0) return;
  if (isRoot) window.scrollBy({ left: dx, top: dy, behavior: 'instant' });
  else box.scrollBy({ left: dx, top: dy, behavior: 'instant' });
}

/** Scrolls each box around the element, innermost first, up to the window or to something sticky or fixed. */
export function revealElement(element: Element): void {
  const root = document.documentElement;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    const isRoot = box === root;
    if (isRoot || scrolls(style.overflowX) || scrolls(style.overflowY)) revealIn(element, box, style, isRoot);
    if (isRoot || style.position === 'fixed' || style.position === 'sticky') return;
  }
}

/**
 * Listens for the keyboard's focus (a Tab stop showing its focus ring) and reveals it. A heading focused by
 * the app after a navigation is not a Tab stop and is left where the page put it. Returns the unsubscribe.
 */
export function revealKeyboardFocus(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.tabIndex < 0 || !target.matches(':focus-visible')) return;
    revealElement(target);
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
