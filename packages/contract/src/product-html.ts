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

/**
 * The formatting a brand's terms and privacy texts (`LegalTexts`) may use: text, headings, lists, tables and
 * links, no images. The server sanitises them to these tags when they are stored and when they are served
 * (apps/api/src/lib/sanitize-html.ts), the page again before showing them
 * (apps/web/src/features/venue/utils/legal-html.ts).
 */
export const LEGAL_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
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
  'a',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
