import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { addDays, londonInstants, londonTime } from '@storefront/domain/schedule';
import { expect, seriousA11yViolations, test } from './fixtures';
import { staffMoves } from './support/board';
import { setBrandItems } from './support/brand-storage';
import { xsrfToken } from './support/xsrf';

/**
 * The customer's order tracker and the board in one vocabulary (issue 30): the open order page moves Placed →
 * Accepted → Ready to collect as staff move the order, without a reload; a rejected order says so instead of
 * the steps; the board's cards say where an order is in the words of its lane, and list each extra with its
 * quantity as the ticket and the email do.
 */

const PASSWORD = 'e2e-staff-password';
/** Screenshots for a person to look at (TRACKER_SHOTS_DIR), as admin.spec's ADMIN_SHOTS_DIR. */
const SHOTS = process.env.TRACKER_SHOTS_DIR;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** Tomorrow at noon on London's clock: a collection time whose kitchen start is always ahead. */
const tomorrowNoon = () => londonInstants(addDays(londonTime(new Date()).date, 1), '12:00')[0]!.toISOString();

interface Placed {
  OrderId: number;
  OrderNumber: string;
  GuestSession: string;
}

/** A guest's bistro collection order, placed through the API as the storefront places it. */
async function placeCollection(page: Page, lines: object[], scheduledFor?: string): Promise<Placed> {
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      Guest: {
        Email: `tracker-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Tia',
        LastName: 'Tracker',
        Mobile: '+44 7700 900559',
      },
      Lines: lines,
      ...(scheduledFor ? { ScheduledFor: scheduledFor } : {}),
    },
    headers: {
      BrandFlavor: 'bistro',
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: Placed }).Data;
}

/** The order page as the guest who placed it sees it (its guest session). */
async function openOrderPage(page: Page, order: Placed) {
  await page.goto('/bistro/home');
  await setBrandItems(page, 'session', 'bistro', { access_token: order.GuestSession });
  await page.goto(`/bistro/order-confirmation/${order.OrderId}`);
}

test('the order page tracks the order live, Placed → Accepted → Ready to collect, with its due time @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await placeCollection(page, [{ ItemId: 10003, Quantity: 1 }], tomorrowNoon());
  const staff = await staffMoves(page, 'bistro', PASSWORD);
  await openOrderPage(page, order);
  const tracker = page.getByRole('region', { name: 'Placed' });
  await expect(tracker).toBeVisible();
  await expect(tracker).toContainText('Scheduled Due 12:00 tomorrow');
  const steps = tracker.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Placed/, /^Accepted/, /^Preparing/, /^Ready to collect/, /^Collected/]);
  const current = tracker.locator('[aria-current="step"]');
  await expect(current).toHaveText(/^Placed/);
  // A reload would lose this mark: the page must move by itself.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await shoot(page, testInfo, 'tracker-placed');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Accepted today for tomorrow: the kitchen has not started, so Accepted is the current step.
  await staff.accept(order.OrderId);
  const accepted = page.getByRole('region', { name: 'Accepted' });
  await expect(accepted.locator('[aria-current="step"]')).toHaveText(/^Accepted/, { timeout: 5000 });
  await expect(accepted.getByRole('listitem').first()).toHaveText(/^✓Placed, done$/);
  await expect(accepted).toContainText('The kitchen expects it ready at about 12:00 tomorrow');
  await shoot(page, testInfo, 'tracker-accepted');

  await staff.advance(order.OrderId, 'Ready');
  const ready = page.getByRole('region', { name: 'Ready to collect' });
  await expect(ready.locator('[aria-current="step"]')).toHaveText(/^Ready to collect/, { timeout: 5000 });
  await expect(ready).toContainText('Your order is ready: come and collect it.');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await shoot(page, testInfo, 'tracker-ready');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a rejected order says it is cancelled, and why, instead of the steps', async ({ page }, testInfo) => {
  const order = await placeCollection(page, [{ ItemId: 10003, Quantity: 1 }]);
  const staff = await staffMoves(page, 'bistro', PASSWORD);
  await openOrderPage(page, order);
  await expect(page.getByRole('region', { name: 'Placed' })).toBeVisible();
  await staff.reject(order.OrderId, 'The kitchen is closing early tonight');
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled).toContainText('This order was cancelled.', { timeout: 5000 });
  await expect(cancelled).toContainText('The kitchen is closing early tonight');
  await expect(cancelled.getByRole('list')).toHaveCount(0);
  await shoot(page, testInfo, 'tracker-cancelled');
});

test('the board lists extras with their quantities, and an accepted order for later reads Accepted in "Later"', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/bistro/admin/orders');
  await page.getByLabel('Email').fill('owner@bistro.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const wings = await placeCollection(
    page,
    [
      {
        ItemId: 10002,
        Quantity: 1,
        ExtraDetail: [
          { ExtraTitle: 'Buffalo hot sauce', ExtraQuantity: 1, Group: 'Choose your sauce' },
          { ExtraTitle: 'Garlic mayo', ExtraQuantity: 2, Group: 'Extra dips' },
          { ExtraTitle: 'Blue cheese', ExtraQuantity: 1, Group: 'Extra dips' },
        ],
      },
    ],
    tomorrowNoon(),
  );
  const later = page.getByRole('region', { name: 'Later today / scheduled' });
  const card = later.locator(`[data-order-id="${wings.OrderId}"]`);
  await expect(card).toContainText(
    '1 × Sticky Chicken Wings (Buffalo hot sauce, 2 × Garlic mayo, Blue cheese)',
  );
  await expect(card.locator('.chip')).toHaveText('Placed');

  // Accepted, it waits for its start time tomorrow: still in "Later", and its card says Accepted, not Preparing.
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Mark ready to collect' })).toBeVisible();
  await expect(card.locator('.chip')).toHaveText('Accepted');
  const preparing = page.getByRole('region', { name: 'Preparing' });
  await expect(preparing.locator(`[data-order-id="${wings.OrderId}"]`)).toHaveCount(0);
  await shoot(page, testInfo, 'board-later-accepted');

  // Ready: in "Ready / on the way", in the words the customer reads.
  await card.getByRole('button', { name: 'Mark ready to collect' }).click();
  const ready = page
    .getByRole('region', { name: 'Ready / on the way' })
    .locator(`[data-order-id="${wings.OrderId}"]`);
  await expect(ready.locator('.chip')).toHaveText('Ready to collect');
  await ready.getByRole('button', { name: 'Mark collected' }).click();
  await expect(
    page.getByRole('region', { name: 'Done today' }).locator(`[data-order-id="${wings.OrderId}"] .chip`),
  ).toHaveText('Collected');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
