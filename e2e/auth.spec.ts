import type { Page } from '@playwright/test';
import { expect, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { brandItem } from './support/brand-storage';
import {
  accountMenuButton,
  lastEmailTo,
  logInThroughPage,
  newAccount,
  registerThroughApi,
  signOut,
} from './account-helpers';

/**
 * Issue 5, accounts in the browser: registration, login and logout; a refused login; the password reset
 * through the development mailbox; where the login goes next; what the browser keeps after a login.
 */

const main = (page: Page) => page.getByRole('main');

test('registration logs the new customer in; they log out, log in again and log out', async ({
  page,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  const account = newAccount(testInfo, 'Grace');
  await page.goto('/bistro/menu');
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();

  await page.goto('/bistro/login');
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await main(page).getByLabel('First name').fill(account.first);
  await main(page).getByLabel('Last name').fill(account.last);
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Mobile number (optional)').fill('+44 7700 900123');
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Create account' }).click();

  // Logged in, and back on the page before the sign-in pages (the last route).
  await expect(page).toHaveURL(/\/bistro\/menu$/);
  await expect(accountMenuButton(page)).toBeVisible();
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu')).toContainText(`${account.first} ${account.last}`);
  await page.keyboard.press('Escape');
  // Closed before the next click on the same button: a click on a menu still closing toggles it shut again.
  await expect(page.getByRole('menu')).toBeHidden();

  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await logInThroughPage(page, 'bistro', account);
  await expect(page).toHaveURL(/\/bistro\/menu$/);
  await signOut(page);
});

test('registration shows the problems next to their fields, and a taken email at the email', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 409 .*\/api\/Customer\/register/);
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await page.goto('/bistro/registeruser');
  await main(page).getByRole('button', { name: 'Create account' }).click();

  const first = main(page).getByLabel('First name');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(/Enter your first name/);
  await expect(main(page).getByLabel('Email address')).toHaveAccessibleDescription(
    /Enter a valid email address/,
  );
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Use at least 8 characters/,
  );

  await first.fill(account.first);
  await expect(first).not.toHaveAttribute('aria-invalid');
  await main(page).getByLabel('Last name').fill(account.last);
  await main(page).getByLabel('Email address').fill(account.email.toUpperCase());
  await main(page).getByLabel('Password', { exact: true }).fill('a long enough password');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  const email = main(page).getByLabel('Email address');
  await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
  await expect(email).toBeFocused();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test('a wrong password is refused with the server’s message, and nothing is stored', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 400 .*\/Token\)/);
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await page.goto('/bistro/login');
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill('not the password');
  const submit = main(page).getByRole('button', { name: 'Log In' });
  await submit.click();
  await expect(main(page).getByRole('alert')).toHaveText('The email or password is incorrect');
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/bistro\/login$/);
  expect(await brandItem(page, 'local', 'bistro', 'access_token')).toBeNull();

  // An unknown email reads the same (no account enumeration).
  await main(page).getByLabel('Email address').fill(`nobody-${account.email}`);
  await submit.click();
  await expect(main(page).getByRole('alert')).toHaveText('The email or password is incorrect');
});

