import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { addDays, londonInstants, londonTime } from '@storefront/domain/schedule';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openGuestConfirmation, printsOf, recordPrints } from './support/board';
import { xsrfToken } from './support/xsrf';

/**
 * Auto-accept (issue 19): the owner turns it on for collection in the Channels screen, and a collection order
 * placed afterwards arrives on the live board already accepted by the server: with its due time, ready by then,
 * in its lane (Preparing for ASAP once its start time comes, Later for tomorrow's), and printed by a board that
 * prints on accept. The customer's page and the owner's report say when it is due. Each project has its own
 * test brand (e2e/brands/autoaccept.json, open round the clock) so no other spec sees accepted orders.
 */
const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const MINUTE = 60_000;

/** 'HH:MM', with ' tomorrow' when not today: as the board labels a time. */
function clockLabel(iso: string, now = new Date()) {
  const wall = londonTime(new Date(iso));
  return wall.date === londonTime(now).date ? wall.time : `${wall.time} tomorrow`;
}

/** A collection order as the storefront places it: ASAP, or for a chosen time. */
async function placeCollection(page: Page, brand: string, scheduledFor?: string) {
  await page.request.get('/api/antiforgery/token');
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: brand,
      OrderOption: 'Pickup',
      Guest: {
        Email: `auto-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Ada',
        LastName: 'Auto',
        Mobile: '+44 7700 900558',
      },
      Lines: [
        {
          ItemId: 950008,
          Quantity: 1,
          ExtraDetail: [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' }],
        },
      ],
      ...(scheduledFor ? { ScheduledFor: scheduledFor } : {}),
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

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

test('with auto-accept on for collection, a new order arrives on the board accepted with its due time, and prints', async ({
  page,
  browser,
}, testInfo) => {
  // Channels, the board, two orders, a print, the customer's page and the report on two busy cores.
  test.slow();
  const brand = 'autoaccept';
  await recordPrints(page);
  // The board's clock runs as the real one until the test moves it on a minute, to the ASAP order's start.
  await page.clock.install();
  await page.goto(`/${brand}/admin/channels`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();

  // Off by default; the owner turns it on for collection only.
  const collection = page.getByRole('checkbox', { name: 'Accept collection orders automatically' });
  const delivery = page.getByRole('checkbox', { name: 'Accept delivery orders automatically' });
  await expect(collection).not.toBeChecked();
  await expect(delivery).not.toBeChecked();
  await collection.check();
  await expect(collection).toBeChecked();
  await expect(collection).toBeEnabled();
  await expect(delivery).not.toBeChecked();
  await shoot(page, testInfo, 'auto-accept-channels');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // It is the server's: a fresh load still shows it on.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Accept collection orders automatically' })).toBeChecked();

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // This device prints the kitchen ticket of every order accepted, by staff or by the server.
  await page.getByLabel('Print on accept').selectOption('ticket');

  const asap = await placeCollection(page, brand);
  const tomorrowNoon = londonInstants(addDays(londonTime(new Date()).date, 1), '12:00')[0]!.toISOString();
  const scheduled = await placeCollection(page, brand, tomorrowNoon);
  const due = clockLabel(asap.DueAt);
  // ASAP: the collection notice (20 minutes) from now, rounded up to the minute.
  expect(new Date(asap.DueAt).getTime() - Date.now()).toBeLessThanOrEqual(21 * MINUTE);

  // Both arrive accepted: no Accept button, ready by their due time, with their due labels.
  const asapCard = page.locator(`[data-order-id="${asap.OrderId}"]`);
  await expect(asapCard).toContainText(`ASAP · Due ${due}`);
  await expect(asapCard).toContainText(`ready by ${due}`);
  await expect(asapCard.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  await expect(asapCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const later = page.getByRole('region', { name: 'Later today / scheduled' });
  const scheduledCard = later.locator(`[data-order-id="${scheduled.OrderId}"]`);
  await expect(scheduledCard).toContainText('Scheduled · Due 12:00 tomorrow');
  await expect(scheduledCard).toContainText('ready by 12:00 tomorrow');
  // The ASAP order's start (due − the 20-minute prep window) is now, or within the minute it was rounded up to.
  await page.clock.fastForward(61_000);
  const preparing = page.getByRole('region', { name: 'Preparing' });
  await expect(preparing.locator(`[data-order-id="${asap.OrderId}"]`)).toBeVisible();

  // Printed by themselves, as if staff had accepted them on this board.
  await expect
    .poll(async () => (await printsOf(page)).map((p) => `${p.kind}:${p.order}`))
    .toEqual(expect.arrayContaining([`ticket:${asap.OrderId}`, `ticket:${scheduled.OrderId}`]));
  const prints = await printsOf(page);
  expect(prints.find((p) => p.order === String(asap.OrderId))?.text).toContain('Classic Smash Burger');
  await shoot(page, testInfo, 'auto-accept-board');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The customer's page: accepted, due and ready by the same time.
  const { context: customerContext, customer } = await openGuestConfirmation(browser, page, brand, scheduled);
  await expect(customer.locator('.confirmation__status')).toHaveText('Accepted');
  await expect(customer.getByTestId('confirmation-due')).toHaveText('Scheduled · Due 12:00 tomorrow');
  await expect(customer.getByText('The kitchen expects it ready at about 12:00 tomorrow')).toBeVisible();
  await shoot(customer, testInfo, 'auto-accept-confirmation');
  await customerContext.close();

  // The owner's report lists both with when they are due.
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  const latest = page.getByRole('region', { name: 'Latest orders', exact: true });
  await expect(latest.getByRole('row').filter({ hasText: asap.OrderNumber })).toContainText(
    `ASAP · Due ${due}`,
  );
  await expect(latest.getByRole('row').filter({ hasText: scheduled.OrderNumber })).toContainText(
    'Scheduled · Due 12:00 tomorrow',
  );
  await shoot(page, testInfo, 'auto-accept-report');
  if (SHOTS)
    await latest.screenshot({ path: `${SHOTS}/auto-accept-report-orders-${testInfo.project.name}.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
});
