import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Order } from '@storefront/contract/order';
import { orderStageOf } from '@storefront/domain/due-time';
import { stageLabel } from '@storefront/domain/order-status';
import { expect, newVisitorPage, seriousA11yViolations, test } from './fixtures';
import { setBrandItems } from './support/brand-storage';
import { xsrfToken } from './support/xsrf';

const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;

async function signIn(page: Page, brand: string, section: string, heading: string) {
  await page.goto(`/${brand}/admin/${section}`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

async function signInToBoard(page: Page, brand: string) {
  await signIn(page, brand, 'orders', 'Orders');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

/** Places a guest order through the API as the storefront would (anti-forgery cookie and header). */
async function placeOrder(
  page: Page,
  brand: string,
  itemId = 10003,
  option = 'Pickup',
  extras?: { ExtraTitle: string; ExtraQuantity: number; Group: string }[],
) {
  return page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: brand,
      OrderOption: option,
      Guest: {
        Email: `guest-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Gina',
        LastName: 'Guest',
        Mobile: '+44 7700 900555',
      },
      Lines: [{ ItemId: itemId, Quantity: 1, ...(extras ? { ExtraDetail: extras } : {}) }],
      Notes: 'No onions',
      ...(option === 'Delivery'
        ? { Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' } }
        : {}),
    },
    headers: {
      BrandFlavor: brand,
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
}

async function placeGuestOrder(page: Page, brand: string) {
  const response = await placeOrder(page, brand);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: Order & { GuestSession: string } }).Data;
}

/**
 * The test brand the back-office specs change (e2e/brands/backoffice*.json): one per project, so the desktop
 * and mobile runs, which run at the same time, never see each other's stock, channels or colours.
 */
const officeBrand = (testInfo: TestInfo) =>
  testInfo.project.name === 'mobile' ? 'backoffice-m' : 'backoffice';

const cssVariable = (locator: Locator, name: string) =>
  locator.evaluate((element, property) => getComputedStyle(element).getPropertyValue(property).trim(), name);

/** A screenshot for a person to look at (ADMIN_SHOTS_DIR), and axe's serious and critical findings: none. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a new order reaches the open board live, is accepted with a time, and the customer sees it live @phone', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers and five steps: more than the default 30 s on a busy two-core machine.
  test.slow();
  await signInToBoard(page, 'bistro');

  const order = await placeGuestOrder(page, 'bistro');
  const card = page.locator(`[data-order-id="${order.OrderId}"]`);
  // No reload: the event stream brings it, with a visible alert. How fast (the 2 s goal) is measured by
  // `npm run bench -- board`, not here: a test on a shared machine that times it fails when the machine is busy.
  await expect(card).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: order.OrderNumber })).toBeVisible();
  await expect(card.getByText('Placed', { exact: true })).toBeVisible();
  // When the kitchen owes it, on London's clock: ASAP from when it was placed (the opening time if closed).
  const due = new Date(order.DueAt ?? '').toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  await expect(card).toContainText(`ASAP · Due ${due}`);

  // The customer's confirmation page is open in another browser.
  const customer = await newVisitorPage(browser, page);
  await customer.goto('/bistro/home');
  await setBrandItems(customer, 'session', 'bistro', { access_token: order.GuestSession });
  await customer.goto(`/bistro/order-confirmation/${order.OrderId}`);
  const status = customer.locator('.confirmation__status');
  await expect(status).toHaveText('Placed');

  await card.getByLabel('Ready in').selectOption('20');
  await card.getByRole('button', { name: 'Accept' }).click();
  // Preparing at once while the bistro is open (the kitchen starts an ASAP order when it arrives); Accepted,
  // waiting for the opening, when it is closed. Card and customer say the same word.
  const accepted = stageLabel(orderStageOf({ ...order, Status: 'Accepted' }, new Date()), 'Pickup');
  await expect(card.getByText(accepted, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${testInfo.project.name}.png`, fullPage: true });

  // Pushed by the order's event stream (the page's fallback poll is every 5 s).
  await expect(status).toHaveText(accepted, { timeout: 3000 });
  await expect(customer.getByText(/expects it ready at about \d\d:\d\d/)).toBeVisible();
  if (SHOTS)
    await customer.screenshot({ path: `${SHOTS}/confirmation-${testInfo.project.name}.png`, fullPage: true });

  await card.getByRole('button', { name: 'Mark ready to collect' }).click();
  await expect(status).toHaveText('Ready to collect', { timeout: 3000 });
  await card.getByRole('button', { name: 'Mark collected' }).click();
  await expect(card.getByText('Collected', { exact: true })).toBeVisible();
  await customer.context().close();
});

test('a rejected order shows its reason on the board; staff sign-in refuses a wrong password', async ({
  page,
  consoleErrors,
}) => {
  // The refused sign-in is an answer the form shows, not a fault.
  consoleErrors.allow(/status of 400 .*\/api\/admin\/Token/);
  await page.goto('/bistro/admin/orders');
  await page.getByLabel('Email').fill('owner@bistro.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('email or password is incorrect');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const order = await placeGuestOrder(page, 'bistro');
  const card = page.locator(`[data-order-id="${order.OrderId}"]`);
  await expect(card).toBeVisible({ timeout: 2000 });
  await card.getByRole('button', { name: 'Reject…' }).click();
  await card.getByLabel('Reason for the customer').fill('The kitchen is closing early tonight');
  await card.getByRole('button', { name: 'Reject order' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText('The kitchen is closing early tonight');
});

test('an owner refunds part of a card-paid order from the board', async ({ page }, testInfo) => {
  await signInToBoard(page, 'bistro');
  const placed = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      PaymentMethod: 'Card',
      Guest: {
        Email: `card-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Cara',
        LastName: 'Card',
        Mobile: '+44 7700 900556',
      },
      Lines: [{ ItemId: 10003, Quantity: 2 }],
    },
    headers: {
      BrandFlavor: 'bistro',
      'Idempotency-Key': randomUUID(),
      'X-XSRF-TOKEN': await xsrfToken(page),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { Data: { OrderId: number; Total: number; GuestSession: string } })
    .Data;
  const pay = async (path: string, body: Record<string, unknown>) => {
    const res = await page.request.post(path, {
      data: { BrandFlavor: 'bistro', ...body },
      headers: {
        BrandFlavor: 'bistro',
        Authorization: `Bearer ${order.GuestSession}`,
        'X-XSRF-TOKEN': await xsrfToken(page),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { Data: Record<string, unknown> }).Data;
  };
  const started = await pay('/api/Payment/start', { OrderId: order.OrderId });
  await pay('/api/Payment/test/confirm', {
    ClientSecret: started.ClientSecret,
    CardNumber: '4242424242424242',
    Expiry: '12/34',
    Cvc: '123',
  });
  await pay('/api/Payment/check', { OrderId: order.OrderId, PaymentId: started.PaymentId });

  const card = page.locator(`[data-order-id="${order.OrderId}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Refund…' }).click();
  await expect(card.getByLabel('Refund to the card (£)')).toHaveValue(order.Total.toFixed(2));
  await card.scrollIntoViewIfNeeded();
  await check(page, testInfo, 'refund');
  await card.getByLabel('Refund to the card (£)').fill('9999');
  await card.getByLabel('Why (kept in the audit log)').fill('Missing side');
  await card.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(card.getByText(`At most £${order.Total.toFixed(2)} can be refunded`)).toBeVisible();
  await card.getByLabel('Refund to the card (£)').fill('1.50');
  await card.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(card).toContainText('paid by card, £1.50 refunded');
  await expect(card.getByLabel('Refund to the card (£)')).toHaveCount(0);
});

test.describe('stock, channels and settings', () => {
  // Two browsers (staff and customer) and several page loads each: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  const BURGERS = 9512;

  test('a dish marked out of stock disappears from ordering at once, and comes back', async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    const brand = officeBrand(testInfo);
    const customer = await newVisitorPage(browser, page);
    await customer.goto(`/${brand}/menu?catId=${BURGERS}`);
    const dish = customer.getByRole('article', { name: 'Classic Smash Burger', exact: true });
    const add = customer.getByRole('button', { name: 'Add Classic Smash Burger to cart', exact: true });
    await expect(add).toBeVisible();

    await signIn(page, brand, 'stock', 'Stock');
    const row = page.getByRole('listitem').filter({ hasText: 'Classic Smash Burger' });
    await expect(row.getByText('In stock', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mark out of stock for Classic Smash Burger' }).click();
    await expect(row.getByText('Out of stock', { exact: true })).toBeVisible();
    await check(page, testInfo, 'stock');

    // The customer's next look at the menu: the brand's label, no add button; the server refuses it too.
    await customer.reload();
    await expect(dish.getByText('Coming Soon')).toBeVisible();
    await expect(add).toHaveCount(0);
    const bread = [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' }];
    const refused = await placeOrder(customer, brand, 950008, 'Pickup', bread);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('Classic Smash Burger is sold out');

    await page.getByRole('button', { name: 'Mark in stock for Classic Smash Burger' }).click();
    await expect(row.getByText('In stock', { exact: true })).toBeVisible();
    await customer.reload();
    await expect(add).toBeVisible();
    consoleErrors.allow(/status of 409/);
    await customer.context().close();
  });

  test('stopping delivery shows customers the stopped-channel message; restarting brings checkout back', async ({
    page,
    browser,
  }, testInfo) => {
    const brand = officeBrand(testInfo);
    await signIn(page, brand, 'channels', 'Channels');
    const delivery = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Delivery' }) });
    // A retry starts where a failed try left the brand: with delivery stopped.
    const restart = delivery.getByRole('button', { name: 'Restart delivery orders' });
    await expect(
      restart.or(delivery.getByRole('button', { name: 'Stop delivery orders now' })),
    ).toBeVisible();
    if (await restart.isVisible()) {
      await restart.click();
      await expect(delivery.getByText('Taking orders', { exact: true })).toBeVisible();
    }
    await delivery.getByRole('button', { name: 'Stop delivery orders now' }).click();
    await expect(delivery.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(delivery).toContainText(
      'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
    );
    await check(page, testInfo, 'channels');

    const customer = await newVisitorPage(browser, page);
    await customer.goto(`/${brand}/menu?catId=${BURGERS}`);
    await customer
      .getByRole('button', { name: 'Add Grilled Chicken & Avocado Burger to cart', exact: true })
      .click();
    const popup = customer.getByRole('dialog', { name: 'Specify your Dish' });
    await popup.getByRole('radio', { name: 'Brioche bun' }).check();
    await popup.getByRole('button', { name: /^Add to cart/ }).click();
    await customer
      .getByRole('banner')
      .getByRole('button', { name: /^(Basket|Order), \d+ items?$/ })
      .click();
    const sideCart = customer.getByRole('dialog', { name: /^Your (basket|order)$/ });
    await sideCart.getByRole('button', { name: /^(Choose|Change) delivery type$/ }).click();
    await customer
      .getByRole('dialog', { name: /How would you like/ })
      .getByRole('button', { name: 'Delivery' })
      .click();
    await expect(
      sideCart.getByText('Sorry for the inconvenience, Home Delivery is not avaiable at moment'),
    ).toBeVisible();
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toHaveCount(0);
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/customer-stopped-${testInfo.project.name}.png` });
    const refused = await placeOrder(customer, brand, 950013, 'Delivery', [
      { ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' },
    ]);
    expect(refused.status()).toBe(409);

    await delivery.getByRole('button', { name: 'Restart delivery orders' }).click();
    await expect(delivery.getByText('Taking orders', { exact: true })).toBeVisible();
    // Asked afresh on the way to checkout: the button is back once the side cart reopens.
    await customer.reload();
    await customer
      .getByRole('banner')
      .getByRole('button', { name: /^(Basket|Order), \d+ items?$/ })
      .click();
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toBeVisible();
    await customer.context().close();
  });

  test('a colour change previews live, shows on the storefront, and the audit log says who made it', async ({
    page,
    browser,
  }, testInfo) => {
    const brand = officeBrand(testInfo);
    const colour = testInfo.project.name === 'mobile' ? '#0b6e4f' : '#1d3557';
    await signIn(page, brand, 'settings', 'Settings');
    const preview = page.getByTestId('settings-preview');
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(colour);
    // The preview follows before anything is saved.
    await expect.poll(() => cssVariable(preview, '--color-primary')).toBe(colour);
    await page.getByLabel('Tag line').fill('Made fresh for you');
    await check(page, testInfo, 'settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const customer = await newVisitorPage(browser, page);
    await customer.goto(`/${brand}/home`);
    // The page starts from the configuration it carries inline; getBrandInfo answers the same.
    await expect.poll(() => cssVariable(customer.locator('html'), '--color-primary')).toBe(colour);
    await expect(customer.getByRole('contentinfo').getByText('Made fresh for you')).toBeVisible();
    const info = await customer.request.get(`/api/Brand/getBrandInfo/${brand}/WebCustomer`);
    expect(
      ((await info.json()) as { Data: { TemplateData: { DynamicStyle: { PrimaryColors: string } } } }).Data
        .TemplateData.DynamicStyle.PrimaryColors,
    ).toBe(colour);
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/customer-colour-${testInfo.project.name}.png` });
    await customer.context().close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: 'Storefront settings' }).first();
    await expect(entry).toContainText(`owner@${brand}.test`);
    await expect(entry).toContainText(colour);
    await check(page, testInfo, 'audit');
  });
});
