import type { Page, Request } from '@playwright/test';
import { SearchBody } from '@storefront/contract/catalog';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';

/**
 * The header search (spec §2 Header, §5, §7, §8): from 4 characters, Offset 0 and Limit 40, the chosen
 * delivery type as OrderOption, the vehicle and parts calls, the error texts, and the keyboard.
 */

const SEARCH_CALL = /\/api\/Product\/(search|searchVehicle|SearchDetailProduct)$/;

/** The search field: the header's on wide screens, the overlay's (opened with the Search button) on phones. */
async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  }
  const field = page.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeVisible();
  await field.click();
  return field;
}

/** Every search call the page makes from now on. */
function recordSearches(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (SEARCH_CALL.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

function results(page: Page) {
  return page.getByRole('listbox', { name: 'Search results' });
}

test('fewer than 4 characters search nothing; 4 search with Offset 0 and Limit 40 @phone', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/grocer/home');
  const calls = recordSearches(page);
  const field = await openSearch(page, isMobile);

  await field.pressSequentially('tom');
  await expect(page.getByRole('status').filter({ hasText: 'Type at least 4 characters' })).toBeVisible();
  // Longer than the debounce: still nothing asked.
  await page.waitForTimeout(700);
  expect(calls).toHaveLength(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  const call = page.waitForRequest((r) => SEARCH_CALL.test(new URL(r.url()).pathname));
  await field.press('a');
  const request = await call;
  expect(new URL(request.url()).pathname).toBe('/api/Product/search');
  const body = SearchBody.parse(request.postDataJSON());
  expect(body).toEqual({
    BrandFlavor: 'grocer',
    SearchKey: 'toma',
    Offset: 0,
    Limit: 40,
    OnlineOrderingEnabled: true,
  });

  const list = results(page);
  await expect(list.getByRole('option', { name: /Heirloom Tomato Medley 400g/ })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Products' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /\d+ results? for “toma”/ })).toBeVisible();
  // The debounce sends one call for the word, not one per key.
  expect(calls).toHaveLength(1);

  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'search-results');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the results are keyboard navigable: arrows move and wrap, Escape closes then clears', async ({
  page,
  isMobile,
}) => {
  await page.goto('/grocer/home');
  const field = await openSearch(page, isMobile);
  await field.fill('tomato');
  const options = results(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(1);

  await field.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  const firstId = await options.nth(0).getAttribute('id');
  await expect(field).toHaveAttribute('aria-activedescendant', firstId!);
  await field.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await field.press('ArrowUp');
  await field.press('ArrowUp');
  // Up from the first wraps to the last; down from the last wraps to the first.
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  // The focus never left the field (the combobox pattern).
  await expect(field).toBeFocused();

  await field.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).not.toHaveAttribute('aria-activedescendant');
  await expect(field).toHaveValue('tomato');
  if (isMobile) await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await field.press('ArrowDown');
  await expect(results(page)).toBeVisible();
  await field.press('Escape');
  await field.press('Escape');
  await expect(field).toHaveValue('');
});

test('Enter on a dish opens the menu at its category', async ({ page, isMobile }) => {
  await page.goto('/bistro/home');
  const field = await openSearch(page, isMobile);
  await field.fill('halloumi');
  const option = results(page).getByRole('option', { name: /Halloumi Fries/ });
  await expect(option).toBeVisible();
  await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/bistro\/menu\?catId=\d+$/);
  await expect(page.getByRole('article', { name: 'Halloumi Fries' })).toBeVisible();
  // The overlay closes on phones; the field is cleared for the next search.
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});

test('Enter on a product opens its details in a new tab', async ({ page, context, isMobile }) => {
  await page.goto('/grocer/home');
  const field = await openSearch(page, isMobile);
  await field.fill('heirloom');
  const option = results(page).getByRole('option', { name: /Heirloom Tomato Medley 400g/ });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('target', '_blank');
  await field.press('ArrowDown');
  const opened = context.waitForEvent('page');
  await field.press('Enter');
  const details = await opened;
  await details.waitForLoadState();
  expect(new URL(details.url()).pathname).toBe('/grocer/products/product-details/20016');
  await expect(details.getByRole('heading', { level: 1, name: 'Heirloom Tomato Medley 400g' })).toBeVisible();
  await details.close();
});

