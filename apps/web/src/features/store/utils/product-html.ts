import { PRODUCT_HTML_TAGS } from '@storefront/contract/product-html';
import { htmlSanitizer } from '../../../lib/safe-html';

/**
 * Product descriptions (`ProductContent`) are HTML from the brand's catalogue. The server sanitises them on
 * import; the page sanitises them again before rendering, so a description can never run code here even if
 * one slipped past (or the catalogue came from elsewhere). The tags are the list the server sanitises to.
 */
export const sanitizeProductHtml = htmlSanitizer(PRODUCT_HTML_TAGS, [
  'href',
  'title',
  'target',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
]);
