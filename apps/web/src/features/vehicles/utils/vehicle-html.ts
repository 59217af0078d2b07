import DOMPurify from 'dompurify';

/** A listing's description is brand HTML: sanitised again here before it is set, text formatting only. */
const purify = DOMPurify();
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'span'];

export function sanitizeVehicleHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false });
}
