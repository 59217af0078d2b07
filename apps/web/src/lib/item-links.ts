import { brandPath } from './links';

/*
 * Links to the item pages of the browsing screens. Kept apart from links.ts, which the home page loads: only
 * the lazily loaded screens (search, product cards and details, category products) need these.
 */

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
