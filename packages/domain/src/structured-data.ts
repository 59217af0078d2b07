import type { Category, Product, Recipe } from '@storefront/contract/catalog';
import { toPence } from './money';

/*
 * schema.org structured data (JSON-LD) of the storefront's pages, built from the API's own answers. One place
 * for the browser (the car page adds its JSON-LD after loading the car) and the server (the head of
 * server-rendered pages), so both describe a page the same way. Only types and properties schema.org
 * defines, with the value types it expects; enumeration members are written as their schema.org URLs.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const SOLD_OUT = 'https://schema.org/SoldOut';

/**
 * The absolute http(s) address of a picture or page (paths are read from the site's root), or null for one that
 * is empty or not on the web (`data:`, `javascript:`): search engines and link previews only fetch absolute
 * http(s) addresses. Characters a URL may not hold raw (spaces, quotes, angle brackets) are percent-encoded.
 */
export function absoluteUrl(href: string | null | undefined, origin: string): string | null {
  const value = href?.trim().replace(/[\s"<>`{}|^]/g, (c) => encodeURIComponent(c));
  if (!value) return null;
  const site = origin.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `${/^http:/i.test(site) ? 'http:' : 'https:'}${value}`;
  // Any other scheme (`data:`, `javascript:`, `mailto:`) is not a web address.
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return value.startsWith('/') ? `${site}${value}` : `${site}/${value}`;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A wire price (pounds, contract `Pounds`) as schema.org and Open Graph want it: a plain decimal with two
 * places and no currency sign (4.5 → '4.50', 10495 → '10495.00').
 */
export function schemaPrice(pounds: number): string {
  return (toPence(pounds) / 100).toFixed(2);
}

/** What a product or car costs now, in pounds: its new (offer) price when it has one, as its card shows. */
export function currentPrice(product: Pick<Product, 'ProductOldPrice' | 'ProductNewPrice'>): number {
  return product.ProductNewPrice ?? product.ProductOldPrice;
}

/** A product's pictures as its page shows them: the main one first, then a car's gallery, without repeats. */
export function productImages(product: Pick<Product, 'ProductImageUrl' | 'Vehicle'>): string[] {
  const all = [
    ...(product.ProductImageUrl ? [product.ProductImageUrl] : []),
    ...(product.Vehicle?.Gallery ?? []),
  ];
  return [...new Set(all)];
}

const absoluteAll = (hrefs: readonly string[], origin: string) =>
  hrefs.map((href) => absoluteUrl(href, origin)).filter((url): url is string => url !== null);

/** Ordinary products are in stock while they have stock and are not sold (the product page's rule). */
export function productInStock(product: Pick<Product, 'ProductStockStatus' | 'ProductStocks'>): boolean {
  return product.ProductStockStatus !== 'Sold' && product.ProductStocks > 0;
}

/**
 * schema.org `Car` (https://schema.org/Car, a `Vehicle`) for a car listing, with its offer: a search engine can
 * then show the car's price, mileage and availability (Google's vehicle listings read `Car`). Sold cars are
 * offered as `SoldOut`. Null for a product that is not a car.
 */
export function vehicleJsonLd(product: Product, pageUrl: string, origin: string): JsonLd | null {
  const v = product.Vehicle;
  if (!v) return null;
  const images = absoluteAll(productImages(product), origin);
  return {
    '@context': CONTEXT,
    '@type': 'Car',
    name: product.ProductTitle,
    url: pageUrl,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: v.Make },
    manufacturer: { '@type': 'Organization', name: v.Make },
    model: v.Model,
    vehicleModelDate: String(v.Year),
    productionDate: String(v.Year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.Mileage, unitCode: 'SMI' },
    fuelType: v.Fuel,
    vehicleTransmission: v.Transmission,
    bodyType: v.BodyType,
    vehicleEngine: { '@type': 'EngineSpecification', name: v.Engine },
    ...(v.Colour ? { color: v.Colour } : {}),
    ...(v.Doors ? { numberOfDoors: v.Doors } : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: schemaPrice(currentPrice(product)),
      priceCurrency: 'GBP',
      availability: product.ProductStockStatus === 'Sold' ? SOLD_OUT : IN_STOCK,
      url: pageUrl,
    },
  };
}

/**
 * schema.org `Product` (https://schema.org/Product) for a product's own page, with its `Offer`: the current
 * price in GBP and whether it can be bought now. `description` is the plain text of the product's HTML.
 */
export function productJsonLd(
  product: Product,
  page: { pageUrl: string; origin: string; description?: string },
): JsonLd {
  const images = absoluteAll(productImages(product), page.origin);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.ProductTitle,
    url: page.pageUrl,
    ...(page.description ? { description: page.description } : {}),
    ...(images.length ? { image: images } : {}),
    sku: String(product.ProductId),
    productID: String(product.ProductId),
    ...(product.ProductCategory ? { category: product.ProductCategory } : {}),
    offers: {
      '@type': 'Offer',
      price: schemaPrice(currentPrice(product)),
      priceCurrency: 'GBP',
      availability: productInStock(product) ? IN_STOCK : OUT_OF_STOCK,
      url: page.pageUrl,
    },
  };
}

/** One category of a menu with its dishes, as the recipe categories and recipes answers give them. */
export interface MenuSectionData {
  category: Pick<Category, 'CategoryId' | 'CategoryTitle'> & Partial<Pick<Category, 'Status'>>;
  recipes: readonly Recipe[];
}

/** A dish as a schema.org `MenuItem` with its `Offer`. */
function menuItem(recipe: Recipe, origin: string): JsonLd {
  const image = absoluteUrl(recipe.RecipeImage, origin);
  const description = recipe.RecipeDescription.trim();
  return {
    '@type': 'MenuItem',
    name: recipe.RecipeTitle,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: schemaPrice(recipe.RecipePrice),
      priceCurrency: 'GBP',
      availability: recipe.RecipeStock > 0 ? IN_STOCK : OUT_OF_STOCK,
    },
  };
}

