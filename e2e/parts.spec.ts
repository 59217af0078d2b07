import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';

const cards = (page: Page) => page.locator('.parts-page article');

test('parts show their detail table and VAT note; the fitment finder narrows the list and is remembered', async ({
  page,
}, testInfo) => {
  // A long page of cards, checked by axe twice and captured whole: slow on a loaded machine.
  test.setTimeout(90_000);
  await page.goto('/parts/store');
  await expect(page.getByRole('heading', { name: 'All parts' })).toBeVisible();
  const first = cards(page).first();
  await expect(first).toBeVisible();
  for (const term of ['Model', 'Engine', 'Year range', 'Code', 'RRP (exc VAT)'])
    await expect(first.getByText(term, { exact: true })).toBeVisible();
  await expect(first.getByText(/^£\d+\.\d{1,2}$/).first()).toBeVisible();
  await expect(first.getByRole('link', { name: 'Vehicle Info' })).toBeVisible();
  await expect(first.getByText('The price is RRP and excludes VAT.')).toBeVisible();
  const allCount = await page.locator('.catalog__count').textContent();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'parts-fitment');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const finder = page.getByRole('region', { name: 'Find parts for your vehicle' });
  await expect(finder.getByLabel('Model')).toBeDisabled();
  await finder.getByLabel('Make').selectOption('Ford');
  await finder.getByLabel('Model').selectOption('Ford Focus Mk3');
  await finder.getByLabel('Year').selectOption('2015');
  await finder.getByLabel('Engine').selectOption('1.0 EcoBoost');
  await expect(
    page.getByRole('heading', { name: 'Parts for Ford Focus Mk3 2015 1.0 EcoBoost' }),
  ).toBeVisible();
  await expect(page.locator('.catalog__count')).not.toHaveText(allCount ?? '');
  await expect(page.locator('.parts-page .catalog__grid')).not.toHaveAttribute('aria-busy', 'true');
  const titles = await cards(page).locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  for (const title of titles) expect(title).toContain('Ford Focus Mk3');
  for (const model of await cards(page).locator('dt:text-is("Model") + dd').allTextContents())
    expect(model).toBe('Ford Focus Mk3');

  // A year the model's parts do not fit is not offered.
  await expect(finder.getByLabel('Year').locator('option[value="2010"]')).toHaveCount(0);

  // Remembered for the visit.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Parts for Ford Focus Mk3 2015 1.0 EcoBoost' }),
  ).toBeVisible();
  await expect(finder.getByLabel('Engine')).toHaveValue('1.0 EcoBoost');
  await finder.getByRole('button', { name: 'Clear vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'All parts' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
