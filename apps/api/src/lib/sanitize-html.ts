import sanitizeHtml from 'sanitize-html';
import type { LegalTexts } from '@storefront/contract/brand-file';
import { LEGAL_HTML_TAGS, PRODUCT_HTML_TAGS } from '@storefront/contract/product-html';

/** Brand HTML keeps its formatting and loses anything that can run: script, handlers, javascript: URLs. */
const OPTIONS: sanitizeHtml.IOptions = {
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
const PRODUCT: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...PRODUCT_HTML_TAGS] };
const LEGAL: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...LEGAL_HTML_TAGS] };

/** Sanitises product HTML on its way into the database. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, PRODUCT);
}

/**
 * Sanitises a brand's terms or privacy text: when it is stored, and again when it is served, for texts stored
 * before they were sanitised on the way in (the sanitiser gives clean HTML back unchanged).
 */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, LEGAL);
}

/** Both legal texts of a brand file, sanitised; absent texts stay absent. */
export function sanitizeLegalTexts(texts: LegalTexts): LegalTexts {
  const clean: LegalTexts = {};
  if (texts.TermsAndConditions !== undefined)
    clean.TermsAndConditions = sanitizeLegalHtml(texts.TermsAndConditions);
  if (texts.PrivacyPolicy !== undefined) clean.PrivacyPolicy = sanitizeLegalHtml(texts.PrivacyPolicy);
  return clean;
}
