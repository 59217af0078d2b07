import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { lastEmailTo } from './account-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * Roles and accounts (ADR 0027) on the test brand of e2e/brands/roles.json: an owner invites staff, the
 * invitee sets their own password from the emailed link, sees the staff screens only, and is shut out the
 * moment the owner removes them. A platform admin creates a brand from a brand file and invites its owner.
 */
const BRAND = 'roles';
const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;

async function signIn(page: Page, email: string, section: string, heading: string) {
  await page.goto(`/${BRAND}/admin/${section}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A screenshot for a person to look at (ADMIN_SHOTS_DIR), and axe's serious and critical findings: none. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A staff access token through the API, as any client would get one. */
async function staffToken(page: Page, email: string, password: string) {
  const xsrf = await xsrfToken(page);
  const response = await page.request.post('/api/admin/Token', {
    data: { grant_type: 'password', username: email, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: { access_token: string } }).Data.access_token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, BrandFlavor: BRAND });

test('an owner invites staff, who set their own password, see only the staff screens, and are shut out when removed', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, an email and a removal: more than the default 30 s on a busy two-core machine.
  test.slow();
  const email = `staff-${randomUUID().slice(0, 8)}@roles.test`;
  const name = `Sam ${testInfo.project.name}`;
  const chosen = 'my-own-staff-password';

  await signIn(page, `owner@${BRAND}.test`, 'team', 'Team');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members).toContainText(`owner@${BRAND}.test`);
  await expect(members.getByText('(you)')).toBeVisible();

  // The form checks with the contract's schema before sending.
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Enter their name')).toBeVisible();
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Email').fill(email);
  await expect(invite.getByLabel(/^Staff/)).toBeChecked();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending).toContainText(email);
  await check(page, testInfo, 'roles-team');

  const mail = await lastEmailTo(page, email);
  expect(mail.subject).toContain('Roles Kitchen back office');
  const link = /https?:\/\/\S+accept-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The invitee, in a browser of their own.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staffPage = await staffContext.newPage();
  // The fixture watches the owner's page; the invitee's is watched here. A removed member's refused calls
  // (401, then the refused refresh's 400) are the point of the test's end.
  const staffErrors: string[] = [];
  staffPage.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[01]/.test(m.text())) staffErrors.push(m.text());
  });
  staffPage.on('pageerror', (error) => staffErrors.push(error.message));
  await staffPage.goto(link!);
  await expect(staffPage.getByRole('heading', { name: 'Join the Roles Kitchen back office' })).toBeVisible();
  await expect(staffPage.getByText(email)).toBeVisible();
  await staffPage.getByLabel('Password', { exact: true }).fill('short');
  await staffPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(staffPage.getByText('Use at least 8 characters')).toBeVisible();
  await check(staffPage, testInfo, 'roles-accept');
  await staffPage.getByLabel('Password', { exact: true }).fill(chosen);
  await staffPage.getByRole('button', { name: 'Set password and sign in' }).click();

  // Signed in as staff: orders, stock and channels, not the owners' screens.
  await expect(staffPage.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const nav = staffPage.getByRole('navigation', { name: 'Back office' });
  // The staff screens of what this brand offers: it takes no table bookings and holds no events (ADR 0040).
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Stock', 'Channels']);
  await expect(staffPage.getByText(`${name} · Staff`)).toBeVisible();
  await nav.getByRole('link', { name: 'Stock' }).click();
  await expect(staffPage.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();

  // The link worked once.
  const again = await staffContext.newPage();
  await again.goto(link!);
  await expect(again.getByRole('alert')).toContainText('expired, was revoked or was already used');
  await again.close();

  // The server refuses the owners' routes to their token, whatever the screens offer.
  const token = await staffToken(staffPage, email, chosen);
  for (const path of ['team', 'settings', 'audit'])
    expect((await page.request.get(`/api/admin/${BRAND}/${path}`, { headers: bearer(token) })).status()).toBe(
      403,
    );
  const invited = await page.request.post(`/api/admin/${BRAND}/team/invitations`, {
    headers: bearer(token),
    data: { Email: `x-${email}`, Name: 'X', Role: 'BrandOwner' },
  });
  expect(invited.status()).toBe(403);
  expect((await page.request.get(`/api/admin/${BRAND}/orders`, { headers: bearer(token) })).status()).toBe(
    200,
  );

  // The owner removes them.
  await page.reload();
  await expect(members).toContainText(email);
  await expect(pending).not.toContainText(email);
  await members.getByRole('button', { name: `Remove ${name}` }).click();
  await members.getByRole('button', { name: 'Confirm removal' }).click();
  await expect(members).not.toContainText(email);

  // Their next call is refused: the token still within its 15 minutes, and the open back office.
  expect((await page.request.get(`/api/admin/${BRAND}/orders`, { headers: bearer(token) })).status()).toBe(
    401,
  );
  await nav.getByRole('link', { name: 'Channels' }).click();
  await expect(staffPage.getByRole('alert')).toContainText(/sign in/i);
  await staffPage.reload();
  await expect(staffPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(staffErrors).toEqual([]);
  await staffContext.close();
});

test('the last owner cannot remove themself; owners do not see the platform screens', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409 .*\/remove/);
  await signIn(page, `owner@${BRAND}.test`, 'team', 'Team');
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Brands' }),
  ).toHaveCount(0);
  const members = page.getByRole('region', { name: 'Members' });
  const me = members.getByRole('listitem').filter({ hasText: '(you)' });
  await me.getByRole('button', { name: /^Remove/ }).click();
  await expect(me.getByText('Remove yourself?')).toBeVisible();
  await me.getByRole('button', { name: 'Confirm removal' }).click();
  await expect(members.getByRole('alert')).toContainText('last owner');
  await expect(me).toBeVisible();
  // Not signed out: the board still opens.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a platform admin creates a brand from a brand file and invites its owner, who joins it', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // One brand per project (BrandId 79 is the roles brand; the new one takes the next id reserved for this spec).
  test.skip(testInfo.project.name !== 'desktop', 'creates BrandId 80 once');
  consoleErrors.allow(/status of 409 .*\/api\/admin\/platform\/brands/);
  await page.goto(`/${BRAND}/admin/brands`);
  await page.getByLabel('Email').fill('admin@storefront.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'All brands' });
  await expect(list).toContainText('Roles Kitchen');

  const file = JSON.parse(readFileSync('e2e/brands/roles.json', 'utf8')) as {
    WebCustomer: { BrandData: { BrandId: number; BrandName: string; BrandFlavor: string } };
  };
  const form = page.getByRole('region', { name: 'New brand' });
  const owner = `founder-${randomUUID().slice(0, 8)}@roles.test`;
  // The roles brand as it is: it exists, and is not replaced from here.
  await form.getByLabel('Brand file (JSON)').setInputFiles({
    name: 'roles.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await form.getByLabel("Owner's name").fill('Fay Founder');
  await form.getByLabel("Owner's email").fill(owner);
  await form.getByRole('button', { name: 'Create brand and invite owner' }).click();
  await expect(form.getByRole('alert')).toContainText("A brand 'roles' already exists");

  file.WebCustomer.BrandData = {
    ...file.WebCustomer.BrandData,
    BrandId: 80,
    BrandName: 'Roles Annex',
    BrandFlavor: 'roles-annex',
  };
  await form.getByLabel('Brand file (JSON)').setInputFiles({
    name: 'roles-annex.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await form.getByRole('button', { name: 'Create brand and invite owner' }).click();
  await expect(form.getByRole('status')).toContainText(`Roles Annex is created and ${owner} is invited`);
  await expect(list.getByRole('listitem').filter({ hasText: 'Roles Annex' })).toContainText(
    '1 pending invitation',
  );
  await check(page, testInfo, 'roles-brands');

  const mail = await lastEmailTo(page, owner);
  const link = /https?:\/\/\S+accept-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toContain('/roles-annex/admin/accept-invitation');
  const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(link!);
  await ownerPage.getByLabel('Password', { exact: true }).fill('founder-password-1');
  await ownerPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(ownerPage.getByText('Fay Founder · Owner')).toBeVisible();
  const nav = ownerPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Brands' })).toHaveCount(0);
  await ownerContext.close();
});