test("'No item found' when nothing matches or the server answers other than 200", async ({
  page,
  isMobile,
}) => {
  await page.goto('/grocer/home');
  const field = await openSearch(page, isMobile);
  await field.fill('zzzzqqqq');
  await expect(page.getByRole('status').filter({ hasText: 'No item found' })).toBeVisible();
  await expect(results(page)).toHaveCount(0);

  // A non-200 Info.Status.
  await page.route(SEARCH_CALL, (route) =>
    route.fulfill({ json: { Info: { Status: 404, Message: 'Nothing here' } } }),
  );
  await field.fill('apples');
  await expect(page.getByRole('status').filter({ hasText: 'No item found' })).toBeVisible();
});

test("'Something went wrong' when the search fails on the way", async ({ page, isMobile, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource|ERR_FAILED/);
  await page.goto('/grocer/home');
  await page.route(SEARCH_CALL, (route) => route.abort('failed'));
  const field = await openSearch(page, isMobile);
  await field.fill('carrots');
  await expect(page.getByRole('status').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('the chosen delivery type goes along: Home as Delivery, Store as Pickup', async ({ page, isMobile }) => {
  for (const [type, option] of [
    ['Home', 'Delivery'],
    ['Store', 'Pickup'],
  ] as const) {
    await page.goto('/grocer/home');
    // As the delivery-type popup stores the choice (the app clears it at start, so after the page loaded).
    await expect(
      page
        .getByRole('combobox', { name: 'Search' })
        .or(page.getByRole('button', { name: 'Search' }))
        .first(),
    ).toBeVisible();
    await page.evaluate((value) => localStorage.setItem('deliveryType', value), type);
    const field = await openSearch(page, isMobile);
    const call = page.waitForRequest((r) => SEARCH_CALL.test(new URL(r.url()).pathname));
    await field.fill('bread');
    expect((await call).postDataJSON()).toMatchObject({ SearchKey: 'bread', OrderOption: option });
    await expect(results(page).getByRole('option').first()).toBeVisible();
  }
});

test('a vehicle brand calls searchVehicle and lists cars @phone', async ({ page, isMobile }) => {
  await page.goto('/motors/home');
  const field = await openSearch(page, isMobile);
  const call = page.waitForRequest((r) => SEARCH_CALL.test(new URL(r.url()).pathname));
  await field.fill('ford');
  const request = await call;
  expect(new URL(request.url()).pathname).toBe('/api/Product/searchVehicle');
  expect(request.postDataJSON()).toMatchObject({ BrandFlavor: 'motors', SearchKey: 'ford', Limit: 40 });
  const cars = results(page).getByRole('group', { name: 'Cars' });
  await expect(cars.getByRole('option', { name: /Ford Fiesta/ }).first()).toBeVisible();
  await expect(cars.getByRole('option').first()).toHaveAttribute(
    'href',
    /\/motors\/stock-list\/details\/\d+$/,
  );
});

test('a parts brand calls SearchDetailProduct and finds parts by code', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/parts/home');
  const field = await openSearch(page, isMobile);
  const call = page.waitForRequest((r) => SEARCH_CALL.test(new URL(r.url()).pathname));
  await field.fill('MAP-BP-FF3');
  const request = await call;
  expect(new URL(request.url()).pathname).toBe('/api/Product/SearchDetailProduct');
  const parts = results(page).getByRole('group', { name: 'Parts' });
  const option = parts.getByRole('option', { name: /Front Brake Pad Set/ }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText('MAP-BP-FF3');
  await saveScreenshot(page, testInfo, 'search-parts');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
