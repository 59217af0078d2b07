import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openGuestConfirmation, printsOf, recordPrints } from './support/board';
import { xsrfToken } from './support/xsrf';

/**
 * What a customer types may be one word longer than any column (a pasted link, a held-down key): the note breaks
 * inside the customer's confirmation, the board's card and the 80 mm kitchen ticket instead of widening them.
 */

const NOTE = 'x'.repeat(500);

async function placeWithNote(page: Page) {
  const xsrf = await xsrfToken(page);
  const response = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      Guest: {
        Email: `long-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Lena',
        LastName: 'Long',
        Mobile: '+44 7700 900558',
      },
      Lines: [{ ItemId: 10003, Quantity: 1 }],
      Notes: NOTE,
    },
    headers: { BrandFlavor: 'bistro', 'Idempotency-Key': randomUUID(), 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: { OrderId: number; GuestSession: string } }).Data;
}

/** How far an element's content runs past its own box, in pixels (0 when it fits). */
const overflowOf = (element: Locator) => element.evaluate((e) => e.scrollWidth - e.clientWidth);
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a 500-character note without spaces stays inside the confirmation, the board card and the 80 mm ticket @phone', async ({
  page,
  browser,
}) => {
  test.slow();
  await recordPrints(page);
  await page.goto('/bistro/admin/orders');
  await page.getByLabel('Email').fill('owner@bistro.test');
  await page.getByLabel('Password').fill('e2e-staff-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const order = await placeWithNote(page);
  const card = page.locator(`.order-card[data-order-id="${order.OrderId}"]`);
  await expect(card).toContainText(NOTE);
  expect(await overflowOf(card)).toBeLessThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(async () => (await printsOf(page)).length).toBe(1);
  const sheet = page.locator('.print-sheet');
  expect((await printsOf(page))[0]!.text).toContain(NOTE);
  expect(await overflowOf(sheet)).toBeLessThanOrEqual(0);

  const { context, customer } = await openGuestConfirmation(browser, page, 'bistro', order);
  await expect(customer.getByText(`Notes: ${NOTE}`)).toBeVisible();
  expect(await pageOverflow(customer)).toBeLessThanOrEqual(0);
  await context.close();
});
