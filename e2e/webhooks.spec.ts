import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from '@playwright/test';
import { verifyWebhook } from '../apps/api/src/modules/webhooks/verify-webhook.example';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';

/**
 * Webhooks in the back office (issue 35): the owner registers an endpoint pointing at a receiver this spec
 * runs on 127.0.0.1 (the e2e server allows private addresses: OUTBOUND_ALLOW_PRIVATE in playwright.config.ts),
 * places an order on the storefront, reads the delivery in the log with the receiver's 200, and resends it:
 * the receiver gets the same event twice, each signed with the endpoint's secret.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: records every call and answers 200. Other specs' bistro orders reach it too. */
async function startReceiver() {
  const calls: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${randomUUID().slice(0, 8)}`,
    /** The calls telling of one order. */
    callsFor: (orderNumber: string) =>
      calls.filter(
        (c) => (JSON.parse(c.body) as { data?: { OrderNumber?: string } }).data?.OrderNumber === orderNumber,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks a call's signature with the verifier docs/webhooks.md gives receivers. */
const verify = (secret: string, call: Received) =>
  verifyWebhook(secret, String(call.headers['storefront-signature'] ?? ''), call.body);

/** A guest's collection order of a garlic bread through bistro's checkout, in a browser of its own. */
async function placeOrderOnStorefront(browser: Browser, page: Page): Promise<string> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shopper = await context.newPage();
  await shopper.goto('/bistro/privacy-policy');
  await shopper.evaluate(() => {
    const bread = {
      RecipeId: 10001,
      RecipeTitle: 'Garlic Bread',
      RecipePrice: 4.5,
      recipeTotal: 4.5,
      RecipeImage: null,
      RecipeQuantity: 1,
      IsDiscountedItem: false,
      socialDiscountItem: false,
      RecipeMaxBuyAllowed: null,
      RecipeExtraObject: [],
    };
    localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: [bread] }));
    localStorage.setItem('cartProductItems', JSON.stringify({ bistro: [] }));
    localStorage.setItem('welcomeMessageClosed', JSON.stringify(['bistro']));
    localStorage.setItem('visitSeenAt', String(Date.now()));
    localStorage.setItem('trackingConsent', JSON.stringify({ bistro: 'declined' }));
  });
  await shopper.goto('/bistro/checkout');
  await shopper.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guest = shopper
    .locator('form')
    .filter({ has: shopper.getByRole('button', { name: 'Continue to checkout' }) });
  await guest.getByLabel('Email address').fill(`hooks-${randomUUID().slice(0, 8)}@example.test`);
  await guest.getByLabel('First name').fill('Wanda');
  await guest.getByLabel('Mobile number').fill('07700 900789');
  await guest.getByRole('button', { name: 'Continue to checkout' }).click();
  await shopper.getByRole('radio', { name: 'Collection' }).check();
  await shopper
    .getByRole('complementary', { name: 'Your order' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(shopper).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  const number = (await shopper.locator('.confirmation__number strong').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await context.close();
  return number;
}

async function signIn(page: Page) {
  await page.goto('/bistro/admin/webhooks');
  await page.getByLabel('Email').fill('owner@bistro.test');
  await page.getByLabel('Password').fill('e2e-staff-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
}

/** Adds the endpoint through the form, first showing a refusal of the server by the address field. */
async function addEndpoint(page: Page, url: string, description: string): Promise<Locator> {
  const form = page.getByRole('region', { name: 'Add a webhook' });
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByLabel('Address')).toBeFocused();
  await expect(form.getByText('Choose at least one event')).toBeVisible();
  await form.getByLabel('Address').fill('http://10.0.0.5/hooks');
  await form.getByRole('checkbox', { name: /^order\.placed/ }).check();
  await form.getByLabel(/^Description/).fill(description);
  // The server's refusal of an address (a private one, in production) is shown by the field.
  await page.route('**/api/admin/bistro/webhooks', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            Info: {
              Status: 400,
              Message: 'Invalid request: body.Url: 10.0.0.5 is not a public internet address',
            },
          }),
        })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByLabel('Address')).toHaveAccessibleDescription(
    /10\.0\.0\.5 is not a public internet address/,
  );
  await page.unroute('**/api/admin/bistro/webhooks');
  // Corrected, the message goes as the address is typed.
  await form.getByLabel('Address').fill(url);
  await expect(form.getByLabel('Address')).not.toHaveAccessibleDescription(/not a public internet address/);
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByRole('status')).toContainText(`Added ${url}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
  await expect(card).toContainText(description);
  return card;
}

test('the owner registers a webhook, sees the order it was told of delivered with a 200, and resends it @phone', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // The refusal the spec stands in for the server (addEndpoint) is a 400 the browser reports.
  consoleErrors.allow(
    /status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/api\/admin\/bistro\/webhooks\)/,
  );
  const receiver = await startReceiver();
  try {
    await signIn(page);
    const card = await addEndpoint(page, receiver.url, `E2E receiver ${testInfo.project.name}`);
    // Just added: the secret is shown, to be copied into the receiver.
    const secret = (await card.locator('.hook-secret__value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    const orderNumber = await placeOrderOnStorefront(browser, page);
    await expect.poll(() => receiver.callsFor(orderNumber).length, { timeout: 20_000 }).toBe(1);

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = card.getByRole('region', { name: 'Deliveries' });
    const delivery = log.getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
    await expect(delivery).toContainText('order.placed');
    await expect(delivery).toContainText('Sent');
    await expect(delivery).toContainText('200');
    // The endpoint's summary says the same as its log.
    await expect(card.getByText(/^Last delivery:/)).toContainText('Sent');
    // Opened from the keyboard: the attempt and the payload.
    await delivery.locator('summary').focus();
    await page.keyboard.press('Enter');
    const attempts = delivery.getByRole('table', { name: 'Attempts, oldest first' });
    await expect(attempts.getByRole('row')).toHaveCount(2);
    await expect(attempts).toContainText('received');
    await expect(delivery.locator('pre')).toContainText(`"OrderNumber": "${orderNumber}"`);
    await saveScreenshot(page, testInfo, 'webhooks-delivery-log');
    if (testInfo.project.name === 'mobile') await expectNoHorizontalOverflow(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await delivery.getByRole('button', { name: /^Resend/ }).click();
    await expect.poll(() => receiver.callsFor(orderNumber).length, { timeout: 20_000 }).toBe(2);
    const [first, again] = receiver.callsFor(orderNumber) as [Received, Received];
    const eventId = (call: Received) => (JSON.parse(call.body) as { id: string }).id;
    expect(eventId(again)).toBe(eventId(first));
    expect(again.headers['storefront-event-id']).toBe(eventId(first));
    expect(verify(secret, first)).toBe(true);
    expect(verify(secret, again)).toBe(true);
    expect(verify(`${secret}x`, again)).toBe(false);
    // The log reads itself again while the resend is on its way: two attempts, both answered 200.
    await expect(attempts.getByRole('row')).toHaveCount(3, { timeout: 15_000 });
    await expect(delivery).toContainText('Sent');

    // Removed after a question, so other specs' orders stop calling a receiver that is gone.
    await card.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this webhook?' });
    await dialog.getByRole('button', { name: 'Remove webhook' }).click();
    await expect(page.getByRole('heading', { name: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('staff are not offered the webhooks: the screen is for owners', async ({ page }) => {
  await page.goto('/bistro/admin/webhooks');
  await page.getByLabel('Email').fill('staff@bistro.test');
  await page.getByLabel('Password').fill('e2e-staff-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Stock' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
});
