import type { Page, TestInfo } from '@playwright/test';
import { addButton, card, dishPopup, openCatalogue } from './cart-support';
import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * The back office's menu editor (issue 10): an owner edits dishes and their extras and the storefront shows the
 * change at once; a bad price is refused next to its field and nothing is stored. Each project changes its own
 * brand (e2e/brands/menu-edit*.json), and each test its own dish, so runs in parallel never meet.
 */
const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const BURGERS = 9512;

const brandOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'menu-edit-m' : 'menu-edit');

async function openMenuEditor(page: Page, brand: string) {
  await page.goto(`/${brand}/admin/menu`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Burgers', level: 2 })).toBeVisible();
}

async function editDish(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

test("the owner changes a dish's title and price and the storefront menu shows them", async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  await openMenuEditor(page, brand);
  await shoot(page, testInfo, 'menu-list');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await editDish(page, 'Double Bacon Cheeseburger');
  await page.getByLabel('Title', { exact: true }).fill('Triple Bacon Cheeseburger');
  await page.getByLabel('Price (£)', { exact: true }).fill('15.75');
  await shoot(page, testInfo, 'menu-dish-form');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Triple Bacon Cheeseburger' })).toBeVisible();

  await openCatalogue(page, brand, 'menu', BURGERS);
  const dish = card(page, 'Triple Bacon Cheeseburger');
  await expect(dish).toBeVisible();
  await expect(dish).toContainText('£15.75');
  await expect(card(page, 'Double Bacon Cheeseburger')).toHaveCount(0);
});

test('an invalid price shows its message next to the field and the stored dish is unchanged @phone', async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  await openMenuEditor(page, brand);
  await editDish(page, 'Monster Tower Burger');
  const price = page.getByLabel('Price (£)', { exact: true });
  await price.fill('17.999');
  await page.getByLabel('Title', { exact: true }).fill('Monster Tower Burger XL');
  await page.getByRole('button', { name: 'Save dish' }).click();
  // The message sits with the field, which is marked invalid, described by it and focused.
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/Use at most two decimals \(pence\)/);
  await expect(price).toBeFocused();
  await price.fill('twelve');
  await expect(price).toHaveAccessibleDescription(/Enter a price in pounds, such as 4\.50/);
  await shoot(page, testInfo, 'menu-price-error');

  // Nothing was stored: the list and the storefront still have the dish as it was.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Monster Tower Burger' });
  await expect(row).toContainText('£17.95');
  await expect(row).not.toContainText('XL');
  await openCatalogue(page, brand, 'menu', BURGERS);
  await expect(card(page, 'Monster Tower Burger')).toContainText('£17.95');
});

test("adding an extras option shows in the storefront's extras popup", async ({ page }, testInfo) => {
  const brand = brandOf(testInfo);
  await openMenuEditor(page, brand);
  await editDish(page, 'Grilled Chicken & Avocado Burger');
  const group = page.getByRole('group', { name: 'Extras group 1' });
  await expect(group.getByLabel('Group heading')).toHaveValue('Choose your bread');
  const options = await group.getByRole('listitem').count();
  await group.getByRole('button', { name: /^Add option/ }).click();
  await group.getByLabel(`Option ${options + 1}`, { exact: true }).fill('Charcoal bun');
  await group.getByLabel(`Option ${options + 1} price (£)`).fill('0.80');
  await shoot(page, testInfo, 'menu-extras');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await openCatalogue(page, brand, 'menu', BURGERS);
  await addButton(page, 'Grilled Chicken & Avocado Burger').click();
  const popup = dishPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: /Charcoal bun/ })).toBeVisible();
  await expect(popup.getByText(/£0\.80/)).toBeVisible();
});

test("an image uploaded in the dish form becomes the dish's picture on the storefront", async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  await openMenuEditor(page, brand);
  await editDish(page, 'Wagyu Truffle Burger');
  // A link that is not an image link (ADR 0049) is refused next to its field, as import and API refuse it.
  const address = page.getByRole('textbox', { name: /^Image address/ });
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Use an uploaded image \(\/uploads\/…\), a brand asset/);
  await shoot(page, testInfo, 'menu-dish-image-link-error');
  // A real PNG: a small picture of the page itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } });
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'wagyu.png', mimeType: 'image/png', buffer: png });
  await expect(address).toHaveValue(/^\/uploads\/\d+\/[0-9a-f]{64}\.png$/);
  const url = await address.inputValue();
  await shoot(page, testInfo, 'menu-dish-image');
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await openCatalogue(page, brand, 'menu', BURGERS);
  const picture = card(page, 'Wagyu Truffle Burger').locator('img').first();
  await expect(picture).toHaveAttribute('src', url);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the Menu screen is in the owner's navigation and its categories work from the keyboard @phone", async ({
  page,
}, testInfo) => {
  // Staff are refused by the server (API tests) and not offered the screen; only owners are seeded here.
  const brand = brandOf(testInfo);
  await openMenuEditor(page, brand);
  const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Menu' });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Pizzas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
});
