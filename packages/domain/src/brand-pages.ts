import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/**
 * Which address a brand's page is known by (spec §2 "Public routes": several addresses show one screen). The
 * page head's canonical link, the sitemap and the app's own links all ask here, so a search engine meets one
 * address per page: the one the brand's navigation uses.
 */

/** What a brand sells, which decides its ordering pages. */
export type BrandKind = 'recipes' | 'cars' | 'parts' | 'products';

export function brandKind(config: Pick<WebCustomerConfig, 'TemplateData'>): BrandKind {
  const template = config.TemplateData;
  if (template.RecipesBrand) return 'recipes';
  if (template.VehiclesBrand) return 'cars';
  if (template.PartsBrand) return 'parts';
  return 'products';
}

/** The addresses of the shop (spec §2: store, shop, online, products; distributors is the same as store). */
export const SHOP_PAGES: readonly string[] = ['store', 'shop', 'online', 'products', 'distributors'];

/** Addresses that are another page's screen under a second name, with that page. */
const ALIASES: Readonly<Record<string, string>> = {
  'app-menu': 'menu',
  'reserve-iframe': 'reservation',
};

/** The page a navigation entry's route opens: `/products?catId=3` → `products`. */
const routePage = (redirection: string | undefined) =>
  (redirection ?? '').replace(/^\//, '').split(/[?#]/)[0] ?? '';

/**
 * The address of the brand's shop: the first shop address its navigation links to (home tiles, then the bottom
 * menu), else `store`. Greengage's tiles say `products`, so its shop is `/grocer/products`.
 */
export function shopPage(config: Pick<WebCustomerConfig, 'HomeTemplate' | 'BottomMenu'>): string {
  const bottomMenu = config.BottomMenu?.IsEnabled ? config.BottomMenu.Items : [];
  const linked = [...config.HomeTemplate.Campaigns, ...bottomMenu]
    .map((item) => routePage(item.Redirection))
    .find((page) => SHOP_PAGES.includes(page));
  return linked ?? 'store';
}

/**
 * The main address of a page (the first segment after the brand): an alias gives the page it shows, any shop
 * address gives the brand's shop, anything else is its own. `sold-cars` stays: it lists other cars.
 */
export function mainPage(
  config: Pick<WebCustomerConfig, 'HomeTemplate' | 'BottomMenu'>,
  segment: string,
): string {
  if (SHOP_PAGES.includes(segment)) return shopPage(config);
  return ALIASES[segment] ?? segment;
}

/**
 * A page's path under the brand with its first segment made the main one: `bistro/app-menu` → `bistro/menu`.
 * `path` is `/{brand}/{segment}/…` (no query); others are given back as they are.
 */
export function mainPath(
  config: Pick<WebCustomerConfig, 'HomeTemplate' | 'BottomMenu'>,
  path: string,
): string {
  const [empty, brand, segment, ...rest] = path.split('/');
  if (empty !== '' || !brand || !segment || rest.length > 0) return path;
  return `/${brand}/${mainPage(config, segment)}`;
}

/**
 * Whether the brand has an allergen page (`/{brand}/allergens`, issue 34): a restaurant always, a shop when it
 * sells food, which it says by listing the allergens in its footer. The footer's link and the sitemap ask here;
 * the page itself also opens for a shop whose products declare their food information.
 */
export function hasAllergensPage(config: Pick<WebCustomerConfig, 'TemplateData' | 'Allergens'>): boolean {
  const kind = brandKind(config);
  return kind === 'recipes' || (kind === 'products' && config.Allergens.length > 0);
}
