import type { Page } from '@playwright/test';
import { accountMenuButton, logInThroughPage } from './account-helpers';
import { addButton, openCatalogue, openSideCart } from './cart-support';
import { DEMO_CUSTOMER, expect, test } from './fixtures';
import { mainHeading } from './support/routing';

/**
 * One sign-in per brand (issue 30, ADR 0040): a customer account belongs to one brand, so a browser signed in
 * on bistro is a visitor on grocer — signed out there, ordering as a guest, free to sign in — and never sends
 * bistro's token to grocer's calls (the server would answer 403).
 */

/** Every API answer that refused the caller (401, 403), as `status method path`. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/Token') return;
    if (response.status() === 401 || response.status() === 403)
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return refused;
}

test('signed in on bistro, a guest on grocer who orders and then signs in there; bistro stays signed in', async ({
  page,
}) => {
  test.slow();
  const refused = watchRefusals(page);
  await logInThroughPage(page, 'bistro', DEMO_CUSTOMER);

  // On grocer the visitor is signed out: no account menu, and the shop's calls carry no bistro token.
  await openCatalogue(page, 'grocer', 'shop', 22);
  await expect(accountMenuButton(page)).toHaveCount(0);
  await addButton(page, 'Bagels x5').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Click & collect' }).click();
  const sideCart = await openSideCart(page);
  await sideCart.getByRole('button', { name: /^Checkout/ }).click();
  await page.getByRole('button', { name: /^No thanks ?, continue to checkout$/i }).click();

  // Checkout asks a visitor to sign in or go on as a guest.
  await expect(page).toHaveURL(/\/grocer\/login$/);
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(`brand-sessions-${Date.now()}@example.test`);
  await guestForm.getByLabel('First name').fill('Gia');
  await guestForm.getByLabel('Mobile number').fill('07700 900123');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/grocer\/guest$/);
  await expect(mainHeading(page, 'Guest checkout')).toBeVisible();
  await expect(page.getByText(/Ordering as/)).toHaveCount(0);
  await expect(page.getByText('This account belongs to another brand')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Click & collect' }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('Bagels x5')).toBeVisible();
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/grocer\/order-confirmation\/\d+$/, { timeout: 30_000 });
  await expect(mainHeading(page, 'Thank you, your order has been placed')).toBeVisible();

  // Signing in on grocer is grocer's own login; bistro's stays as it was.
  await logInThroughPage(page, 'grocer', DEMO_CUSTOMER);
  await openCatalogue(page, 'grocer', 'shop', 22);
  await expect(accountMenuButton(page)).toBeVisible();
  await page.goto('/bistro/menu');
  await expect(accountMenuButton(page)).toBeVisible();
  await page.goto('/bistro/updateaccount');
  await expect(mainHeading(page, 'My account')).toBeVisible();

  expect(refused, 'no call was refused a token').toEqual([]);
});
