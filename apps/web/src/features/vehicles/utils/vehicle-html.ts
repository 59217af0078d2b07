import { htmlSanitizer } from '../../../lib/safe-html';

/** A listing's description is brand HTML: sanitised again here before it is set, text formatting only. */
export const sanitizeVehicleHtml = htmlSanitizer(
  ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'span'],
  [],
);
