import type { Page } from '@playwright/test';
import { logInThroughPage, newAccount, registerThroughApi } from './account-helpers';
import {
  expect,
  expectNoHorizontalOverflow,
  logIn,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from './fixtures';

/**
 * The account's table bookings and event tickets (issue 30): the demo customer's, booked signed in by the
 * demo history (apps/api/src/demo/demo-past.ts), listed from the account page; another customer sees none of
 * them; a brand without table bookings or events has no such link.
 */
const main = (page: Page) => page.getByRole('main');

test('a customer finds their table bookings and event tickets from the account page @phone', async ({
  page,
}, testInfo) => {
  await logIn(page, 'bistro');
  await page.goto('/bistro/updateaccount');
  await main(page).getByRole('link', { name: 'Bookings and tickets' }).click();
  await expect(page).toHaveURL(/\/bistro\/my-bookings$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bookings and tickets' })).toBeVisible();

  const upcoming = main(page).getByRole('region', { name: 'Upcoming' });
  const table = upcoming.getByRole('article', { name: /^Table for 2 guests, / }).first();
  await expect(table).toContainText('Copperleaf');
  await expect(table).toContainText(/Reference R-[A-Z0-9]{6}/);
  await expect(table).toContainText('Booked');
  const ticket = upcoming.getByRole('article', { name: /· 2 tickets, / }).first();
  await expect(ticket).toContainText(/Reference E-[A-Z0-9]{6}/);
  await expect(ticket).toContainText('To pay at the door');
  await expect(main(page).getByRole('link', { name: 'Book a table' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'account-bookings');
});

test("another customer of the brand sees none of the demo customer's bookings", async ({
  page,
}, testInfo) => {
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  await page.goto('/bistro/my-bookings');
  const upcoming = main(page).getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByText('Nothing booked for the days ahead.')).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(0);
});

test('a brand without table bookings or events links to none, and the page asks a visitor to log in', async ({
  page,
}) => {
  await page.goto('/bistro/my-bookings');
  await expect(page).toHaveURL(/\/bistro\/login\?guest=false$/);
  await logIn(page, 'grocer');
  await page.goto('/grocer/updateaccount');
  await expect(main(page).getByRole('link', { name: 'Previous orders' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Bookings|tickets/ })).toHaveCount(0);
});
