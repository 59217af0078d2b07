import type { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { expect, logIn, test } from './fixtures';
import { localItem, mainHeading, pathAndQuery } from './support/routing';
import { setBrandItems } from './support/brand-storage';

/** Spec §2 "Path shape", "Public routes": the brand segment, the pages, their aliases and parameters. */

test('the empty path goes to the default brand home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/bistro\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await localItem(page, 'BrandFlavor')).toBe('bistro');
});

test('a brand path without a page goes to its home page', async ({ page }) => {
  await page.goto('/grocer');
  await expect(page).toHaveURL(/\/grocer\/home$/);
  await expect.poll(() => localItem(page, 'BrandFlavor')).toBe('grocer');
});

test.describe('a path without a known brand', () => {
  test('an unknown brand says the brand is missing', async ({ page, consoleErrors }) => {
    // The browser reports the page's 404 itself.
    consoleErrors.allow(/status of 404.*\/nobrand\//);
    await page.goto('/nobrand/menu');
    await expect(page.getByRole('alert')).toContainText(
      'Brand Flavor Missing! Please Contact Customer Support to place an order',
    );
  });

  test('a first segment that cannot be a brand says so without asking the server', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(request.url());
    });
    await page.goto('/Not%20A%20Brand/checkout');
    await expect(page.getByRole('alert')).toContainText(
      'Brand Flavor Missing! Please Contact Customer Support to place an order',
    );
    expect(asked).toEqual([]);
  });
});

test('the last route is saved, except login, forgot-password, registeruser and guest', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404.*\/bistro\/no-such-page/);
  // Every skipped route, with and without a query: packages/domain/src/last-route.test.ts. Here the rule wired
  // into the app, on first page loads.
  await page.goto('/bistro/menu');
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await expect.poll(() => localItem(page, 'lastRoute')).toBe('menu');

  for (const path of ['login?guest=false', 'registeruser']) {
    await page.goto(`/bistro/${path}`);
    await expect(mainHeading(page, /^(Log In|Forgot password|Register)$/)).toBeVisible();
    expect(await localItem(page, 'lastRoute'), path).toBe('menu');
  }

  // The guest route, shown to a visitor holding a session access token.
  await setBrandItems(page, 'session', 'bistro', { access_token: 'guest-session-token' });
  await page.goto('/bistro/guest?training=true');
  await expect(mainHeading(page, 'Guest checkout')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/bistro/guest?training=true');
  expect(await localItem(page, 'lastRoute')).toBe('menu');

  await page.goto('/bistro/events?from=footer');
  await expect(mainHeading(page, 'Events')).toBeVisible();
  await expect.poll(() => localItem(page, 'lastRoute')).toBe('events?from=footer');

  // An unknown page is not remembered either.
  await page.goto('/bistro/no-such-page');
  await expect(mainHeading(page, 'Page not found')).toBeVisible();
  expect(await localItem(page, 'lastRoute')).toBe('events?from=footer');
});

test.describe('every page of the spec has a route', () => {
  // reserve-iframe is framed by other sites, without the shell or a banner (e2e/venue.spec.ts).
  test('placeholders show the page banner the brand configures @phone', async ({ page }) => {
    const config = (await (
      await page.request.get('/api/Brand/getBrandInfo/bistro/WebCustomer')
    ).json()) as WebCustomerResponse;
    const banners = config.Data.TemplateData.DynamicStyle.HeaderBanners;
    for (const [path, page_] of [
      ['reservation', 'reservation'],
      ['events', 'events'],
      ['login', 'login'],
    ] as const) {
      const banner = banners.default ?? banners[page_];
      expect(banner, `bistro configures a ${page_} banner`).toBeTruthy();
      await page.goto(`/bistro/${path}`);
      await expect(page.getByRole('main').locator('picture img').first()).toHaveAttribute(
        'src',
        banner?.Desktop ?? '',
      );
    }
  });

  test('aliases open the same screen: app-menu is the menu, distributors the shop', async ({ page }) => {
    await page.goto('/bistro/app-menu');
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    expect(pathAndQuery(page)).toBe('/bistro/app-menu');

    await page.goto('/grocer/distributors');
    await expect(page.getByRole('navigation', { name: /categories/i })).toBeVisible();
    expect(pathAndQuery(page)).toBe('/grocer/distributors');
  });

  test('an unknown page says so inside the brand frame', async ({ page, consoleErrors }) => {
    // Answered 404 by the server, which the browser reports itself.
    consoleErrors.allow(/status of 404.*\/bistro\/no-such-page/);
    expect((await page.goto('/bistro/no-such-page'))?.status()).toBe(404);
    await expect(mainHeading(page, 'Page not found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/bistro\/home$/);
  });
});

test('the progress bar runs while a page loads, then fills and hides', async ({ page }) => {
  // From the rewards page to the gift cards (both for signed-in customers).
  await logIn(page, 'bistro');
  await page.goto('/bistro/my-rewards');
  await expect(mainHeading(page, 'My rewards')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Loading page', includeHidden: true });
  await expect(bar).toBeHidden();

  // Hold the gift card screen's code back, so the navigation is visibly in progress.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/giftcard-route-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'Buy a gift card or check a balance' }).click();

  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  const value = Number(await bar.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(40);
  expect(value).toBeLessThan(100);
  await expect(mainHeading(page, 'My rewards')).toBeVisible();

  release();
  await expect(mainHeading(page, 'Gift cards')).toBeVisible();
  await expect(bar).toBeHidden();
  expect(pathAndQuery(page)).toBe('/bistro/giftcard');
});
