import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { becomeVisitor } from './support/routing';
import { brandItem } from './support/brand-storage';

/**
 * The favourites screen (spec §2 `favourites`, logged in only; §7 getFavourites). Each project uses its own
 * brand, so the desktop and mobile runs never change the same customer's favourites at the same time.
 */
const BRAND_OF: Record<string, { brand: string; product: { id: number; title: string } }> = {
  desktop: { brand: 'grocer', product: { id: 20016, title: 'Heirloom Tomato Medley 400g' } },
  mobile: {
    brand: 'parts',
    product: { id: 50001, title: 'Front Brake Pad Set — Ford Focus Mk3 1.0 EcoBoost' },
  },
};

/** Adds or removes a favourite the way the heart toggle does (`POST api/CustomerFavourites/updateItem`). */
async function setFavourite(page: Page, brand: string, productId: number, status: boolean) {
  const token = String(await brandItem(page, 'local', brand, 'access_token'));
  const customerId = Number(await brandItem(page, 'local', brand, 'CustomerId'));
  const answer = await page.request.post('/api/CustomerFavourites/updateItem', {
    headers: { Authorization: `Bearer ${token}`, BrandFlavor: brand },
    data: { FK_CustomerId: customerId, FK_ProductId: productId, Status: status },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a customer sees their favourite products', async ({ page }, testInfo) => {
  const { brand, product } = BRAND_OF[testInfo.project.name]!;
  await becomeVisitor(page, 'customer', brand);
  await setFavourite(page, brand, product.id, true);
  try {
    const call = page.waitForResponse((r) => r.url().includes('/api/CustomerFavourites/getItems/'));
    await page.goto(`/${brand}/favourites`);
    expect((await call).status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const section = main.getByRole('region', { name: 'Products' });
    await expect(section.getByRole('article', { name: product.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, testInfo, `${brand}-favourites`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The card's heart is on: turning it off here takes the product off the list.
    const heart = section.getByRole('button', { name: `Favourite ${product.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const update = page.waitForResponse((r) => r.url().includes('/api/CustomerFavourites/updateItem'));
    await heart.click();
    expect((await update).status()).toBe(200);
    await expect(main.getByRole('article', { name: product.title })).toHaveCount(0);
  } finally {
    await setFavourite(page, brand, product.id, false);
  }
});

test('no favourites: a clear empty state that leads to ordering', async ({ page }, testInfo) => {
  const { brand } = BRAND_OF[testInfo.project.name]!;
  await becomeVisitor(page, 'customer', brand);
  await page.route('**/api/CustomerFavourites/getItems/*', (route) =>
    route.fulfill({ json: { Info: { Status: 200, Message: 'Success' }, Products: [], Recipes: [] } }),
  );
  await page.goto(`/${brand}/favourites`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeVisible();
  // The shop at the address the brand's navigation uses (grocer's tiles say /products, the parts brand's /store).
  await expect(main.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
    'href',
    `/${brand}/${brand === 'grocer' ? 'products' : 'store'}`,
  );
  await saveScreenshot(page, testInfo, `${brand}-favourites-empty`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a visitor who is not logged in goes to login first', async ({ page }) => {
  await page.goto('/grocer/favourites');
  await expect(page).toHaveURL(/\/grocer\/login\?guest=false$/);
});
