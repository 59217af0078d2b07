import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;

/**
 * The test brand this spec changes (e2e/brands/config*.json): one per project, so the desktop and mobile runs,
 * which run at the same time, never see each other's delivery areas or banner.
 */
const configBrand = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'config-m' : 'config');

async function signIn(page: Page, brand: string, section: string, heading: string) {
  await page.goto(`/${brand}/admin/${section}`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A screenshot for a person to look at (ADMIN_SHOTS_DIR), and axe's serious and critical findings: none. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('an owner adds a delivery area with its fee; the postcode check and getConfig use it at once @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const brand = configBrand(testInfo);
  await signIn(page, brand, 'delivery', 'Delivery & hours');
  await expect(page.getByText('No areas: you deliver to every postcode.')).toBeVisible();

  // A new row takes the focus; saving it empty puts the problem next to the field and focuses it.
  await page.getByRole('button', { name: 'Add delivery area' }).click();
  const name = page.getByLabel('Area 1 name');
  await expect(name).toBeFocused();
  await page.getByRole('button', { name: 'Save delivery & hours' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText('Enter a name for the area')).toBeVisible();
  await expect(page.getByText('Enter at least one postcode area or district, such as N1')).toBeVisible();

  await name.fill('Islington');
  const postcodes = page.getByLabel('Area 1 postcodes');
  await postcodes.fill('n1, 12345');
  await page.getByLabel('Area 1 fee (£)').fill('4.25');
  await page.getByLabel('Area 1 minimum order (£)').fill('12');
  await page.getByRole('button', { name: 'Save delivery & hours' }).click();
  await expect(postcodes).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Use a postcode area ('N'), district")).toBeVisible();
  await postcodes.fill('n1, N5');
  await page.getByLabel('Delivery: notice in minutes').fill('30');
  await page.getByLabel('Collection: orders from').fill('09:45');

  // Branch hours: one more opening, on Monday.
  await page.getByRole('button', { name: /^Add opening hours/ }).click();
  const rows = page.getByRole('listitem').filter({ has: page.getByLabel('Opens') });
  const added = rows.last();
  await expect(added.getByLabel('Day')).toBeFocused();
  await added.getByLabel('Day').selectOption('Monday');
  await added.getByLabel('Opens').fill('07:00');
  await added.getByLabel('Closes').fill('10:00');

  await check(page, testInfo, 'admin-delivery-hours');
  await page.getByRole('button', { name: 'Save delivery & hours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: checkout uses it now.' })).toBeVisible();
  await expect(page.getByLabel('Area 1 postcodes')).toHaveValue('N1, N5');

  // Saved for real: a reload shows it, and the storefront uses it.
  await page.reload();
  await expect(page.getByLabel('Area 1 name')).toHaveValue('Islington');
  await expect(page.getByLabel('Area 1 fee (£)')).toHaveValue('4.25');
  await expect(page.getByLabel('Collection: orders from')).toHaveValue('09:45');

  await page.goto(`/${brand}/postcode-iframe`);
  const field = page.getByLabel('Postcode');
  await field.fill('n1 7aa');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('We deliver to N1 7AA: £4.25 delivery, minimum order £12.00')).toBeVisible();
  await field.fill('se1 9sg');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Sorry, we do not deliver to SE1 9SG')).toBeVisible();

  const xsrf = await xsrfToken(page);
  const config = await page.request.post(`/api/Order/v2/getConfig/${brand}`, {
    data: {},
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(await config.json()).toMatchObject({
    Data: { MinDeliveryTime: 30, CollectionFrom: '09:45', DeliveryAreas: [{ Name: 'Islington' }] },
  });
});

test('an owner uploads a banner image and the storefront home shows it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  const brand = configBrand(testInfo);
  // The refused upload below answers 415, which Chromium reports on the console.
  consoleErrors.allow(/status of 415/);
  await signIn(page, brand, 'settings', 'Settings');
  const banner = page.getByLabel('Banner', { exact: true });

  // Not an image, whatever its name says: refused, with the message next to the field.
  await banner.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Only PNG, JPEG, WebP or GIF images can be uploaded')).toBeVisible();
  await expect(banner).toHaveAttribute('aria-invalid', 'true');

  // A real PNG: a picture of the page itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 90 } });
  await banner.setInputFiles({ name: 'summer-banner.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Current banner' });
  await expect(preview).toBeVisible();
  const url = await preview.getAttribute('src');
  expect(url).toMatch(/^\/uploads\/\d+\/[0-9a-f]{64}\.png$/);
  await expect(banner).not.toHaveAttribute('aria-invalid');

  // Served back as it was sent, cached for a long time.
  const served = await page.request.get(url!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  // Opened on its own it may run nothing; shown on the home page below all the same.
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'");
  expect(Buffer.compare(await served.body(), png)).toBe(0);

  await check(page, testInfo, 'admin-settings-banner');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved: the storefront shows it now.' }),
  ).toBeVisible();

  await page.goto(`/${brand}/home`);
  const shown = page.locator(`img[src="${url}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The upload is in the audit log.
  await page.goto(`/${brand}/admin/audit`);
  await expect(page.getByText('Image summer-banner.png')).toBeVisible();
});
