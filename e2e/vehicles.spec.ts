import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { loadAllPictures } from './support/pictures';

const CONTACT = 'https://example.com/northgate-motors/contact';

/**
 * The demo dealer takes enquiries through the built-in form (e2e/enquiries.spec.ts); a dealer that configures its
 * own contact page (BusinessInfo.ContactPage) is this brand with one: put into the page's boot configuration and
 * into getBrandInfo's answer.
 */
async function withContactPage(page: Page) {
  const addContact = (text: string) =>
    text.replace('"BusinessInfo":{', `"BusinessInfo":{"ContactPage":"${CONTACT}",`);
  // The brand's answer is changed in the browser only: the app renders the page there (renderInBrowser), since
  // the server's markup was made from the brand as it is.
  await page.route(
    (url) => url.pathname.startsWith('/motors/'),
    async (route) => {
      const response = await route.fetch();
      const html = addContact(await response.text()).replace(
        '<div id="root" data-server-rendered>',
        '<div id="root">',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/api/Brand/getBrandInfo/motors/WebCustomer', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: addContact(await response.text()) });
  });
}

/** The filter panel folds behind a button on phones. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
}

const cards = (page: Page) => page.locator('.stock-list__grid article');

test('the stock list filters by make and price, sorts, keeps it all in a shareable address @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/motors/stock-list');
  await expect(page.getByRole('heading', { name: 'Cars in stock' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const all = await cards(page).count();
  expect(all).toBeGreaterThan(4);
  // Cars in stock only, each with its facts and actions.
  await expect(page.locator('.stock-list__grid .status-badge--sold')).toHaveCount(0);
  const first = cards(page).first();
  await expect(first.getByText('Mileage')).toBeVisible();
  await expect(first.getByRole('link', { name: 'More Info' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await loadAllPictures(page);
  await saveScreenshot(page, testInfo, 'motors-stock-list');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openFilters(page);
  const make = page.getByLabel('Make', { exact: true });
  await expect(make.locator('option', { hasText: /^Ford \(\d+\)$/ })).toHaveCount(1);
  await make.selectOption('Ford');
  await expect(page).toHaveURL(/[?&]make=Ford/);
  await expect(page.locator('.catalog__count')).toHaveText(/^\d+ cars?$/);
  await expect(cards(page)).not.toHaveCount(all);
  for (const title of await cards(page).locator('h3').allTextContents()) expect(title).toContain('Ford');
  // The model list narrows to Ford's models.
  await expect(
    page.getByLabel('Model', { exact: true }).locator('option', { hasText: 'Fiesta' }),
  ).toHaveCount(1);
  await expect(page.getByLabel('Model', { exact: true }).locator('option', { hasText: 'Golf' })).toHaveCount(
    0,
  );

  await make.selectOption('');
  await page.getByLabel('Max price').selectOption('15000');
  await expect(page).toHaveURL(/[?&]maxPrice=15000/);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(page.locator('.stock-list__grid')).not.toHaveAttribute('aria-busy', 'true');
  const prices = (await cards(page).locator('.vehicle-card__price').allTextContents()).map((p) =>
    Number(p.replace(/[^\d.]/g, '')),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p <= 15000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  // The same address in a fresh page restores filters, sort and list.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await openFilters(other);
  await expect(other.getByLabel('Max price')).toHaveValue('15000');
  await expect(other.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(cards(other)).toHaveCount(prices.length);
  await other.close();
});

test('sold-cars shows only sold cars, without Enquire Now', async ({ page }) => {
  await page.goto('/motors/sold-cars');
  await expect(page.getByRole('heading', { name: 'Recently sold' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  await expect(page.locator('.stock-list__grid .status-badge--sold')).toHaveCount(count);
  await expect(page.locator('.stock-list__grid .status-badge--available')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Enquire Now/ }).or(page.getByRole('button', { name: /Enquire Now/ })),
  ).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('Enquire Now leaves for the configured contact page in a new tab', async ({ page }) => {
  await withContactPage(page);
  await page.goto('/motors/stock-list');
  const enquire = cards(page)
    .first()
    .getByRole('link', { name: /Enquire Now/ });
  await expect(enquire).toHaveAttribute('href', CONTACT);
  await expect(enquire).toHaveAttribute('target', '_blank');
  await expect(enquire).toHaveAttribute('rel', /noopener/);
  // The example contact page is not ours to load: answer it locally and check the tab it opens in.
  await page
    .context()
    .route(`${CONTACT}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Contact</title>' }),
    );
  const [tab] = await Promise.all([page.context().waitForEvent('page'), enquire.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(CONTACT);
  await tab.close();
});

/** More Info opens the car's page in a new tab: the motors brand sets RedirectionConfig.VehicleDetailsInNewTab. */
async function openDetails(list: Page, moreInfo: Locator): Promise<Page> {
  await expect(moreInfo).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([list.context().waitForEvent('page'), moreInfo.click()]);
  await tab.waitForLoadState();
  // The list stays where it was in its own tab.
  expect(new URL(list.url()).pathname).not.toMatch(/\/details\//);
  return tab;
}

test('a car’s details: opened in a new tab, gallery by keyboard, specification, status and Vehicle JSON-LD @phone', async ({
  page: list,
}, testInfo) => {
  await list.goto('/motors/stock-list');
  const first = cards(list).first();
  const title = (await first.locator('h3').textContent()) ?? '';
  const page = await openDetails(list, first.getByRole('link', { name: 'More Info' }));
  await expect(page).toHaveURL(/\/motors\/stock-list\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.vehicle-details .status-badge')).toHaveText('Available');
  const spec = page.getByRole('table');
  for (const row of ['Make', 'Model', 'Year', 'Mileage', 'Fuel', 'Transmission', 'Engine', 'Body type'])
    await expect(spec.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  // No contact page configured: the built-in form (e2e/enquiries.spec.ts).
  await expect(page.getByRole('button', { name: `Enquire Now about the ${title}` })).toBeVisible();

  // Gallery: the keyboard moves through the pictures, wrapping round.
  const counter = page.locator('.vehicle-gallery__counter');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())!.split('/')[1]);
  await page.getByRole('button', { name: 'Next picture' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);

  // schema.org Vehicle for search engines.
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown> & {
    offers: Record<string, unknown>;
    mileageFromOdometer: Record<string, unknown>;
  };
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Car');
  expect(ld.name).toBe(title);
  expect(typeof ld.model).toBe('string');
  expect(ld.vehicleModelDate).toMatch(/^\d{4}$/);
  expect(ld.mileageFromOdometer).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'SMI' });
  expect(ld.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
  });
  expect(String(ld.offers.price)).toMatch(/^\d+\.\d{2}$/);
  expect(Array.isArray(ld.image) && (ld.image as string[]).every((src) => src.startsWith('http'))).toBe(true);

  await expectNoHorizontalOverflow(page);
  await loadAllPictures(page);
  await saveScreenshot(page, testInfo, 'motors-vehicle-details');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a sold car’s page says so and offers it as sold out', async ({ page: list }) => {
  await list.goto('/motors/sold-cars');
  const page = await openDetails(list, cards(list).first().getByRole('link', { name: 'More Info' }));
  await expect(page.locator('.vehicle-details .status-badge')).toHaveText('Sold');
  // The way back is the list it is on.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
    'Recently sold',
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
    'href',
    '/motors/sold-cars',
  );
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    offers: { availability: string };
  };
  expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
});

test('a car category’s More Info leads to the stock list’s page of the car', async ({ page: list }) => {
  await list.goto('/motors/category-products/41');
  const card = list.locator('article').filter({ hasText: '2019 Ford Fiesta 1.0 EcoBoost Titanium' });
  await expect(card.getByRole('button', { name: /Enquire Now about the 2019 Ford Fiesta/ })).toBeVisible();
  const page = await openDetails(list, card.getByRole('link', { name: 'More Info' }));
  await expect(page).toHaveURL(/\/motors\/stock-list\/details\/40001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '2019 Ford Fiesta 1.0 EcoBoost Titanium' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(list)).toEqual([]);
});