/**
 * schema.org `Menu` (https://schema.org/Menu): one `MenuSection` per category that has dishes (hidden
 * categories left out), each with its `MenuItem`s. Null when no section has a dish.
 */
export function menuJsonLd(
  sections: readonly MenuSectionData[],
  menuUrl: string,
  origin: string,
): JsonLd | null {
  const hasMenuSection = sections
    .filter((s) => s.category.Status !== false && s.recipes.length > 0)
    .map((s) => ({
      '@type': 'MenuSection',
      name: s.category.CategoryTitle,
      hasMenuItem: s.recipes.map((recipe) => menuItem(recipe, origin)),
    }));
  if (!hasMenuSection.length) return null;
  return { '@type': 'Menu', name: 'Menu', url: menuUrl, hasMenuSection };
}

export interface RestaurantFacts {
  name: string;
  url: string;
  description?: string;
  /** Absolute address of the brand's logo. */
  logo?: string | null;
  /** Absolute address of a picture of the restaurant (its banner), else the logo. */
  image?: string | null;
  /** The menu page's absolute address. */
  menuUrl: string;
  /** The menu's categories and dishes, when the page has them: the menu is then written out in full. */
  sections?: readonly MenuSectionData[];
  origin: string;
}

/**
 * schema.org `Restaurant` (https://schema.org/Restaurant) for a recipe brand. `hasMenu` is the full `Menu`
 * when the page has the dishes, else the menu page's address (schema.org allows a URL there).
 */
export function restaurantJsonLd(facts: RestaurantFacts): JsonLd {
  const menu = facts.sections ? menuJsonLd(facts.sections, facts.menuUrl, facts.origin) : null;
  const image = facts.image ?? facts.logo;
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    name: facts.name,
    url: facts.url,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.logo ? { logo: facts.logo } : {}),
    ...(image ? { image } : {}),
    hasMenu: menu ?? facts.menuUrl,
  };
}

/** A named page with its absolute address. */
export interface LinkedPage {
  name: string;
  url: string;
}

/** schema.org `BreadcrumbList` (https://schema.org/BreadcrumbList): the trail from the home page, in order. */
export function breadcrumbJsonLd(trail: readonly LinkedPage[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: page.url,
    })),
  };
}

/**
 * schema.org `ItemList` (https://schema.org/ItemList) of the detail pages a list page links to, in its
 * order: the summary page of a search engine's carousel. Null for an empty list.
 */
export function itemListJsonLd(items: readonly LinkedPage[]): JsonLd | null {
  if (!items.length) return null;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}
