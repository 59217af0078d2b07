import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { expectNoHorizontalOverflow } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * Owners' reports (issue 10): a customer orders on the storefront, the owner's report counts it today and its
 * CSV downloads carry it. Each project orders from its own test brand (e2e/brands/reports*.json), so the
 * desktop and mobile runs never count each other's orders.
 */
const PASSWORD = 'e2e-staff-password';
const reportsBrand = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'reports-m' : 'reports');
/** Today's date in London, as the report and the CSV write it. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

async function openReports(page: Page, brand: string) {
  await page.goto(`/${brand}/admin/reports`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
}

/** A summary figure ('Orders', 'Revenue'…) as shown. */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('.reports__figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Today's row of the table by day: its orders and revenue cells (none while the range has no orders). */
async function todayRow(page: Page) {
  await expect(figure(page, 'Orders')).toBeVisible();
  if (await page.getByText('No orders were placed in this range.').isVisible())
    return { orders: 0, revenue: '£0.00' };
  const row = page
    .getByRole('table', { name: 'Orders and revenue by day, oldest first' })
    .getByRole('row')
    .last();
  await expect(row.locator('time')).toHaveAttribute('datetime', londonToday());
  const [orders, revenue] = await row.getByRole('cell').allInnerTexts();
  return { orders: Number(orders), revenue: revenue ?? '' };
}

/** A guest orders a Classic Smash Burger (brioche, £11.50) for collection through the storefront's checkout. */
async function orderAsCustomer(browser: Browser, testInfo: TestInfo, brand: string) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const page = await context.newPage();
  await page.goto(`/${brand}/privacy-policy`);
  await page.evaluate((flavour) => {
    const burger = {
      RecipeId: 950008,
      RecipeTitle: 'Classic Smash Burger',
      RecipePrice: 11.5,
      recipeTotal: 11.5,
      RecipeImage: null,
      RecipeQuantity: 1,
      IsDiscountedItem: false,
      socialDiscountItem: false,
      RecipeMaxBuyAllowed: null,
      RecipeExtraObject: [{ Title: 'Brioche bun', Price: 0, Quantity: 1, Key: 'Choose your bread' }],
    };
    localStorage.setItem('cartRecipeItems', JSON.stringify({ [flavour]: [burger] }));
    localStorage.setItem('trackingConsent', JSON.stringify({ [flavour]: 'declined' }));
  }, brand);
  await page.goto(`/${brand}/checkout`);
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guest = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guest.getByLabel('Email address').fill(`report-${Date.now()}@example.test`);
  await guest.getByLabel('First name').fill('Rae');
  await guest.getByLabel('Mobile number').fill('07700 900456');
  await guest.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByRole('radio', { name: 'Collection' }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('£11.50').first()).toBeVisible();
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${brand}/order-confirmation/\\d+$`), { timeout: 30_000 });
  await context.close();
}

/** Clicks a download button and answers the file's name and text. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

test("a customer's storefront order shows in today's report and in the CSV downloads", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const brand = reportsBrand(testInfo);
  const today = londonToday();
  await openReports(page, brand);
  await expect(page.getByText(/^Counts placed, accepted/)).toBeVisible();
  // Before: whatever earlier runs left (a retry has ordered once already).
  const before = await todayRow(page);
  const ordersBefore = Number(await figure(page, 'Orders').innerText());

  await orderAsCustomer(browser, testInfo, brand);

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(figure(page, 'Orders')).toHaveText(String(ordersBefore + 1));
  const after = await todayRow(page);
  expect(after.orders).toBe(before.orders + 1);
  expect(pounds(after.revenue) - pounds(before.revenue)).toBeCloseTo(11.5, 2);
  const top = page
    .getByRole('table')
    .filter({ has: page.getByRole('rowheader', { name: 'Classic Smash Burger' }) });
  await expect(top.first()).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);

  const days = await download(page, 'Download days (CSV)');
  expect(days.name).toMatch(new RegExp(`^${brand}-orders-by-day-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv$`));
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${days.name}` })).toBeVisible();
  const todayLine = days.text.split('\r\n').find((line) => line.startsWith(`${today},`));
  expect(todayLine).toBeDefined();
  const [, orders, revenue, , , collectionOrders] = todayLine!.split(',');
  expect(Number(orders)).toBe(after.orders);
  expect(Number(revenue)).toBeCloseTo(pounds(after.revenue), 2);
  expect(Number(collectionOrders)).toBeGreaterThanOrEqual(1);

  const items = await download(page, 'Download items (CSV)');
  expect(items.name).toMatch(new RegExp(`^${brand}-items-.*\\.csv$`));
  expect(items.text).toMatch(/\r\n\d+,Classic Smash Burger,Recipe,950008,\d+,\d+\.\d{2},All branches\r\n/);
  // Nobody's details leave in an export.
  expect(days.text + items.text).not.toContain('example.test');

  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'admin-reports');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an empty range says so, and a backwards range is refused next to its field @phone', async ({
  page,
}, testInfo) => {
  const brand = reportsBrand(testInfo);
  await openReports(page, brand);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('No orders were placed in this range.')).toBeVisible();
  await expect(figure(page, 'Revenue')).toHaveText('£0.00');
  await expect(page.getByRole('heading', { name: /Wed,? 1 Jan 2020 – Fri,? 31 Jan 2020/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-reports-empty');

  await page.getByLabel('To', { exact: true }).fill('2019-12-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The end date is before the start date')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

const CLAPHAM = 'Paused Kitchen Clapham';

/** A guest's collection order at the reports brand's second branch (Clapham), through the storefront's API. */
async function orderAtClapham(page: Page) {
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'reports',
      OrderOption: 'Pickup',
      BranchId: 9512,
      Guest: {
        Email: `clapham-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Cal',
        LastName: 'Clapham',
        Mobile: '+44 7700 900457',
      },
      // Double Bacon Cheeseburger on brioche, £14.25: only this test orders it.
      Lines: [
        {
          ItemId: 950009,
          Quantity: 1,
          ExtraDetail: [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' }],
        },
      ],
    },
    headers: {
      BrandFlavor: 'reports',
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { OrderNumber: string } }).Data.OrderNumber;
}

/** A branch's row of the table by branch: its orders and revenue. */
async function branchRow(page: Page, name: string) {
  const row = page
    .getByRole('table', { name: 'Orders and revenue by branch' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const [orders, revenue] = await row.getByRole('cell').allInnerTexts();
  return { orders: Number(orders), revenue: pounds(revenue ?? '') };
}

test('the owner splits the takings by branch and keeps the report to one branch', async ({
  page,
}, testInfo) => {
  await openReports(page, 'reports');
  const select = page.getByLabel('Branch', { exact: true });
  await expect(select).toHaveValue('');
  await expect(select.getByRole('option', { selected: true })).toHaveText('All branches');
  await expect(figure(page, 'Orders')).toBeVisible();
  const ordered = [await orderAtClapham(page), await orderAtClapham(page)];

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('rowheader', { name: ordered[1] })).toBeVisible();
  const clapham = await branchRow(page, CLAPHAM);
  expect(clapham.orders).toBeGreaterThanOrEqual(2);
  // The latest orders name their branch.
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ordered[1] }) }),
  ).toContainText(CLAPHAM);
  await saveScreenshot(page, testInfo, 'admin-reports-branches');

  await select.selectOption({ label: CLAPHAM });
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(` · ${CLAPHAM}$`) })).toBeVisible();
  await expect(figure(page, 'Orders')).toHaveText(String(clapham.orders));
  expect(pounds(await figure(page, 'Revenue').innerText())).toBeCloseTo(clapham.revenue, 2);
  // One branch: no breakdown, and every order listed is Clapham's (only this test orders there).
  await expect(page.getByRole('table', { name: 'Orders and revenue by branch' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'Double Bacon Cheeseburger' }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Classic Smash Burger' })).toHaveCount(0);

  const orders = await download(page, 'Download orders (CSV)');
  expect(orders.name).toMatch(/^reports-Paused-Kitchen-Clapham-orders-.*\.csv$/);
  const lines = orders.text.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/,Branch$/);
  expect(lines.slice(1)).toHaveLength(clapham.orders);
  for (const line of lines.slice(1)) expect(line).toMatch(new RegExp(`,${CLAPHAM}$`));
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'admin-reports-one-branch');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await select.selectOption({ label: 'All branches' });
  await expect(page.getByRole('table', { name: 'Orders and revenue by branch' })).toBeVisible();
});
