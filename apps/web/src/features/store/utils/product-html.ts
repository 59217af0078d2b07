import DOMPurify from 'dompurify';
import { PRODUCT_HTML_TAGS } from '@storefront/contract/product-html';

/**
 * Product descriptions (`ProductContent`) are HTML from the brand's catalogue. The server sanitises them on
 * import; the page sanitises them again before rendering, so a description can never run code here even if
 * one slipped past (or the catalogue came from elsewhere). Own instance: its hooks stay out of other callers.
 */
const purify = DOMPurify();

/** The formatting a description may use: the same list the server sanitises to. */
const ALLOWED_TAGS = [...PRODUCT_HTML_TAGS];
const ALLOWED_ATTR = ['href', 'title', 'target', 'alt', 'src', 'width', 'height', 'colspan'];

/** An image's address is used only when it is https or one of our own (`/…`): no relative guesses, no data. */
const USABLE_IMAGE = /^(https:\/\/|\/(?!\/))/i;

if (purify.isSupported) {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!USABLE_IMAGE.test(src)) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      }
    }
    // Links leave in a new tab without handing the page to the other site.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The description's HTML, safe to set as inner HTML. */
export function sanitizeProductHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
