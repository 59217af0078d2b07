import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  browserKeys,
  decryptPush,
  startPushServiceStandIn,
  type BrowserKeys,
} from '../apps/api/src/modules/push/test-support/push-service-stand-in';
import { expect, test } from './fixtures';
import { setBrandItems } from './support/brand-storage';
import { staffMoves } from './support/board';
import { xsrfToken } from './support/xsrf';

/**
 * Push notifications (issue 35) from the browser's side: the customer turns on "Get updates on this phone" on
 * the order's page, staff "Notify me of new orders" on the board, and the server's messages reach the push
 * service encrypted for that browser. The push service is a local stand-in (an HTTP server on 127.0.0.1 this
 * spec runs; the e2e server may call it: OUTBOUND_ALLOW_PRIVATE): the browser's own subscribe is replaced by
 * one answering a subscription at the stand-in with keys this spec made, so it can decrypt what arrives.
 */

const PASSWORD = 'e2e-staff-password';
/** Screenshots for a person to look at (PUSH_SHOTS_DIR), as admin.spec's ADMIN_SHOTS_DIR. */
const SHOTS = process.env.PUSH_SHOTS_DIR;

// The brand's service worker must run: the subscription is made through it.
test.use({ serviceWorkers: 'allow' });

/**
 * The browser's PushManager answers a subscription at `endpoint` with the spec's keys (none made before), and
 * notifications are allowed.
 */
async function stubPushManager(page: Page, endpoint: string, keys: BrowserKeys) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => Promise.resolve(true),
      };
      // Chromium's headless shell answers 'denied' whatever the context granted: the page sees what a browser
      // whose visitor allowed notifications shows.
      Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
      Notification.requestPermission = () => Promise.resolve('granted');
      let made = false;
      PushManager.prototype.subscribe = function () {
        made = true;
        return Promise.resolve(subscription as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        return Promise.resolve(made ? (subscription as unknown as PushSubscription) : null);
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
}

/** A guest's bistro collection order, placed through the API as the storefront places it. */
async function placeCollection(page: Page) {
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      Guest: {
        Email: `push-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Pia',
        LastName: 'Push',
        Mobile: '+44 7700 900561',
      },
      Lines: [{ ItemId: 10003, Quantity: 1 }],
    },
    headers: {
      BrandFlavor: 'bistro',
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { OrderId: number; OrderNumber: string; GuestSession: string } })
    .Data;
}

test('a guest turns on updates for their order, and its acceptance reaches their push service @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  const service = await startPushServiceStandIn();
  try {
    const keys = browserKeys();
    const endpoint = service.endpoint(`guest-${randomUUID()}`);
    await stubPushManager(page, endpoint, keys);
    await page.goto('/bistro/home');
    const order = await placeCollection(page);
    await setBrandItems(page, 'session', 'bistro', { access_token: order.GuestSession });
    await page.goto(`/bistro/order-confirmation/${order.OrderId}`);

    await page.getByRole('button', { name: 'Get updates on this phone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Updates on this phone are on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-push-on-${testInfo.project.name}.png` });

    await (await staffMoves(page, 'bistro', PASSWORD)).accept(order.OrderId, 20);
    const path = new URL(endpoint).pathname;
    await expect.poll(() => service.received.filter((call) => call.path === path).length).toBe(1);
    const [call] = service.received.filter((c) => c.path === path);
    expect(call!.headers['content-encoding']).toBe('aes128gcm');
    expect(decryptPush(call!.body, keys)).toMatchObject({
      title: `Copperleaf Bistro: order ${order.OrderNumber} accepted`,
      body: expect.stringContaining('The kitchen expects it ready at about'),
      url: `/bistro/order-confirmation/${order.OrderId}`,
    });
  } finally {
    await service.close();
  }
});

test('staff turn on new-order notifications on the board, and a new order reaches their push service', async ({
  page,
}, testInfo) => {
  test.slow();
  const service = await startPushServiceStandIn();
  try {
    const keys = browserKeys();
    const endpoint = service.endpoint(`board-${randomUUID()}`);
    await stubPushManager(page, endpoint, keys);
    await page.goto('/bistro/admin/orders');
    await page.getByLabel('Email').fill('owner@bistro.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('button', { name: 'Notify me of new orders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New orders notify this device' })).toBeVisible();
    // The same press turned the board's beep on (a click is what browsers ask before playing sound).
    await expect(page.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-push-on-${testInfo.project.name}.png` });

    const order = await placeCollection(page);
    const path = new URL(endpoint).pathname;
    const messages = () =>
      service.received
        .filter((call) => call.path === path)
        .map((call) => decryptPush(call.body, keys) as { title: string; url: string });
    await expect.poll(() => messages().map((m) => m.title)).toContain(`New order ${order.OrderNumber}`);
    expect(messages().find((m) => m.title.endsWith(order.OrderNumber))?.url).toBe('/bistro/admin/orders');

    // Off again: the spec's stand-in stops with the test, so other specs' orders are not sent to it.
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Notify me of new orders' })).toBeVisible();
  } finally {
    await service.close();
  }
});
