import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { londonTime } from '@storefront/domain/schedule';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openGuestConfirmation } from './support/board';
import { xsrfToken } from './support/xsrf';

/**
 * Due times on the board (issue 19): an ASAP order placed while the brand is closed is due when it opens,
 * waits in the "Later today / scheduled" lane with a countdown to its start, keeps its promised time when
 * accepted with "Ready in 15 min", and moves to Preparing with an alert when its start time arrives.
 *
 * The server runs on the real clock, so the test closes the brand instead of moving the clock: a test
 * brand of its own (e2e/brands/duetimes.json), whose collection start time the owner sets to later than
 * now. Only the board's browser clock is moved, to its start time.
 */
const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const MINUTE = 60_000;

/**
 * Collection hours that make the brand closed now on London's clock, whatever the hour: it opens 90 minutes
 * after the soonest time today (20 minutes' notice); late in the evening, when that would be tomorrow, a
 * 4-hour notice takes the soonest time past midnight, before a 06:00 opening.
 */
function closedNow(now: Date): { MinCollectionTime: number; CollectionFrom: string } {
  const today = londonTime(now).date;
  if (londonTime(new Date(now.getTime() + 115 * MINUTE)).date === today)
    return { MinCollectionTime: 20, CollectionFrom: londonTime(new Date(now.getTime() + 110 * MINUTE)).time };
  return { MinCollectionTime: 240, CollectionFrom: '06:00' };
}

/** The owner's token through the API (password grant), to set the brand's hours. */
async function ownerToken(page: Page, brand: string) {
  // The anti-forgery cookie the storefront gets on its first call.
  await page.request.get('/api/antiforgery/token');
  const res = await page.request.post('/api/admin/Token', {
    data: { grant_type: 'password', username: `owner@${brand}.test`, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { access_token: string } }).Data.access_token;
}

async function closeBrand(page: Page, brand: string) {
  const token = await ownerToken(page, brand);
  const url = `/api/admin/${brand}/delivery-hours`;
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrfToken(page) };
  const current = await page.request.get(url, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const { Data } = (await current.json()) as {
    Data: Record<string, unknown> & { Branches: { BranchId: number; OpeningHours: unknown[] }[] };
  };
  const hours = closedNow(new Date());
  const saved = await page.request.post(url, {
    headers,
    data: {
      ...Data,
      ...hours,
      Branches: Data.Branches.map((b) => ({ BranchId: b.BranchId, OpeningHours: b.OpeningHours })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return hours;
}

/** An ASAP collection order, placed as the storefront places it. */
async function placeAsap(page: Page, brand: string) {
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: brand,
      OrderOption: 'Pickup',
      Guest: {
        Email: `night-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Nia',
        LastName: 'Night',
        Mobile: '+44 7700 900556',
      },
      Lines: [
        {
          ItemId: 950008,
          Quantity: 1,
          ExtraDetail: [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' }],
        },
      ],
    },
    headers: { BrandFlavor: brand, 'Idempotency-Key': randomUUID(), 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (
    (await res.json()) as {
      Data: { OrderId: number; OrderNumber: string; DueAt: string; GuestSession: string };
    }
  ).Data;
}

/** 'HH:MM', with ' tomorrow' when not today: as the board labels a time. */
function clockLabel(iso: string, now = new Date()) {
  const wall = londonTime(new Date(iso));
  return wall.date === londonTime(now).date ? wall.time : `${wall.time} tomorrow`;
}

test('an ASAP order placed while closed waits in the scheduled lane, keeps its due time when accepted, and moves when its start arrives', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, the brand's hours, an order and its acceptance: more than 30 s on a busy two-core machine.
  test.slow();
  const brand = 'duetimes';
  const hours = await closeBrand(page, brand);

  // The board's clock runs as the real one until the test moves it on to the order's start time.
  await page.clock.install();
  await page.goto(`/${brand}/admin/orders`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const order = await placeAsap(page, brand);
  const due = clockLabel(order.DueAt);
  // Due at opening, well after now + the 20-minute (or 4-hour) notice.
  expect(new Date(order.DueAt).getTime() - Date.now()).toBeGreaterThan(60 * MINUTE);

  const later = page.getByRole('region', { name: 'Later today / scheduled' });
  const card = later.locator(`[data-order-id="${order.OrderId}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: order.OrderNumber })).toContainText('New order');
  await expect(card).toContainText(`ASAP · Due ${due}`);
  await expect(card.locator('.order-card__start')).toHaveText(
    /^Start \d\d:\d\d( tomorrow)? · in \d+ h( \d+ min)?$/,
  );

  // "Ready in 15 min" is ready by the due time, as the form says before it is sent.
  await card.getByLabel('Ready in').selectOption('15');
  await expect(card.locator('.order-card__hint')).toHaveText(`Ready by ${due} (when it is due)`);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/due-later-${testInfo.project.name}.png`, fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  await expect(card).toContainText(`ready by ${due}`);
  // Accepted but not started: it stays in the scheduled lane, and its card says Accepted, as the customer's page.
  await expect(later.locator(`[data-order-id="${order.OrderId}"]`)).toBeVisible();
  await expect(card.locator('.chip')).toHaveText('Accepted');

  // The customer's confirmation page promises the same time.
  const { context: customerContext, customer } = await openGuestConfirmation(browser, page, brand, order);
  await expect(customer.locator('.confirmation__status')).toHaveText('Accepted');
  await expect(
    customer.getByText(`expects it ready at about ${londonTime(new Date(order.DueAt)).time}`),
  ).toBeVisible();
  await customerContext.close();

  // Its start time arrives (due time − the prep window, the channel's notice): it moves to Preparing by
  // itself, with the new-order sound and banner.
  // (Accepting it took its new-order banner away.)
  await expect(page.getByRole('alert').filter({ hasText: order.OrderNumber })).toHaveCount(0);
  const startAt = new Date(order.DueAt).getTime() - hours.MinCollectionTime * MINUTE;
  await page.clock.fastForward(startAt - (await page.evaluate(() => Date.now())) + 1000);
  const preparing = page.getByRole('region', { name: 'Preparing' });
  await expect(preparing.locator(`[data-order-id="${order.OrderId}"]`)).toBeVisible();
  await expect(preparing.locator(`[data-order-id="${order.OrderId}"] .chip`)).toHaveText('Preparing');
  await expect(page.getByRole('alert').filter({ hasText: order.OrderNumber })).toContainText('Time to start');
  await expect(preparing.locator(`[data-order-id="${order.OrderId}"]`)).toContainText(
    `ready by ${clockLabel(order.DueAt, new Date(startAt + 1000))}`,
  );
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/due-started-${testInfo.project.name}.png`, fullPage: true });
});
