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

/**
 * A product's details page (spec §2: `products/product-details/{ProductId}`, opened in a new tab from a
 * product card's title or image).
 */
export function productDetailsPath(brand: string, productId: number): string {
  return brandPath(brand, `products/product-details/${productId}`);
}

/** A car listing's details page (`stock-list/details/{productId}`); cars from search lead here. */
export function vehicleDetailsPath(brand: string, productId: number): string {
  return brandPath(brand, `stock-list/details/${productId}`);
}

/** One category's products (`category-products/{catID}`), optionally narrowed to a subcategory. */
export function categoryProductsPath(brand: string, categoryId: number, subcategoryId?: number): string {
  const query = subcategoryId === undefined ? '' : `?subId=${subcategoryId}`;
  return brandPath(brand, `category-products/${categoryId}${query}`);
}

/** The menu with a dish's category selected (`menu?catId=`); dishes from search lead here. */
export function menuCategoryPath(brand: string, categoryId: number): string {
  return brandPath(brand, `menu?catId=${categoryId}`);
}
