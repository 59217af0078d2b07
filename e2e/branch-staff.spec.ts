import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * Staff tied to a branch (ADR 0047): the bistro's Clapham cook (clapham@bistro.test, the development staff
 * seed) sees only Clapham's orders on the board, live ones included, and the branch named where the owner's
 * board offers the filter.
 */

const PASSWORD = 'e2e-staff-password';
const SHOREDITCH = 11;
const CLAPHAM = 12;

/** A bistro collection order at a branch, placed through the API as the storefront places it. */
async function placeAt(page: Page, branchId: number) {
  const response = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: branchId,
      Guest: {
        Email: `branch-staff-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Cleo',
        Mobile: '+44 7700 900558',
      },
      Lines: [{ ItemId: 10001, Quantity: 1 }],
    },
    headers: {
      BrandFlavor: 'bistro',
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: { OrderId: number; OrderNumber: string } }).Data;
}

test('a Clapham cook’s board holds only Clapham’s orders, live ones too, and names the branch', async ({
  page,
}) => {
  test.slow();
  await page.goto('/bistro/privacy-policy');
  const shoreditch = await placeAt(page, SHOREDITCH);
  const clapham = await placeAt(page, CLAPHAM);

  await page.goto('/bistro/admin/orders');
  await page.getByLabel('Email').fill('clapham@bistro.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const card = (id: number) => page.locator(`.order-card[data-order-id="${id}"]`);
  await expect(card(clapham.OrderId)).toBeVisible();
  await expect(card(shoreditch.OrderId)).toHaveCount(0);
  // The branch is the account's, named, not a choice of the screen.
  await expect(page.locator('.board__head').getByText('Branch: Copperleaf Clapham')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveCount(0);
  await expect(page.locator('.board__live')).toHaveText('Live');

  // Live: Shoreditch's new order neither appears nor rings; Clapham's, placed after it, does both.
  const later = await placeAt(page, SHOREDITCH);
  const ours = await placeAt(page, CLAPHAM);
  await expect(card(ours.OrderId)).toBeVisible();
  const alert = page.locator('.board__alert');
  await expect(alert).toContainText(ours.OrderNumber);
  await expect(alert).not.toContainText(later.OrderNumber);
  await expect(card(later.OrderId)).toHaveCount(0);
});
