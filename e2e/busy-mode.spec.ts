import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { startApi, stopApi, type ApiProcess } from '../apps/api/src/test/api-process';
import { expect, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * Busy mode (issue 19): staff turn it on from the orders board and the storefront's open checkout offers later
 * times within 2 seconds; a paused channel shows its message there instead of the order button. First on the
 * suite's server, then with two API processes sharing one PostgreSQL database (the board on one, the storefront
 * on the other), as behind a load balancer. The test brand `busymode` (e2e/brands) takes orders round the
 * clock, so its times follow the lead time alone at any hour the suite runs.
 */

const BRAND = 'busymode';
const PASSWORD = 'e2e-staff-password';
const BURGER = {
  RecipeId: 950011,
  RecipeTitle: 'Wagyu Truffle Burger',
  RecipePrice: 18.5,
  recipeTotal: 18.5,
  RecipeImage: null,
  RecipeQuantity: 1,
  IsDiscountedItem: false,
  socialDiscountItem: false,
  RecipeMaxBuyAllowed: null,
  RecipeExtraObject: [],
};
const SHOTS = process.env.BUSY_SHOTS_DIR;

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Minutes since London midnight of a 'HH:MM'. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** How many minutes `later` is after `earlier` on the clock (across midnight too). */
const minutesBetween = (earlier: string, later: string) =>
  (minutesOf(later) - minutesOf(earlier) + 24 * 60) % (24 * 60);

/**
 * A time later today on London's clock, as the board's pause form takes: an hour ahead, or 23:59 late in the
 * evening. In the day's last three minutes no time today is safely ahead: wait for midnight.
 */
async function laterToday(): Promise<string> {
  let now = Date.now();
  const left = 24 * 60 - minutesOf(londonClock.format(now));
  if (left <= 3) {
    test.setTimeout(test.info().timeout + left * 60_000);
    await new Promise((resolve) => setTimeout(resolve, left * 60_000));
    now = Date.now();
  }
  const inAnHour = londonClock.format(now + 60 * 60_000);
  return minutesOf(inAnHour) > minutesOf(londonClock.format(now)) ? inAnHour : '23:59';
}

/** A page of its own (another origin, another browser window) that fails the test on a console error. */
async function openPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    context,
    page,
    /** What it logged, but the refusal the test provokes on purpose. */
    errors: () => errors.filter((error) => !REFUSED_PAUSE.test(error)),
  };
}

/** The browser logs the 400 of the pause in the past the test sends on purpose. */
const REFUSED_PAUSE = /400 \(Bad Request\) \(.*\/busy-mode\/pause\)/;

/** Navigates and waits until a server-rendered page is hydrated (as the suite's own pages do). */
async function goto(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
      document.documentElement.hasAttribute('data-ready'),
  );
}

async function signIn(page: Page, section: string, heading: string) {
  await goto(page, `/${BRAND}/admin/${section}`);
  await page.getByLabel('Email').fill(`owner@${BRAND}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

async function signInToBoard(page: Page) {
  await signIn(page, 'orders', 'Orders');
  const panel = page.getByRole('region', { name: 'Busy mode' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A guest at the checkout with a burger, collecting. */
async function openCheckout(page: Page, brand = BRAND) {
  await goto(page, `/${brand}/privacy-policy`);
  await page.evaluate(
    ({ brand, line }) => {
      localStorage.setItem('cartRecipeItems', JSON.stringify({ [brand]: [line] }));
      localStorage.setItem('cartProductItems', JSON.stringify({ [brand]: [] }));
    },
    { brand, line: BURGER },
  );
  await goto(page, `/${brand}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${brand}/login$`));
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(`guest-${Date.now()}@example.test`);
  await guestForm.getByLabel('First name').fill('Gia');
  await guestForm.getByLabel('Mobile number').fill('07700 900123');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${brand}/guest$`));
  await page.getByRole('radio', { name: 'Collection' }).check();
  await expect(asap(page)).toHaveAccessibleName(/from \d\d:\d\d/);
  await expect(placeOrder(page)).toBeEnabled();
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });

const asap = (page: Page) => page.getByRole('radio', { name: /As soon as possible/ });

/** The checkout's ASAP time ('HH:MM'). */
async function asapTime(page: Page): Promise<string> {
  const name = (await asap(page).evaluate((input) => input.closest('label')?.textContent ?? '')) || '';
  const time = /from (\d\d:\d\d)/.exec(name)?.[1];
  if (!time) throw new Error(`no ASAP time in '${name}'`);
  return time;
}

/** The first time the checkout's time picker offers ('HH:MM'). */
async function firstSlot(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Choose a time' }).check();
  const label = await page.getByLabel('Time', { exact: true }).locator('option').nth(1).textContent();
  await asap(page).check();
  const time = /(\d\d:\d\d)/.exec(label ?? '')?.[1];
  if (!time) throw new Error(`no time in the first slot '${label}'`);
  return time;
}

/** The customer comes back to the checkout's tab (the checkout asks for the brand's times again then). */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/**
 * The whole story on a board page and a storefront page (the same server or two): busy mode on, the checkout's
 * times move within 2 s; a channel paused, the checkout shows its message; both undone.
 */
