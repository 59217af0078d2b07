import type { Page } from '@playwright/test';
import { expect, logIn, saveScreenshot, test } from './fixtures';
import { putGarlicBreadInCart, payWithTestCard } from './support/cart';
import { mainHeading } from './support/routing';

/**
 * Card payments with the offline test provider (issue 6): a card checkout ending on the confirmation; a
 * declined card showing the provider's message with the cart intact; the authentication card completing after
 * its step; an outstanding order paid through `pay`, from a payment link without a session.
 */

const cartOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cartRecipeItems') ?? '{}') as Record<string, unknown[]>,
  );

/** A signed-in customer's collection order placed by card: ends on the pay screen. */
async function cardCheckout(page: Page, quantity = 2) {
  await logIn(page, 'bistro');
  await putGarlicBreadInCart(page, quantity);
  await page.goto('/bistro/checkout');
  await page.getByRole('radio', { name: 'Collection' }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText(`£${(4.5 * quantity).toFixed(2)}`).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Pay by card now (Test payment)' }).check();
  await summary.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/bistro\/pay\?orderId=\d+$/, { timeout: 30_000 });
  await expect(mainHeading(page, 'Pay')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Test payment/ })).toBeVisible();
}

test('a card checkout with the test provider ends on the confirmation', async ({ page }, testInfo) => {
  await cardCheckout(page);
  await expect(page.getByTestId('pay-outstanding')).toHaveText('£9.00');
  await saveScreenshot(page, testInfo, 'pay-screen');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  await expect(mainHeading(page, /Thank you/)).toBeVisible();
  await expect(page.getByText('Paid by card')).toBeVisible();
  // The order as the server now has it: placed, no longer waiting for its payment.
  await expect(page.getByRole('region', { name: 'Placed' })).toBeVisible();
  await expect(page.getByText('Awaiting payment')).toBeHidden();
  expect((await cartOf(page)).bistro).toBeUndefined();
});

test("a declined card shows the provider's message and leaves the cart intact", async ({
  page,
}, testInfo) => {
  await cardCheckout(page, 3);
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'pay-declined');
  await expect(page).toHaveURL(/\/bistro\/pay\?orderId=\d+$/);
  expect((await cartOf(page)).bistro).toHaveLength(1);
  expect((await cartOf(page)).bistro?.[0]).toMatchObject({ RecipeId: 10001, RecipeQuantity: 3 });
});

test('the authentication card completes after its extra step', async ({ page }, testInfo) => {
  await cardCheckout(page);
  await payWithTestCard(page, '4000 0025 0000 3155');
  const step = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(step).toBeVisible();
  await saveScreenshot(page, testInfo, 'pay-authentication-step');
  await step.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  expect((await cartOf(page)).bistro).toBeUndefined();
});

test('an outstanding order is paid through pay, from a payment link without a session', async ({ page }) => {
  const token = await logIn(page, 'bistro');
  const headers = { Authorization: `Bearer ${token.access_token}`, BrandFlavor: 'bistro' };
  const placed = await page.request.post('/api/Order/v2/placeOrder', {
    headers: { ...headers, 'Idempotency-Key': `pay-${Date.now()}-${Math.random()}` },
    data: { BrandFlavor: 'bistro', OrderOption: 'Pickup', Lines: [{ ItemId: 10001, Quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { OrderId } = ((await placed.json()) as { Data: { OrderId: number } }).Data;

  // The customer's own pay screen shows what is left to pay.
  await page.goto(`/bistro/pay?orderId=${OrderId}`);
  await expect(page.getByTestId('pay-outstanding')).toHaveText('£4.50');

  // A payment link, opened with no session at all.
  const link = await page.request.post('/api/Payment/sendLink', {
    headers,
    data: { BrandFlavor: 'bistro', OrderId },
  });
  expect(link.status(), await link.text()).toBe(200);
  const { Url } = ((await link.json()) as { Data: { Url: string } }).Data;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const url = new URL(Url);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(mainHeading(page, 'Pay')).toBeVisible();
  await expect(page.getByTestId('pay-outstanding')).toHaveText('£4.50');
  await payWithTestCard(page, '4242424242424242');
  await expect(page.getByText('This order is paid in full. Thank you!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pay-outstanding')).toHaveText('£0.00');
});
