import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

/**
 * The back office shows the tools of what the brand offers (issue 30, domain back-office-tools.ts): a car or
 * parts dealer gets no kitchen busy mode, kitchen ticket, table bookings or events; the bistro keeps them all.
 */
const PASSWORD = 'e2e-staff-password';

async function signInToBoard(page: Page, brand: string) {
  await page.goto(`/${brand}/admin/orders`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

for (const brand of ['parts', 'motors'] as const) {
  test(`the ${brand} dealer's back office has no restaurant tools`, async ({ page }, testInfo) => {
    await signInToBoard(page, brand);
    await expect(nav(page).getByRole('link', { name: 'Enquiries' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Events' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Busy mode' })).toHaveCount(0);
    const autoPrint = page.getByLabel('Print on accept');
    await expect(autoPrint.getByRole('option')).toHaveText(['Off', 'Order ticket', 'Ticket and receipt']);
    await saveScreenshot(page, testInfo, `admin-tools-${brand}`);

    // Channels: delivery and collection, the ones its checkout offers; no eat-in.
    await nav(page).getByRole('link', { name: 'Channels' }).click();
    await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Delivery', 'Collection']);
    // Slot capacity goes with busy mode.
    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText(/per 15 minutes/)).toHaveCount(0);
  });
}

test("the bistro's back office keeps its kitchen, bookings and events", async ({ page }) => {
  await signInToBoard(page, 'bistro');
  for (const name of ['Bookings', 'Events'])
    await expect(nav(page).getByRole('link', { name })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Busy mode' })).toBeVisible();
  await expect(page.getByText('Lead times now:')).toContainText('Eat in');
  await expect(
    page.getByLabel('Print on accept').getByRole('option', { name: 'Kitchen ticket' }),
  ).toHaveCount(1);
});
