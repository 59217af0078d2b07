import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A page normally arrives rendered with its brand's configuration (server rendering, ADR 0033; a page the
 * server does not render carries it inline as `#brand-boot`). These cases are about the getBrandInfo call the
 * app makes when it has neither — a page from before a brand existed, a move to another brand inside the app —
 * so the page is taken back to the plain shell first.
 */
async function withoutInlineConfig(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="application\/json" id="brand-boot">.*?<\/script>/s, '')
      .replace(
        /<div id="root" data-server-rendered>.*?<\/div><script type="application\/json" id="server-state">.*?<\/script>/s,
        '<div id="root"></div>',
      );
    await route.fulfill({ response, body: html });
  });
}

test('an unknown brand says the brand is missing', async ({ page, consoleErrors }) => {
  // The browser reports the page's 404 itself (and the app's one more look at the brand on mount); the page must
  // not add errors of its own.
  consoleErrors.allow(/status of 404.*\/no-such-brand\//);
  const response = await page.goto('/no-such-brand/home');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText(
    'Brand Flavor Missing! Please Contact Customer Support to place an order',
  );
});

test.describe('when the brand configuration cannot be loaded', () => {
  test('a non-200 answer shows its Info.Message', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await page.route('**/api/Brand/getBrandInfo/bistro/WebCustomer', (route) =>
      route.fulfill({
        status: 503,
        json: { Info: { Status: 503, Message: 'Ordering is paused for maintenance' } },
      }),
    );
    await withoutInlineConfig(page, '/bistro/home');
    await page.goto('/bistro/home');
    await expect(page.getByRole('alert')).toContainText('Ordering is paused for maintenance');
  });

  test('a network failure asks to refresh the page', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/net::ERR_FAILED/);
    await page.route('**/api/Brand/getBrandInfo/bistro/WebCustomer', (route) => route.abort('failed'));
    await withoutInlineConfig(page, '/bistro/home');
    await page.goto('/bistro/home');
    await expect(page.getByRole('alert')).toContainText('Network Error! Please refresh page', {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  });
});
