import type { Page } from '@playwright/test';
import { CountersResponse, ProductsResponse, type Product } from '@storefront/contract/catalog';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import {
  expect,
  expectNoHorizontalOverflow,
  renderInBrowser,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from './fixtures';

/**
 * Category navigation with counts (spec §7 getCategoriesProductCounters), the category-products page
 * (spec §2 `category-products/{catID}`), and lists that load page by page at 5,000 items.
 */

async function counters(page: Page, brand: string) {
  const config = WebCustomerResponse.parse(
    await (await page.request.get(`/api/Brand/getBrandInfo/${brand}/WebCustomer`)).json(),
  ).Data;
  const answer = await page.request.get(
    `/api/Category/getCategoriesProductCounters/${config.BrandData.BrandId}`,
    { headers: { BrandFlavor: brand } },
  );
  expect(answer.status()).toBe(200);
  return CountersResponse.parse(await answer.json()).Data;
}

test('the shop shows how many products each category holds', async ({ page }) => {
  const counts = await counters(page, 'grocer');
  // Rendered with the counts on the server (the browser asks for them when it renders the page itself).
  await page.goto('/grocer/store');
  const nav = page.getByRole('navigation', { name: 'Shop categories' });
  const fruit = counts.CatCounts.find((c) => c.CategoryId === 21)!;
  await expect(nav.getByRole('link', { name: `Fruit & Veg ${fruit.Count} items` })).toBeVisible();
  const bakery = counts.CatCounts.find((c) => c.CategoryId === 22)!;
  await expect(nav.getByRole('link', { name: /^Bakery/ })).toContainText(String(bakery.Count));
});

test('the side drawer of categories shows the counts too @phone', async ({ page }) => {
  const counts = await counters(page, 'grocer');
  await page.goto('/grocer/store');
  await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
  const drawer = page.getByRole('dialog', { name: 'Categories' });
  const dairy = counts.CatCounts.find((c) => c.CategoryId === 23)!;
  const link = drawer.getByRole('link', { name: `Dairy & Eggs ${dairy.Count} items` });
  await expect(link).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/\/grocer\/store\?catId=23$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dairy & Eggs' })).toBeVisible();
});

test('category-products shows one category, its subcategories as filters, with counts @phone', async ({
  page,
}, testInfo) => {
  const counts = await counters(page, 'grocer');
  const count = (id: number) => counts.SubCatCounts.find((c) => c.SubcategoryId === id)!.Count;
  await page.goto('/grocer/category-products/21');
  await expect(page.getByRole('heading', { level: 1, name: 'Fruit & Veg' })).toBeVisible();
  const total = counts.CatCounts.find((c) => c.CategoryId === 21)!.Count;
  await expect(page.getByText(`${total} products to choose from`)).toBeVisible();

  const filters = page.getByRole('navigation', { name: 'Fruit & Veg subcategories' });
  await expect(filters.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('link', { name: /^Vegetables/ })).toContainText(String(count(2102)));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(total);

  await filters.getByRole('link', { name: /^Vegetables/ }).click();
  await expect(page).toHaveURL(/\/grocer\/category-products\/21\?subId=2102$/);
  await expect(filters.getByRole('link', { name: /^Vegetables/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Vegetables' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(count(2102));
  await expect(page.getByRole('article', { name: 'Heirloom Tomato Medley 400g' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Product categories' });
  await expect(nav.getByRole('link', { name: /^Fruit & Veg/ })).toHaveAttribute('aria-current', 'page');
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'category-products');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: /^Bakery/ }).click();
  await expect(page).toHaveURL(/\/grocer\/category-products\/22$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
});

test('an unknown category says so and leads to the shop', async ({ page }) => {
  await page.goto('/grocer/category-products/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('This category is not available just now.')).toBeVisible();
  // The shop's address is the one Greengage's navigation uses (its canonical one).
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop now' })).toHaveAttribute(
    'href',
    '/grocer/products',
  );
});

test('a 5,000-product category loads page by page as the visitor scrolls', async ({ page }) => {
  const TOTAL = 5000;
  let template: Product | undefined;
  const asked: number[] = [];
  await page.route('**/api/Product/v1/getProducts/grocer', async (route) => {
    const body = route.request().postDataJSON() as { Offset: number; Limit: number; CategoryId?: number };
    if (!template) {
      const real = ProductsResponse.parse(await (await route.fetch()).json());
      template = real.Data[0]!;
    }
    asked.push(body.Offset);
    const count = Math.max(0, Math.min(body.Limit, TOTAL - body.Offset));
    const Data = Array.from({ length: count }, (_, i) => {
      const n = body.Offset + i + 1;
      return { ...template!, ProductId: 900_000 + n, ProductTitle: `Generated product ${n}` };
    });
    await route.fulfill({ json: { Info: { Status: 200, Message: 'Success' }, Data, Total: TOTAL } });
  });

  // The answers are made up in the browser: the page must render there, not on the server.
  await renderInBrowser(page);
  await page.goto('/grocer/store');
  const main = page.getByRole('main');
  await expect(main.getByText('Showing 24 of 5,000 products')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(24);

  // Scrolling to the end of the list loads the next pages by itself.
  for (let round = 0; round < 20 && asked.length < 5; round++) {
    await page.getByRole('button', { name: 'Show more products' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  expect(asked.length).toBeGreaterThanOrEqual(5);
  // The fifth page was asked for; its cards show once its answer is rendered.
  await expect.poll(() => main.getByRole('article').count()).toBeGreaterThanOrEqual(120);
  await expect(main.getByText(/Showing [\d,]+ of 5,000 products/)).toBeVisible();
  // Offsets step by the page size: no page asked twice, none skipped.
  expect(asked.slice(0, 5)).toEqual([0, 24, 48, 72, 96]);
  // Cards far off screen skip rendering work.
  const visibility = await main
    .locator('.paged-grid > li')
    .first()
    .evaluate((li) => getComputedStyle(li).contentVisibility);
  expect(visibility).toBe('auto');

  // The button loads the next page from the keyboard too.
  const before = await main.getByRole('article').count();
  const more = page.getByRole('button', { name: 'Show more products' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(before);
});
