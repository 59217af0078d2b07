import type { Page } from '@playwright/test';
import { localBusinessProblems } from '@storefront/domain/test-support/schema-org';
import { expect, test } from './fixtures';

/**
 * Sharing and search (issue 30): what a link preview and a crawler read of the storefront's pages. Each brand's
 * pages show a 1200×630 PNG card (ADR 0041), each page is titled after itself and the brand, an alias is
 * canonical to the address the brand's navigation uses (and the sitemap lists that one), and the branches
 * page describes each branch as a schema.org business.
 */

const DEMO_BRANDS = ['bistro', 'grocer', 'motors', 'parts', 'wholesale'];

/** The width and height a PNG's header gives (its signature, then the IHDR chunk), or null for another file. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');

/** The page's og:image, fetched as a link preview would: a PNG of 1200×630 that may be kept for a year. */
async function expectShareCard(page: Page, flavour: string, kind: 'brand' | 'item') {
  const image = (await metaContent(page, 'og:image')) ?? '';
  expect(image).toMatch(new RegExp(`^http://localhost:\\d+/${flavour}/og/${kind}-[\\w-]+\\.png$`));
  expect(await metaContent(page, 'og:image:type')).toBe('image/png');
  expect(await metaContent(page, 'og:image:width')).toBe('1200');
  expect(await metaContent(page, 'og:image:height')).toBe('630');
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  const response = await page.request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

test("every demo brand's pages show a 1200×630 PNG card, and an item's page its own", async ({ page }) => {
  for (const flavour of DEMO_BRANDS) {
    await page.goto(`/${flavour}/home`);
    await expectShareCard(page, flavour, 'brand');
  }
  await page.goto('/grocer/products/product-details/20016');
  await expectShareCard(page, 'grocer', 'item');
});

test('pages are titled after themselves and the brand, as served and as reached in the app', async ({
  page,
}) => {
  const titles = [
    ['/bistro/menu', 'Menu · Copperleaf Bistro'],
    ['/grocer/products', 'Shop · Greengage Grocer'],
    ['/motors/stock-list', 'Stock list · Northgate Motors'],
    ['/parts/branches', 'Our branches · Meridian Auto Parts'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path!);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page, path).toHaveTitle(title!);
  }
  // Moving in the app names each page the same way; the home page is the brand's.
  await page.goto('/bistro/home');
  await expect(page).toHaveTitle('Copperleaf Bistro');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/bistro\/menu$/);
  await expect(page).toHaveTitle('Menu · Copperleaf Bistro');
  await page.goto('/motors/home');
  await page.getByRole('link', { name: 'Visit our forecourts' }).first().click();
  await expect(page).toHaveURL(/\/motors\/branches$/);
  await expect(page).toHaveTitle('Our branches · Northgate Motors');
});

test("an alias is canonical to the brand's own address for the page, which its sitemap lists", async ({
  page,
}) => {
  await page.goto('/bistro/app-menu');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bistro\/menu$/);
  await page.goto('/grocer/store');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/grocer\/products$/);

  // Greengage's navigation opens its shop at /grocer/products: the sitemap lists that address, not /store.
  await page.goto('/grocer/home');
  await expect(page.getByRole('link', { name: 'Shop groceries' }).first()).toHaveAttribute(
    'href',
    '/grocer/products',
  );
  const sitemap = await (await page.request.get('/grocer/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/grocer\/products<\/loc>/);
  expect(sitemap).not.toMatch(/\/grocer\/(store|shop|online|distributors)<\/loc>/);
});

test('the branches page describes each branch as a schema.org Restaurant with its hours', async ({
  page,
}) => {
  await page.goto('/bistro/branches');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const restaurants = data.filter((entry) => entry['@type'] === 'Restaurant');
  expect(restaurants.length).toBeGreaterThan(1);
  for (const restaurant of restaurants) {
    expect(localBusinessProblems(restaurant), String(restaurant.name)).toEqual([]);
    expect(headings).toContain(restaurant.name);
  }
});
