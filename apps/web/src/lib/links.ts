/**
 * The app path of an internal route name from brand configuration (a campaign's or menu item's
 * Redirection, e.g. `menu`, `/store?catId=3`), inside the current brand.
 */
export function brandPath(brand: string, route: string): string {
  const trimmed = route.trim().replace(/^\/+/, '');
  return `/${encodeURIComponent(brand)}/${trimmed}`;
}

/** Where a configured tile leads: its internal Redirection wins over its WebLink (spec §2 Header). */
export function tileHref(brand: string, tile: { Redirection?: string; WebLink?: string }): string | null {
  if (tile.Redirection?.trim()) return brandPath(brand, tile.Redirection);
  return tile.WebLink ?? null;
}
