import type { Page } from '@playwright/test';
import { addButton, cartButton, expectCount } from './cart-support';
import { expect, test } from './fixtures';

/**
 * Server rendering (issue 18, ADR 0033): public pages arrive as HTML with their content, and the browser takes
 * them over without a hydration mismatch — React reports one as a console error, which the fixtures fail on;
 * this spec also fails on any console message that mentions hydration.
 */

function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The first card's title, from the page as the server sent it (before any script ran). */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

const SHOPS = [
  { brand: 'bistro', path: '/bistro/menu' },
  { brand: 'grocer', path: '/grocer/shop' },
  { brand: 'parts', path: '/parts/store' },
];

for (const { brand, path } of SHOPS) {
  test(`${path} arrives rendered, hydrates without a mismatch and takes an item into the cart @phone`, async ({
    page,
  }) => {
    const html = await serverHtml(page, path);
    expect(html).toContain('data-server-rendered');
    expect(html).toMatch(/<article[^>]*>/);
    expect(html).toMatch(/£\d+\.\d\d/);

    const hydration = watchHydration(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    const title = (await page.getByRole('article').first().locator('h3').textContent()) ?? '';
    expect(html).toContain(title);
    await addButton(page, title).click();
    // Restaurants and shops ask for a delivery type first; items with choices open their popup.
    const dialog = page.getByRole('dialog').first();
    const added = cartButton(page).filter({ hasText: /1/ });
    for (let step = 0; step < 3; step++) {
      await expect(dialog.or(added)).toBeVisible();
      if (await added.isVisible()) break;
      await dialog
        .getByRole('button', { name: /Click & collect|Collection|^Add to cart/ })
        .first()
        .click();
      await expect(dialog.getByRole('button', { name: /Click & collect|Collection/ })).toHaveCount(0);
    }
    await expectCount(page, 1);
    expect(hydration, `${brand}: hydration messages`).toEqual([]);
  });
}

test('pointing at Add loads the popups without a stylesheet that moves the cards @phone', async ({
  page,
}) => {
  await page.goto('/grocer/shop?catId=21');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const title = (await page.getByRole('article').first().locator('h3').textContent()) ?? '';
  const add = addButton(page, title);
  await add.scrollIntoViewIfNeeded();
  const before = await add.boundingBox();
  // Hovering preloads the popups' code, whose chunks list the main stylesheet the page has inline.
  const chunk = page.waitForResponse(/\/assets\/delivery-type-popup-[\w-]+\.js$/);
  await add.hover();
  await chunk;
  await expect(page.locator('link[rel="stylesheet"][href*="delivery-type-popup"]')).toHaveCount(1);
  // The main styles are not added again after the page's own (which they would override).
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/index-"]:not([disabled])')).toHaveCount(0);
  // Where it was, once the pointer (and the button's hover lift) has gone.
  await page.mouse.move(0, 0);
  await expect.poll(() => add.boundingBox()).toEqual(before);
});

test('an Add pressed before the code has run opens its popup once the page is hydrated @phone', async ({
  page,
}) => {
  // The app's code held back until released: the page is the server's markup alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const navigation = page.goto('/grocer/shop?catId=21', { waitUntil: 'commit' });
  const title = (await page.getByRole('article').first().locator('h3').textContent()) ?? '';
  await addButton(page, title).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  release();
  await navigation;
  // Pressed once, answered once: the delivery type is asked, nothing is in the cart yet.
  const types = page.getByRole('dialog', { name: 'How would you like to get your shopping?' });
  await expect(types).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectCount(page, 0);
});

test('the dealer stock list and a car page arrive rendered and hydrate without a mismatch @phone', async ({
  page,
}) => {
  const html = await serverHtml(page, '/motors/stock-list');
  const link = /href="(\/motors\/stock-list\/details\/\d+)"/.exec(html)?.[1];
  expect(link, 'a car link in the server HTML').toBeTruthy();
  const hydration = watchHydration(page);
  await page.goto('/motors/stock-list');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await page.goto(link ?? '');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(hydration).toEqual([]);
});

test("a product's page keeps its 'Item · Brand' title, and pages reached in the app get theirs", async ({
  page,
}) => {
  await page.goto('/grocer/products/product-details/20016');
  const item = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page).toHaveTitle(`${item} · Greengage Grocer`);
  // Moving in the app: the home page says the brand, the shop names itself, and a product reached from it
  // names the product again.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await crumbs.first().click();
  await expect(page).not.toHaveURL(/product-details/);
  await expect(page).toHaveTitle('Greengage Grocer');
  await page.goBack();
  await expect(page).toHaveTitle(`${item} · Greengage Grocer`);
  await crumbs.nth(1).click();
  await expect(page).toHaveURL(/\/grocer\/products$/);
  await expect(page).toHaveTitle('Shop · Greengage Grocer');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
  await expect(page).toHaveTitle(`${item} · Greengage Grocer`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the menu: categories, dishes and prices', async ({ page }) => {
    await page.goto('/bistro/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    // The page says why it cannot take an order, first thing, as a styled notice.
    const note = page.getByRole('note').filter({ hasText: 'Turn on JavaScript to order online.' });
    await expect(note).toBeVisible();
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeLessThan((await page.getByRole('banner').boundingBox())!.y + 1);
    await expect(note).toHaveCSS('background-color', 'rgb(255, 244, 214)');
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByText(/£\d+\.\d\d/)).toBeVisible();
    // Every category is a link to its own page of dishes, which the server renders too.
    const categories = page.getByRole('navigation', { name: /categor/i }).getByRole('link');
    expect(await categories.count()).toBeGreaterThan(1);
    const second = categories.nth(1);
    const name = (await second.textContent())?.trim() ?? '';
    await second.click();
    await expect(page).toHaveURL(/catId=\d+/);
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/£\d+\.\d\d/),
    ).toBeVisible();
    expect(name).not.toBe('');
  });

  test('a visitor reads the shop', async ({ page }) => {
    await page.goto('/grocer/shop');
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/£\d+\.\d\d/),
    ).toBeVisible();
  });
});
