import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGES, shopPage } from '@storefront/domain/brand-pages';
import { GUARDED_ROUTES } from '@storefront/domain/guards';
import { categories, products } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

const DEMO_BRANDS = ['bistro', 'grocer', 'motors', 'parts', 'wholesale'];
/** What `app.inject` sends as the Host header. */
const ORIGIN = 'http://localhost:80';

/**
 * A light well-formedness check: the declaration, one urlset in the sitemaps.org namespace, and only `<url>`
 * entries whose `<loc>` holds no markup and no bare ampersand. Returns the addresses.
 */
function parseSitemap(xml: string): string[] {
  const shape =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?: {2}<url><loc>(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+<\/loc><\/url>\n)*<\/urlset>\n$/;
  expect(xml).toMatch(shape);
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

describe.each(DRIVERS)('robots.txt and sitemap.xml on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  /** The paths under /{brand}/ a brand's sitemap lists. */
  const sitemapPaths = async (flavour: string) => {
    const res = await t.request('GET', `/${flavour}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const urls = parseSitemap(res.body);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/${flavour}/`), url).toBe(true);
    return urls.map((url) => url.slice(`${ORIGIN}/${flavour}/`.length));
  };

  /** The brand's products the shop shows (switched-on category, not hidden), read from the database. */
  const shownProducts = async (flavour: string, cars: boolean) => {
    const brand = (await t.app.brands.resolve(flavour))!;
    const rows = await t.app.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        categories,
        and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
      )
      .where(
        and(
          eq(products.brandId, brand.id),
          eq(categories.status, true),
          eq(products.hidden, false),
          cars ? isNotNull(products.vehicle) : undefined,
        ),
      );
    return rows.map((row) => row.id);
  };
  const shownCategories = async (flavour: string) => {
    const brand = (await t.app.brands.resolve(flavour))!;
    const rows = await t.app.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.brandId, brand.id), eq(categories.kind, 'Product'), eq(categories.status, true)),
      );
    return rows.map((row) => row.id);
  };
  const idsOf = (paths: string[], prefix: string) =>
    paths.filter((p) => p.startsWith(prefix)).map((p) => Number(p.slice(prefix.length)));
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it.each(DEMO_BRANDS)('lists %s: home, legal pages, never a guarded page or an alias', async (flavour) => {
    const paths = await sitemapPaths(flavour);
    expect(paths).toEqual(expect.arrayContaining(['home', 'terms-and-conditions', 'privacy-policy']));
    const first = (p: string) => p.split('/')[0]!;
    for (const p of paths) {
      expect(GUARDED_ROUTES as readonly string[], p).not.toContain(first(p));
      expect(['admin', 'order-confirmation', 'login', 'app-menu', 'reserve-iframe']).not.toContain(first(p));
    }
    // One shop address at most: the one the brand's navigation uses (its pages' canonical one).
    const brand = (await t.app.brands.resolve(flavour))!;
    const shops = paths.filter((p) => SHOP_PAGES.includes(p));
    expect(shops.length).toBeLessThanOrEqual(1);
    for (const shop of shops) expect(shop).toBe(shopPage(brand.web));
  });

  it("lists grocer's shop at the address its navigation uses, not at /store", async () => {
    const paths = await sitemapPaths('grocer');
    expect(paths).toContain('products');
    expect(paths).not.toContain('store');
  });

  it('lists the menu and venue pages of a restaurant, and no item pages', async () => {
    const paths = await sitemapPaths('bistro');
    expect(paths).toEqual(expect.arrayContaining(['menu', 'branches', 'reservation', 'events']));
    expect(paths.filter((p) => p.includes('/'))).toEqual([]);
  });

  it.each([
    ['bistro', true],
    ['grocer', true],
    ['wholesale', false],
    ['motors', false],
    ['parts', false],
  ])('lists the allergen page of a brand selling food (%s: %s)', async (flavour, listed) => {
    expect((await sitemapPaths(flavour)).includes('allergens')).toBe(listed);
  });

  it.each([
    ['grocer', 'products'],
    ['wholesale', 'store'],
  ])('lists every category and product page of the %s shop (at /%s)', async (flavour, shop) => {
    const paths = await sitemapPaths(flavour);
    expect(paths).toContain(shop);
    const expected = await shownProducts(flavour, false);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(idsOf(paths, 'products/product-details/'))).toEqual(sorted(expected));
    expect(sorted(idsOf(paths, 'category-products/'))).toEqual(sorted(await shownCategories(flavour)));
  });

  it("lists the parts shop and every part's page", async () => {
    const paths = await sitemapPaths('parts');
    expect(paths).toContain('store');
    const expected = await shownProducts('parts', false);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(idsOf(paths, 'products/product-details/'))).toEqual(sorted(expected));
  });

  it("lists the dealer's stock list and every car's page, sold ones included", async () => {
    const paths = await sitemapPaths('motors');
    // Both lists its navigation links: the stock list, and the sold cars (another list, its own page).
    expect(paths).toEqual(expect.arrayContaining(['stock-list', 'sold-cars']));
    const expected = await shownProducts('motors', true);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(idsOf(paths, 'stock-list/details/'))).toEqual(sorted(expected));
    expect(idsOf(paths, 'products/product-details/')).toEqual([]);
  });

  it("answers a brand's robots.txt: its pages allowed, guarded ones not, its sitemap named", async () => {
    const res = await t.request('GET', '/Grocer/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /grocer/',
        'Disallow: /api/',
        'Disallow: /grocer/admin',
        `Sitemap: ${ORIGIN}/grocer/sitemap.xml`,
        ...GUARDED_ROUTES.map((route) => `Disallow: /grocer/${route}`),
      ]),
    );
    // The sitemap it names is there.
    expect((await t.request('GET', '/grocer/sitemap.xml')).status).toBe(200);
  });

  it("answers the origin's robots.txt with every brand's sitemap", async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/']));
    for (const flavour of DEMO_BRANDS) {
      expect(lines).toContain(`Sitemap: ${ORIGIN}/${flavour}/sitemap.xml`);
      // Crawlers read only this file: each brand's private pages are refused here as well.
      expect(lines).toContain(`Disallow: /${flavour}/checkout`);
    }
  });

  it('answers 404 for an unknown brand, and 4xx for a malformed one, without an empty sitemap', async () => {
    for (const file of ['sitemap.xml', 'robots.txt']) {
      const unknown = await t.request('GET', `/no-such-brand/${file}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).not.toContain('urlset');
      for (const segment of ['a'.repeat(2000), '%FF', '%C0%AF', 'b%00d', '%3Cx%3E', '..%2F..', 'api']) {
        const res = await t.request('GET', `/${segment}/${file}`);
        expect(res.status, segment).toBeGreaterThanOrEqual(400);
        expect(res.status, segment).toBeLessThan(500);
      }
    }
  });

  it('takes the origin from a sane Host header only', async () => {
    const own = await t.request('GET', '/bistro/robots.txt', { headers: { host: 'shop.test:8080' } });
    expect(own.body).toContain('Sitemap: http://shop.test:8080/bistro/sitemap.xml');
    const odd = await t.request('GET', '/bistro/sitemap.xml', { headers: { host: 'evil.test/<x>' } });
    expect(odd.status).toBe(200);
    expect(odd.body).not.toContain('evil');
    expect(parseSitemap(odd.body)[0]).toMatch(/^http:\/\/localhost:3000\/bistro\//);
  });
});

/** With the web app built, the not-found handler serves pages: these files must still be answered by us. */
describe('robots.txt and sitemap.xml beside the built web app, with PUBLIC_URL', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    t = await startApp('pglite', { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.com/' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers them from the routes, with PUBLIC_URL as the origin', async () => {
    const brandRobots = await t.request('GET', '/bistro/robots.txt');
    expect(brandRobots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(brandRobots.body).toContain('Sitemap: https://shop.example.com/bistro/sitemap.xml');
    const originRobots = await t.request('GET', '/robots.txt');
    expect(originRobots.body).toContain('Sitemap: https://shop.example.com/motors/sitemap.xml');
    expect(originRobots.body).not.toContain('Disallow: /\n');
    const sitemap = await t.request('GET', '/bistro/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(parseSitemap(sitemap.body)).toContain('https://shop.example.com/bistro/menu');
    // A page of the app is still the app's.
    expect((await t.request('GET', '/bistro/menu')).headers['content-type']).toContain('text/html');
  });
});
