import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { brandKind, hasAllergensPage, mainPage, shopPage, SHOP_PAGES } from '@storefront/domain/brand-pages';
import { GUARDED_ROUTES } from '@storefront/domain/guards';
import { londonTime } from '@storefront/domain/schedule';
import type { DbOrTx } from '../../db/client';
import { createBrandRepository } from '../brand/brand.repository';
import type { BrandContext } from '../brand/brand.service';
import { createCatalogRepository } from '../menu/catalog.repository';
import { createVehiclesRepository } from '../menu/vehicles.repository';
import { createEventsRepository } from '../venue/events.repository';
import { createVenueRepository } from '../venue/venue.repository';

/** The page each kind of brand takes orders on; a car dealer's cars are on its stock list. */
const orderPage = (web: WebCustomerConfig): string =>
  ({ recipes: 'menu', cars: 'stock-list', parts: shopPage(web), products: shopPage(web) })[brandKind(web)];

/**
 * The public pages (spec §2 "Public routes") worth listing when a brand links them from its home tiles or bottom
 * menu, by their main address (`mainPage`: an alias is listed as the page it shows, every shop address as the
 * one the brand's navigation uses, as the pages' canonical links say). Login, registration, iframes and token
 * pages are left out: nothing there for a search engine.
 */
const LISTED_PAGES = new Set([
  'menu',
  ...SHOP_PAGES,
  'stock-list',
  'sold-cars',
  'events',
  'reservation',
  'dine-in',
  'join-reward',
  'branches',
]);

/** The main address of the page a tile's or bottom menu item's route opens (`/menu?catId=3` → menu), if listed. */
function listedPage(web: WebCustomerConfig, redirection: string | undefined): string | undefined {
  const page = mainPage(web, (redirection ?? '').replace(/^\//, '').split(/[?#]/)[0] ?? '');
  return LISTED_PAGES.has(page) ? page : undefined;
}

const LEGAL_PAGES = ['terms-and-conditions', 'privacy-policy'];

/**
 * Paths a crawler must not follow under a brand: the guarded routes (a visitor's own data), the back office,
 * and order confirmations (one order's page, reached with its id).
 */
const PRIVATE_PAGES: readonly string[] = [...GUARDED_ROUTES, 'admin', 'order-confirmation/'];

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); a bigger catalogue would need an index. */
const MAX_URLS = 50_000;
/** Items read per query while walking a catalogue. */
const PAGE = 500;

/** Every row of a paged list, a page at a time, up to `max` rows. */
async function allRows<R>(
  list: (offset: number, limit: number) => Promise<{ rows: R[]; total: number }>,
  max: number,
): Promise<R[]> {
  const rows: R[] = [];
  while (rows.length < max) {
    const page = await list(rows.length, Math.min(PAGE, max - rows.length));
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) break;
  }
  return rows;
}

/**
 * The pages of a brand a search engine should know (sitemap.xml) and the brands there are (robots.txt). Items
 * are read through the catalogue's own repositories, so the sitemap lists what the shop shows (switched-on
 * categories, items not hidden), and every query starts from the brand's id.
 */
export function createSeoService(db: DbOrTx, now: () => Date = () => new Date()) {
  const catalog = createCatalogRepository(db);
  const vehicles = createVehiclesRepository(db);
  const venue = createVenueRepository(db);
  const events = createEventsRepository(db);

  /**
   * Home, the ordering page, the allergen page of a brand selling food, the venue pages the brand has or links,
   * and the legal pages: no duplicates.
   */
  async function pages(brand: BrandContext): Promise<string[]> {
    const web = brand.web;
    const bottomMenu = web.BottomMenu?.IsEnabled ? web.BottomMenu.Items : [];
    const linked = [...web.HomeTemplate.Campaigns, ...bottomMenu]
      .map((item) => listedPage(web, item.Redirection))
      .filter((page): page is string => page !== undefined);
    const t = londonTime(now());
    const [branchRows, upcoming] = await Promise.all([
      venue.branches(brand.id),
      events.upcoming(brand.id, `${t.date}T${t.time}`),
    ]);
    const venuePages = [
      branchRows.length ? 'branches' : undefined,
      branchRows.some((branch) => branch.reservations) ? 'reservation' : undefined,
      upcoming.length ? 'events' : undefined,
    ].filter((page): page is string => page !== undefined);
    const allergens = hasAllergensPage(web) ? ['allergens'] : [];
    return [...new Set(['home', orderPage(web), ...allergens, ...venuePages, ...linked, ...LEGAL_PAGES])];
  }

  /** The item pages of the brand's kind: categories and products of a shop, a dealer's cars; none for menus. */
  async function itemPages(brand: BrandContext, max: number): Promise<string[]> {
    const kind = brandKind(brand.web);
    if (kind === 'recipes') return [];
    if (kind === 'cars') {
      // Sold cars keep their page (the sold-cars list links to it).
      const cars: string[] = [];
      for (const Status of ['Available', 'Sold'] as const) {
        const rows = await allRows(
          (Offset, Limit) => vehicles.listVehicles(brand.id, { Status, Sort: 'newest', Offset, Limit }),
          max - cars.length,
        );
        cars.push(...rows.map((car) => `stock-list/details/${car.id}`));
      }
      return cars;
    }
    // A parts shop picks its categories inside the store page; only a shop lists its category pages.
    const categories = kind === 'products' ? await catalog.listCategories(brand.id, 'Product', true) : [];
    const products = await allRows(
      (offset, limit) => catalog.listProducts(brand.id, { offset, limit }),
      Math.max(0, max - categories.length),
    );
    return [
      ...categories.map((category) => `category-products/${category.id}`),
      ...products.map((product) => `products/product-details/${product.id}`),
    ];
  }

  return {
    /** The brand's listed paths, relative to `/{brand}/`. */
    async sitemapPaths(brand: BrandContext): Promise<string[]> {
      const fixed = await pages(brand);
      return [...fixed, ...(await itemPages(brand, MAX_URLS - fixed.length))];
    },
    /**
     * Every brand's flavour, for the origin's robots.txt. The one read across brands, and it reads no more
     * than the names the origin's addresses already show.
     */
    flavours: (): Promise<string[]> => createBrandRepository(db).flavours(),
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A sitemaps.org URL set of the brand's paths. */
export function sitemapXml(origin: string, flavour: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${origin}/${flavour}/${p}`)}</loc></url>\n`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

/** The lines refusing a brand's private pages to crawlers. */
const disallowPrivate = (flavour: string) => PRIVATE_PAGES.map((page) => `Disallow: /${flavour}/${page}`);

/** One brand's robots.txt: its pages allowed, its private ones not, and where its sitemap is. */
export function brandRobots(origin: string, flavour: string): string {
  return [
    'User-agent: *',
    `Allow: /${flavour}/`,
    ...disallowPrivate(flavour),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/${flavour}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The origin's robots.txt. Crawlers read robots.txt at the origin's root only (RFC 9309), so every brand's
 * private pages are refused here too, brand by brand: a wildcard rule (any first segment, then `favourites`)
 * would also refuse brand images such as `/brand-assets/grocer/campaigns/favourites.svg`. About 400 bytes a
 * brand: a thousand brands stay inside the 500 KiB that crawlers read.
 */
export function originRobots(origin: string, flavours: readonly string[]): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...flavours.flatMap(disallowPrivate),
    '',
    ...flavours.map((flavour) => `Sitemap: ${origin}/${flavour}/sitemap.xml`),
    '',
  ].join('\n');
}
