import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { brandItem } from './support/brand-storage';
import { xsrfToken } from './support/xsrf';

/** Helpers of the account, auth and orders specs: accounts made through the API, logins through the page. */

export interface Account {
  email: string;
  password: string;
  first: string;
  last: string;
}

/** A new customer for one test: the email is unique across projects and runs. */
export function newAccount(testInfo: TestInfo, first = 'Ada'): Account {
  const id = `${testInfo.project.name}-${Date.now()}-${randomUUID().slice(0, 8)}`;
  return { email: `e2e-${id}@example.com`, password: `Pw-${randomUUID()}`, first, last: 'Lovelace' };
}

/** The anti-forgery header a state-changing call needs (ADR 0004). */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = await xsrfToken(page);
  expect(token, 'the XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': token };
}

/** Registers an account through the API (for tests about what comes after registration). */
export async function registerThroughApi(page: Page, brand: string, account: Account): Promise<void> {
  const response = await page.request.post('/api/Customer/register', {
    data: {
      BrandFlavor: brand,
      CustomerEmail: account.email,
      CustomerPassword: account.password,
      CustomerFirstName: account.first,
      CustomerLastName: account.last,
    },
    headers: { BrandFlavor: brand, ...(await xsrfHeaders(page)) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs in through the login page and waits for the header to greet the customer. */
export async function logInThroughPage(page: Page, brand: string, account: Account): Promise<void> {
  await page.goto(`/${brand}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: /^(Log In|Distributor Login)$/ }).click();
  await expect(accountMenuButton(page)).toBeVisible();
}

/** The header's account menu button (both widths). */
export function accountMenuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /account menu/ });
}

/** Signs out through the account menu (spec §2 Header, §4 Logout). */
export async function signOut(page: Page): Promise<void> {
  const signOutItem = page.getByRole('menuitem', { name: 'Sign Out' });
  // The menu opens on the button's press; should a re-render of the header close it again (the account read
  // again after a sign-in), it is opened once more rather than waited for until the test's time runs out.
  await expect(async () => {
    if (!(await signOutItem.isVisible())) await accountMenuButton(page).click();
    await expect(signOutItem).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await signOutItem.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountMenuButton(page)).toHaveCount(0);
}

/** The last email the development mailbox holds for an address. */
export async function lastEmailTo(page: Page, email: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/mailbox.json');
      const { messages } = (await response.json()) as {
        messages: { recipient: string; subject: string; text: string }[];
      };
      found = messages.find((m) => m.recipient === email);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Places an order through the API as the logged-in customer (the checkout screens are another issue's). */
export async function placeOrderThroughApi(
  page: Page,
  brand: string,
  body: Record<string, unknown>,
): Promise<{ OrderId: number; OrderNumber: string; Total: number }> {
  const token = await brandItem(page, 'local', brand, 'access_token');
  if (typeof token !== 'string') throw new Error(`not logged in at ${brand}`);
  const response = await page.request.post('/api/Order/v2/placeOrder', {
    data: { BrandFlavor: brand, ...body },
    headers: { Authorization: `Bearer ${token}`, BrandFlavor: brand, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: { OrderId: number; OrderNumber: string; Total: number } }).Data;
}
