import sanitizeHtml from 'sanitize-html';
import { PRODUCT_HTML_TAGS } from '@storefront/contract/product-html';

/** Product descriptions keep their formatting and lose anything that can run: script, handlers, javascript: URLs. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PRODUCT_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan'],
    th: ['colspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Sanitises product HTML on its way into the database. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
