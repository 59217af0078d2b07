import { LEGAL_HTML_TAGS } from '@storefront/contract/product-html';
import { htmlSanitizer } from '../../../lib/safe-html';

/**
 * The brand's terms and privacy texts are HTML from its configuration: the server sanitises them, and they are
 * sanitised again here before they are shown, to text formatting and links only (no scripts, styles, forms,
 * frames or images). The tags are the list the server sanitises to.
 */
export const sanitizeLegalHtml = htmlSanitizer(LEGAL_HTML_TAGS, ['href', 'title']);
