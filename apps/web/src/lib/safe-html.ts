import DOMPurify from 'dompurify';

type ServerSanitizer = (html: string, tags: readonly string[], attributes: readonly string[]) => string;
let serverSanitizer: ServerSanitizer | undefined;

/** The sanitiser used where there is no DOM (server rendering): same allowed tags and attributes, same rules. */
export function setServerSanitizer(sanitizer: ServerSanitizer): void {
  serverSanitizer = sanitizer;
}

/** Links only to the web, email, phone or our own pages (never `javascript:` or `data:`). */
export const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;
/** An image's address is used only when it is https or one of our own (`/…`): no relative guesses, no data. */
export const USABLE_IMAGE = /^(https:\/\/|\/(?!\/))/i;

/**
 * A sanitiser for HTML that comes from a brand (product descriptions, legal texts), to the tags and attributes
 * given. Each sanitiser has its own DOMPurify instance, so its hooks stay out of other callers. Links keep only
 * safe addresses and leave in a new tab without handing the page to the other site; images keep only https or
 * own addresses, load lazily and get an empty alt text when they have none.
 */
export function htmlSanitizer(allowedTags: readonly string[], allowedAttributes: readonly string[]) {
  const purify = DOMPurify();
  // DOMPurify needs a DOM: without one (server rendering) it would hand the HTML back untouched. There the
  // server's sanitiser runs instead (entry-server.tsx), and with none set nothing is rendered at all.
  if (!purify.isSupported)
    return (html: string): string => serverSanitizer?.(html, allowedTags, allowedAttributes) ?? '';
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
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        const href = node.getAttribute('href') ?? '';
        if (!SAFE_HREF.test(href)) node.removeAttribute('href');
        else if (/^https?:/i.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    });
  }
  const config = {
    ALLOWED_TAGS: [...allowedTags],
    ALLOWED_ATTR: [...allowedAttributes],
    ALLOW_DATA_ATTR: false,
  };
  /** The HTML, safe to set as inner HTML. */
  return (html: string): string => purify.sanitize(html, config);
}
