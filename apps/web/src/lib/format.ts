const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** Pounds as the screen shows them: £4.50 (spec §9: GBP, two decimals). */
export function formatPrice(pounds: number): string {
  return gbp.format(pounds);
}
