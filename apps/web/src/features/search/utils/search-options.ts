import type { Product, Recipe, SearchResponse } from '@storefront/contract/catalog';
import type { DeliveryType } from '../../../lib/storage';
import { menuCategoryPath, productDetailsPath, vehicleDetailsPath } from '../../../lib/item-links';

/** Spec §5 / §9: a search starts only at 4 characters, and asks for the first 40 items. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_LIMIT = 40;
/** How long typing has to pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The three search calls of spec §7: vehicle brands and parts brands have their own. */
export type SearchKind = 'search' | 'searchVehicle' | 'SearchDetailProduct';

export function searchKind(template: { VehiclesBrand: boolean; PartsBrand: boolean }): SearchKind {
  if (template.VehiclesBrand) return 'searchVehicle';
  if (template.PartsBrand) return 'SearchDetailProduct';
  return 'search';
}

/**
 * The OrderOption a search sends (spec §4 "Search maps Home to Delivery and Store to Pickup"; §7 lists only
 * those two). Eat-in and no choice send none, so the search is not narrowed.
 */
export function searchOrderOption(type: DeliveryType | null): 'Delivery' | 'Pickup' | undefined {
  if (type === 'Home') return 'Delivery';
  if (type === 'Store') return 'Pickup';
  return undefined;
}

/** One result as the dropdown lists it: where it leads, and the little it shows. */
export interface SearchOption {
  /** Unique within the results, stable across renders: the option's element id ends with it. */
  key: string;
  title: string;
  /** The category, a car's year and mileage, a part's code… */
  detail: string;
  price: number;
  image: string | null;
  href: string;
  /** Product details open in a new tab (spec §2). */
  newTab: boolean;
}

export interface SearchGroup {
  label: string;
  options: SearchOption[];
}

const miles = new Intl.NumberFormat('en-GB');

function recipeOption(brand: string, recipe: Recipe, categories: Map<number, string>): SearchOption {
  return {
    key: `recipe-${recipe.RecipeId}`,
    title: recipe.RecipeTitle,
    detail: categories.get(recipe.CategoryId) ?? recipe.RecipeDescription,
    price: recipe.RecipePrice,
    image: recipe.RecipeImage,
    href: menuCategoryPath(brand, recipe.CategoryId),
    newTab: false,
  };
}

function productDetail(product: Product, kind: SearchKind): string {
  const vehicle = product.Vehicle;
  if (vehicle) {
    const facts = [String(vehicle.Year), `${miles.format(vehicle.Mileage)} miles`, vehicle.Fuel];
    if (product.ProductStockStatus === 'Sold') facts.push('Sold');
    return facts.filter(Boolean).join(' · ');
  }
  if (kind === 'SearchDetailProduct') {
    return [product.ProductDetailCode, product.ProductDetailPartModel].filter(Boolean).join(' · ');
  }
  return [product.ProductCategory, product.ProductSubCategoryTitle].filter(Boolean).join(' › ');
}

function productOption(brand: string, product: Product, kind: SearchKind): SearchOption {
  const offer = product.ProductNewPrice;
  const vehicle = product.Vehicle !== null;
  return {
    key: `product-${product.ProductId}`,
    title: product.ProductTitle,
    detail: productDetail(product, kind),
    price: offer !== null && offer < product.ProductOldPrice ? offer : product.ProductOldPrice,
    image: product.ProductImageUrl,
    href: vehicle
      ? vehicleDetailsPath(brand, product.ProductId)
      : productDetailsPath(brand, product.ProductId),
    newTab: !vehicle,
  };
}

/**
 * The results in the order the dropdown lists them: dishes, then products (or cars, or parts), each group
 * labelled. Empty groups are left out.
 */
export function searchGroups(
  brand: string,
  data: SearchResponse['Data'],
  kind: SearchKind,
  recipeCategories: Map<number, string> = new Map(),
): SearchGroup[] {
  const productLabel =
    kind === 'searchVehicle' ? 'Cars' : kind === 'SearchDetailProduct' ? 'Parts' : 'Products';
  const groups: SearchGroup[] = [
    { label: 'Dishes', options: data.RecipeData.map((r) => recipeOption(brand, r, recipeCategories)) },
    { label: productLabel, options: data.ProductData.map((p) => productOption(brand, p, kind)) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The option an arrow key moves to (the combobox pattern): down from none is the first, up from none the
 * last, and both wrap around. -1 means none (no results).
 */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
