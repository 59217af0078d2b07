/**
 * The plain text of a product's description, for its card (`ProductSummary`): worked out once when the product
 * is written, so the shop's first load needs no HTML sanitiser in the browser just to strip tags.
 *
 * It reads the server's sanitised HTML (lib/sanitize-html.ts), whose shape is known: tags whose attribute values
 * have no raw `<` or `>`, and text where only `&amp;`, `&lt;`, `&gt;` and `&quot;` are escaped. Migration 0022
 * backfills stored rows with the same steps in SQL; `product-summary.test.ts` holds the two to the same answers.
 */
export function productSummaryText(sanitisedHtml: string): string {
  return (
    sanitisedHtml
      // Block ends become spaces first, so '<p>Fresh.</p><ul><li>Origin: UK' does not read 'Fresh.Origin: UK'.
      .replace(BLOCK_END, ' ')
      .replace(TAG, '')
      .replace(ENTITY, decodeEntity)
      .replace(SPACE, ' ')
      // As the backfill's btrim(…, ' '): after the step above, an end holds at most one plain space.
      .replace(ENDS, '')
  );
}

const BLOCK_END = /<\/(?:p|li|div|h[1-6]|dd|dt|td|th|tr|blockquote)\s*>|<(?:br|hr)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
/** Spaces as PostgreSQL's `\s` (C locale) sees them, and the no-break space: the backfill matches the same. */
const SPACE = /[\t\n\v\f\r \u00a0]+/g;
const ENDS = /^ | $/g;
const ENTITY = /&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name?: string, decimal?: string, hex?: string): string {
  if (name) return NAMED[name.toLowerCase()] ?? entity;
  const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
  // A code point outside Unicode or a surrogate half would make a broken string: it stays as written.
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : entity;
}