async function busyModeMovesTheCheckout(board: Page, shop: Page, name: string) {
  const panel = await signInToBoard(board);
  // Left on by an earlier try of this test: start from no busy mode.
  const end = panel.getByRole('button', { name: 'End busy mode' });
  if (await end.isVisible()) {
    await end.click();
    await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  }
  await openCheckout(shop);
  const before = { asap: await asapTime(shop), slot: await firstSlot(shop) };

  await panel.getByRole('radio', { name: '+45 min' }).check();
  await panel.getByLabel('For').selectOption('60');
  await panel.getByRole('button', { name: 'Turn busy mode on' }).click();
  await expect(panel.getByText(/^\+45 min until \d\d:\d\d/)).toBeVisible();
  const switchedOn = Date.now();
  // The customer comes back to the tab, again and again: a return before the storefront's process has heard of
  // the change reads the old times, and the checkout would not ask again for 30 s.
  await expect
    .poll(
      async () => {
        await comeBack(shop);
        return minutesBetween(before.asap, await asapTime(shop));
      },
      { timeout: 2000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(44);
  expect(Date.now() - switchedOn).toBeLessThan(2000);
  expect(minutesBetween(before.asap, await asapTime(shop))).toBeLessThan(60);
  await expect(shop.getByText('We are busy right now: times are 45 minutes later than usual.')).toBeVisible();
  expect(minutesBetween(before.slot, await firstSlot(shop))).toBeGreaterThanOrEqual(45);
  await expect(panel.getByText(/Collection\s*65 min/)).toBeVisible();
  if (SHOTS)
    await shop.screenshot({ path: path.join(SHOTS, `${name}-checkout-busy-1280.png`), fullPage: true });

  // A pause in the past is refused with the time it is now; a pause ahead stops collection at the checkout.
  const now = new Date();
  if (minutesOf(londonClock.format(now)) >= 15) {
    await panel.getByLabel('Pause').selectOption('Collection');
    await panel.getByLabel('until').fill(londonClock.format(new Date(now.getTime() - 10 * 60_000)));
    await panel.getByRole('button', { name: 'Pause orders' }).click();
    await expect(panel.getByRole('alert')).toContainText('Choose a time after now');
  }
  const until = await laterToday();
  await panel.getByLabel('Pause').selectOption('Collection');
  await panel.getByLabel('until').fill(until);
  await panel.getByRole('button', { name: 'Pause orders' }).click();
  const message = `We are not taking collection orders until ${until}`;
  await expect(panel.getByText(message)).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await seriousA11yViolations(board)).toEqual([]);
  if (SHOTS) {
    await board.screenshot({ path: path.join(SHOTS, `${name}-board-1280.png`), fullPage: true });
    await board.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: path.join(SHOTS, `${name}-panel-390.png`) });
    await board.setViewportSize({ width: 1280, height: 800 });
  }
  await expect(async () => {
    await comeBack(shop);
    await expect(shop.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 2000, intervals: [100] });
  await expect(placeOrder(shop)).toBeDisabled();

  // Undone: collection resumes and the times come back.
  await panel.getByRole('button', { name: 'Resume collection' }).click();
  await expect(panel.getByText(message)).toBeHidden();
  await panel.getByRole('button', { name: 'End busy mode' }).click();
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await expect(async () => {
    await comeBack(shop);
    await expect(shop.getByRole('alert').filter({ hasText: message })).toBeHidden({ timeout: 200 });
  }).toPass({ timeout: 2000, intervals: [100] });
  await expect(placeOrder(shop)).toBeEnabled();
  await expect
    .poll(
      async () => {
        await comeBack(shop);
        return minutesBetween(before.asap, await asapTime(shop));
      },
      { timeout: 2000, intervals: [100] },
    )
    .toBeLessThan(30);
}

test('busy mode on the board moves the checkout to later times within 2 s; a paused channel says until when', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_PAUSE);
  const shop = await openPage(browser, baseURL!);
  try {
    await busyModeMovesTheCheckout(page, shop.page, 'one-server');
    expect(shop.errors()).toEqual([]);
  } finally {
    await shop.context.close();
  }
});

/**
 * The checkout hears of busy mode by itself: staff switch it on through the API (no board page, no return to the
 * tab) and the open checkout shows the later times within 2 s, from the brand's change stream. A brand of its own
 * (`busylive`, open round the clock like `busymode`), so the board test above, which turns busy mode on and off
 * on `busymode`, never meets it.
 */
