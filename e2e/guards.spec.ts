import { expect, test } from './fixtures';
import {
  becomeVisitor,
  mainHeading,
  navigateInApp,
  pathAndQuery,
  sessionItem,
  setSessionItems,
  type Visitor,
} from './support/routing';
import { brandItem, setBrandItems } from './support/brand-storage';

/**
 * Spec §2 "Guarded routes" and §4 "Checkout guard", in the browser: every guarded route for an anonymous
 * visitor, a guest (session access token) and a logged-in customer, on a first page load.
 */

/**
 * Where guarded routes end up: the same address when allowed, else the redirect. The whole table of spec §2 (every
 * guarded route for every visitor, with and without a query) is checked rule by rule in
 * packages/domain/src/guards.test.ts and apps/web/src/app/guards/route-guard.test.ts; here, per visitor, one row of
 * each outcome shows the rules wired into the real app on a first page load.
 */
const OUTCOMES: Record<Visitor, [from: string, to: string][]> = {
  anonymous: [
    ['updateaccount', 'login?guest=false'],
    ['checkout?training=true', 'login?training=true'],
    ['refer?token=friend-123', 'refer?token=friend-123'],
  ],
  guest: [
    ['favourites', 'login?guest=false'],
    ['order-checkout?training=true', 'guest?training=true'],
    ['my-rewards', 'my-rewards'],
  ],
  customer: [
    ['previous-order', 'previous-order'],
    ['checkout?training=true', 'checkout?training=true'],
    ['guest', 'login'],
  ],
};

/** The heading each landing page shows. */
const HEADINGS: Record<string, string> = {
  login: 'Log In',
  guest: 'Guest checkout',
  updateaccount: 'My account',
  favourites: 'Favourites',
  'previous-order': 'Previous orders',
  'my-rewards': 'My rewards',
  giftcard: 'Gift cards',
  pay: 'Pay',
  refer: 'Refer a friend',
  checkout: 'Checkout',
  'order-checkout': 'Checkout',
};

const VISITOR_NAMES: Record<Visitor, string> = {
  anonymous: 'an anonymous visitor',
  guest: 'a guest (session access token)',
  customer: 'a logged-in customer',
};

/**
 * One test per visitor state walks its whole table: each route is a first page load from the same stored state
 * (local and session storage put back as they were before every load), without a new sign-in each time.
 */
for (const visitor of ['anonymous', 'guest', 'customer'] as const) {
  test(`for ${VISITOR_NAMES[visitor]}, guarded routes are allowed or sent on`, async ({
    page,
    consoleErrors,
  }) => {
    // The visitor states are made up here: the guest's session token and the referral token are not real
    // ones, so the rewards screens behind the guards are answered 401 / 404 (and say so on the page).
    consoleErrors.allow(/\/api\/Rewards\/(account|referral)/);
    await becomeVisitor(page, visitor);
    const stored = await page.evaluate(() => ({
      local: Object.entries(localStorage) as [string, string][],
      session: Object.entries(sessionStorage) as [string, string][],
    }));
    for (const [from, to] of OUTCOMES[visitor]) {
      await test.step(`${from} ${from === to ? 'is allowed' : `goes to ${to}`}`, async () => {
        await page.evaluate(({ local, session }) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [key, value] of local) localStorage.setItem(key, value);
          for (const [key, value] of session) sessionStorage.setItem(key, value);
        }, stored);
        await page.goto(`/bistro/${from}`);
        const route = to.split('?')[0] ?? '';
        await expect(mainHeading(page, HEADINGS[route] ?? route), `${from} for ${visitor}`).toBeVisible();
        expect(pathAndQuery(page), `${from} for ${visitor}`).toBe(`/bistro/${to}`);
      });
    }
  });
}

test('a guarded page reached inside the app is guarded too', async ({ page }) => {
  await page.goto('/bistro/home');
  await expect(page.getByRole('main')).toBeVisible();
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await navigateInApp(page, '/bistro/checkout?training=true');
  await expect(mainHeading(page, 'Log In')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/bistro/login?training=true');
  expect(loads, 'no page reload').toEqual([]);
});

test.describe('the order id on entering checkout (spec §4)', () => {
  test('is copied from the query when none is stored, even when the visitor is sent to log in', async ({
    page,
  }) => {
    await becomeVisitor(page, 'anonymous');
    await page.goto('/bistro/checkout?orderId=4711&training=true');
    await expect(mainHeading(page, 'Log In')).toBeVisible();
    expect(pathAndQuery(page)).toBe('/bistro/login?training=true');
    expect(await sessionItem(page, 'orderId')).toBe('4711');
  });

  test('does not replace an order id already stored', async ({ page }) => {
    await becomeVisitor(page, 'customer');
    await setSessionItems(page, { orderId: '77' });
    await page.goto('/bistro/checkout?orderId=4711');
    await expect(mainHeading(page, 'Checkout')).toBeVisible();
    expect(await sessionItem(page, 'orderId')).toBe('77');
  });
  // Stored and query values of 'null', 'undefined' and '': apps/web/src/app/guards/route-guard.test.ts.
});

test("a stored access token of 'guest' is cleared at start with the guest fields", async ({ page }) => {
  await becomeVisitor(page, 'anonymous');
  await setBrandItems(page, 'local', 'bistro', {
    access_token: 'guest',
    CustomerId: 5,
    ...Object.fromEntries(
      ['guestEmail', 'guestFirstName', 'guestLastName', 'guestContact'].map((key) => [key, 'x']),
    ),
  });
  await page.goto('/bistro/pay');
  await expect(mainHeading(page, 'Log In')).toBeVisible();
  for (const key of ['access_token', 'guestEmail', 'guestFirstName', 'guestLastName', 'guestContact'])
    expect(await brandItem(page, 'local', 'bistro', key), key).toBeNull();
});