test('the login is labelled for distributors, and guest=false hides the guest checkout', async ({ page }) => {
  await page.goto('/wholesale/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Distributor Login' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Distributor Login' })).toBeVisible();

  await page.goto('/bistro/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await page.goto('/bistro/login?guest=false');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
});

test('continuing as guest starts a guest session and opens the guest checkout, training kept', async ({
  page,
}) => {
  await page.goto('/bistro/login?training=true');
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  const guest = main(page).getByRole('region', { name: 'Continue as guest' });
  await expect(guest.getByLabel('Email address')).toBeFocused();
  await guest.getByLabel('Email address').fill('gia.guest@example.com');
  await guest.getByLabel('First name').fill('Gia');
  await guest.getByLabel('Mobile number').fill('+44 7700 900777');
  await guest.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/bistro\/guest\?training=true$/);
  expect(await brandItem(page, 'session', 'bistro', 'access_token')).toMatch(/.{20,}/);
  expect(await brandItem(page, 'local', 'bistro', 'guestEmail')).toBe('gia.guest@example.com');
});

test('after a login the visitor goes to the redirect, else the last route, with training kept', async ({
  page,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await page.goto('/bistro/delete-account');
  await main(page).getByRole('link', { name: 'Log in to continue' }).click();
  await expect(page).toHaveURL(/\/bistro\/login\?guest=false$/);
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/bistro\/delete-account$/);
  await expect(main(page).getByRole('button', { name: 'Delete my account' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/bistro/login?training=true&redirect=previous-order');
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/bistro\/previous-order\?training=true$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Previous orders' })).toBeVisible();
});

test('forgot password: the same answer for any email; the emailed link sets a new password', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  // The used link is refused with a 400.
  consoleErrors.allow(/status of 400 .*\/api\/Customer\/resetPassword/);
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);

  await page.goto('/bistro/login');
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  // The email typed on the login page comes along.
  await expect(main(page).getByLabel('Email address')).toHaveValue(account.email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  const answer = main(page).getByRole('status');
  await expect(answer).toContainText('Check your email.');
  const known = await answer.innerText();

  await main(page).getByRole('button', { name: 'send the link again' }).click();
  await main(page).getByLabel('Email address').fill(`unknown-${account.email}`);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('status')).toContainText('Check your email.');
  expect(await main(page).getByRole('status').innerText()).toBe(known);

  const mail = await lastEmailTo(page, account.email);
  const link = /https?:\/\/\S+\/bistro\/forgot-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  // As the customer would open it from their mail (the development mailbox frames each email's HTML).
  await page.goto(link!);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar (analytics and the Referer header would carry it).
  await expect(page).toHaveURL(/\/bistro\/forgot-password$/);

  const newPassword = `${account.password}-new`;
  await main(page).getByLabel('New password', { exact: true }).fill('short');
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Use at least 8 characters/,
  );
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/bistro\/login$/);
  await expect(main(page).getByRole('status')).toHaveText('Your password has been changed. Please log in.');

  await logInThroughPage(page, 'bistro', { ...account, password: newPassword });

  // The link works once.
  await page.goto(link!);
  await main(page).getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByRole('alert')).toContainText('This link has expired or was already used');
  await main(page).getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
});

test('after a login the browser storage holds neither the password nor the refresh token', async ({
  page,
}, testInfo) => {
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await page.goto('/bistro/login');
  const tokenAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/Token' && response.request().method() === 'POST',
  );
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(accountMenuButton(page)).toBeVisible();

  const response = await tokenAnswer;
  const setCookie = (await response.headersArray()).find(
    (h) => h.name.toLowerCase() === 'set-cookie' && /^refresh_token_\d+=/.test(h.value),
  );
  expect(setCookie, 'the refresh token cookie').toBeTruthy();
  expect(setCookie!.value).toMatch(/HttpOnly/i);
  const refreshToken = decodeURIComponent(/^refresh_token_\d+=([^;]+)/.exec(setCookie!.value)![1]!);
  expect(refreshToken.length).toBeGreaterThan(20);

  const stored = await page.evaluate(() => {
    const all: Record<string, string> = {};
    for (const area of [localStorage, sessionStorage])
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i)!;
        all[`${area === localStorage ? 'local' : 'session'}:${key}`] = area.getItem(key) ?? '';
      }
    return all;
  });
  expect(stored['local:access_token'], 'the access token is stored (ADR 0008)').toMatch(/"bistro":".+"/);
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  for (const [key, value] of Object.entries(stored)) {
    for (const secret of [account.password, base64(account.password), refreshToken])
      expect(value.includes(secret), `${key} holds a secret`).toBe(false);
  }
  // Nor can a script read the refresh cookie.
  expect(await page.evaluate(() => document.cookie)).not.toContain(refreshToken);
});

test('signing out revokes the login on the server: the refresh cookie no longer works', async ({
  page,
}, testInfo) => {
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  // The brand's own refresh cookie (ADR 0040: one per brand).
  const isRefreshCookie = (c: { name: string }) => /^refresh_token_\d+$/.test(c.name);
  const cookie = (await page.context().cookies()).find(isRefreshCookie);
  expect(cookie, 'the refresh cookie').toBeTruthy();
  await signOut(page);
  // The server also told the browser to drop the cookie; the token itself must be dead, not just forgotten.
  expect((await page.context().cookies()).some(isRefreshCookie)).toBe(false);
  const refresh = await page.request.post('/Token', {
    form: { grant_type: 'refresh_token', refresh_token: cookie!.value },
    headers: { BrandFlavor: 'bistro' },
  });
  expect(refresh.status()).toBe(400);
  expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');
});

for (const route of ['login', 'registeruser', 'forgot-password'] as const) {
  test(`${route} has no serious accessibility violations, and a screenshot`, async ({ page }, testInfo) => {
    await page.goto(`/bistro/${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // With the messages showing, too.
    await main(page)
      .getByRole('button', { name: /^(Log In|Create account|Send reset link)$/ })
      .click();
    await expect(main(page).locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (route !== 'forgot-password') {
      await page.goto(`/bistro/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreenshot(page, testInfo, `account-${route}`);
    }
  });
}