test('busy mode switched on through the API shows on an open checkout within 2 s, the page left alone', async ({
  page,
}) => {
  const LIVE = 'busylive';
  const signedIn = await page.request.post('/api/admin/Token', {
    data: { grant_type: 'password', username: `owner@${LIVE}.test`, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access_token: token } = ((await signedIn.json()) as { Data: { access_token: string } }).Data;
  const admin = async (action: string, data: object) =>
    page.request.post(`/api/admin/${LIVE}/busy-mode/${action}`, {
      data,
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrfToken(page) },
    });
  // Left on by an earlier try of this test: start from no busy mode.
  expect((await admin('extension/end', {})).status()).toBe(200);
  try {
    await openCheckout(page, LIVE);
    const before = await asapTime(page);
    const busy = page.getByText('We are busy right now: times are 45 minutes later than usual.');
    await expect(busy).toBeHidden();

    const on = await admin('extension', { ExtraMinutes: 45, ForMinutes: 60 });
    expect(on.status(), await on.text()).toBe(200);
    await expect(busy).toBeVisible({ timeout: 2000 });
    await expect(asap(page)).not.toHaveAccessibleName(new RegExp(`from ${before}`), { timeout: 2000 });
    expect(minutesBetween(before, await asapTime(page))).toBeGreaterThanOrEqual(44);

    expect((await admin('extension/end', {})).status()).toBe(200);
    await expect(busy).toBeHidden({ timeout: 2000 });
  } finally {
    await admin('extension/end', {});
  }
});

test('an owner limits the orders per 15 minutes in settings; 0 is refused beside the field', async ({
  page,
}) => {
  await signIn(page, 'settings', 'Settings');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Orders per 15 minutes' }) });
  const field = form.getByLabel('Most orders due in any 15 minutes');
  await field.fill('0');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(
    form.getByText('A slot must take at least 1 order (0 would refuse every order)'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  /** What the storefront's getConfig says (a POST: with the anti-forgery header, as the app sends it). */
  const config = async () => {
    const xsrf = await xsrfToken(page);
    const response = await page.request.post(`/api/Order/v2/getConfig/${BRAND}`, {
      data: {},
      headers: { BrandFlavor: BRAND, 'X-XSRF-TOKEN': xsrf },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { Data: { SlotCapacity?: number | null } }).Data.SlotCapacity;
  };
  expect(await config()).toBeNull();

  await field.fill('3');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: at most 3 per 15 minutes.');
  await expect(field).not.toHaveAttribute('aria-invalid');
  expect(await config()).toBe(3);
  if (SHOTS) {
    await form.screenshot({ path: path.join(SHOTS, 'capacity-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: path.join(SHOTS, 'capacity-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await form.getByRole('button', { name: 'No limit' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved: no limit per slot.');
  expect(await config()).toBeNull();
});

// ---- Two API processes on one PostgreSQL database ----

const POSTGRES_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

test.describe('with two API processes on one PostgreSQL database', () => {
  test.describe.configure({ timeout: 240_000 });
  const database = `storefront_e2e_busy_${Date.now()}_${process.pid}`;
  let admin: pg.Client | undefined;
  let brandsDir: string | undefined;
  let boardApi: ApiProcess | undefined;
  let shopApi: ApiProcess | undefined;
  const pages: BrowserContext[] = [];

  test.beforeAll(async () => {
    // Two API processes start one after the other (the first migrates and imports): each may take startApi's
    // own budget on a loaded machine, which the hook's default 30 s would cut short.
    test.setTimeout(120_000);
    admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    try {
      await admin.connect();
    } catch (error) {
      admin = undefined;
      test.skip(true, `no PostgreSQL at ${POSTGRES_ADMIN_URL}: ${String(error)}`);
      return;
    }
    await admin.query(`create database "${database}"`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    // This spec's brand only (a short first start), with the demo brands' pictures it shows.
    brandsDir = mkdtempSync(path.join(tmpdir(), 'storefront-busy-brands-'));
    copyFileSync(path.join('e2e', 'brands', `${BRAND}.json`), path.join(brandsDir, `${BRAND}.json`));
    symlinkSync(path.resolve('data', 'brands', 'assets'), path.join(brandsDir, 'assets'), 'dir');
    const env = {
      DATABASE_URL: url.toString(),
      BRANDS_DIR: brandsDir,
      SSR_PAGES: 'on',
      LOG_LEVEL: 'warn',
      DEV_STAFF_PASSWORD: PASSWORD,
      PASSWORD_HASH_COST: '12',
      JWT_SECRET: 'e2e-busy-mode-jwt-secret-that-is-long-enough-0123456789',
      COOKIE_SECRET: 'e2e-busy-mode-cookie-secret-that-is-long-enough-0123456789',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    };
    // One after the other: the first migrates and imports the brand, the second finds it there.
    boardApi = await startApi('board API', env);
    shopApi = await startApi('storefront API', env);
  });

  test.afterAll(async () => {
    for (const context of pages) await context.close().catch(() => undefined);
    await stopApi(boardApi);
    await stopApi(shopApi);
    if (admin) {
      await admin.query(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
    if (brandsDir) rmSync(brandsDir, { recursive: true, force: true });
  });

  test('the board on one process turns busy mode on; the checkout on the other offers later times within 2 s', async ({
    browser,
  }) => {
    const board = await openPage(browser, boardApi!.origin);
    const shop = await openPage(browser, shopApi!.origin);
    pages.push(board.context, shop.context);
    await busyModeMovesTheCheckout(board.page, shop.page, 'two-servers');
    expect(board.errors()).toEqual([]);
    expect(shop.errors()).toEqual([]);
  });
});
