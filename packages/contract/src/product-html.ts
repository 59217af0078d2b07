/**
 * The formatting a product description (`ProductContent`) may use. The server sanitises descriptions to these
 * tags on import (apps/api/src/lib/sanitize-html.ts) and the page again before rendering
 * (apps/web/src/features/store/utils/product-html.ts): one list, so the two never drift apart.
 */
export const PRODUCT_HTML_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h3',
  'h4',
  'h5',
  'span',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'hr',
] as const;
