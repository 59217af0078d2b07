import type { Page } from '@playwright/test';
import { expect, logIn, saveScreenshot, test } from './fixtures';

/**
 * Issue 16: the demo customer starts with a history (apps/api/src/demo/demo-history.ts, made at the server's
 * start through the services): previous orders in several states, favourites, and on the bistro a rewards
 * balance with its ledger and a gift card (the grocer runs rewards and sells gift cards too). Other specs of the run may add to it, never take away: the checks
 * are on what the seed made.
 */
const main = (page: Page) => page.getByRole('main');

for (const brand of ['bistro', 'grocer'] as const) {
  test(`the demo customer of ${brand} has previous orders delivered, collected and refunded, and favourites`, async ({
    page,
  }, testInfo) => {
    await logIn(page, brand);
    await page.goto(`/${brand}/previous-order`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Previous orders' })).toBeVisible();
    const cards = main(page).getByRole('article');
    const delivered = cards.filter({ hasText: 'Delivery' }).filter({ hasText: 'Delivered' });
    const collected = cards.filter({ hasText: 'Collection' }).filter({ hasText: 'Collected' });
    const refunded = cards.filter({ hasText: 'refunded in full' });
    await expect(delivered.first()).toBeVisible();
    await expect(collected.first()).toBeVisible();
    await expect(refunded.first()).toContainText('Cancelled');
    // Dated over the last weeks, not all today; each can be ordered again.
    const times = await cards
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(Math.min(...times)).toBeLessThan(Date.now() - 14 * 86_400_000);
    await expect(delivered.first().getByRole('button', { name: 'Reorder' })).toBeVisible();
    await saveScreenshot(page, testInfo, `demo-history-orders-${brand}`);

    await page.goto(`/${brand}/favourites`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    // At least two favourites, once the list has loaded (a count read at once may see the loading state).
    await expect(main(page).getByRole('article').nth(1)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'No favourites yet' })).toHaveCount(0);
  });

  test(`the demo customer of ${brand} has rewards points with their history, and a gift card part spent`, async ({
    page,
  }, testInfo) => {
    await logIn(page, brand);
    await page.goto(`/${brand}/my-rewards`);
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance).toContainText(/[1-9]\d* points/);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Welcome to our rewards')).toBeVisible();
    await expect(history.getByText(/Order [A-Z]{3}-\d+/).first()).toBeVisible();
    await expect(history.getByText(/Spent on order [A-Z]{3}-\d+/).first()).toBeVisible();
    await saveScreenshot(page, testInfo, `demo-history-rewards-${brand}`);

    await page.goto(`/${brand}/giftcard`);
    const mine = page.getByRole('region', { name: 'Your gift cards' });
    const card = mine.getByRole('listitem').filter({ hasText: 'left of £50.00' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await expect(card).not.toContainText('£50.00 left');
    await saveScreenshot(page, testInfo, `demo-history-giftcards-${brand}`);
  });
}
