/**
 * Money is integer pence everywhere inside the product; pounds appear only on the wire and on screen.
 */

/** Converts a pounds amount (at most two decimals) to integer pence. */
export function toPence(pounds: number): number {
  const pence = Math.round(pounds * 100);
  if (!Number.isFinite(pence)) throw new RangeError(`Not an amount: ${pounds}`);
  return pence;
}

/** Converts integer pence to pounds for the wire (e.g. 1250 → 12.5). */
export function toPounds(pence: number): number {
  if (!Number.isInteger(pence)) throw new RangeError(`Pence must be an integer: ${pence}`);
  return pence / 100;
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer pence as GBP with two decimals (1250 → £12.50). */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Formats a pounds amount from the wire as GBP with two decimals. */
export function formatPounds(pounds: number): string {
  return formatPence(toPence(pounds));
}
