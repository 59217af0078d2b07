import type { Page } from '@playwright/test';
import { addButton, cartButton, expectCount, openSideCart } from './cart-support';
import {
  DEMO_CUSTOMER,
  expect,
  expectNoHorizontalOverflow,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from './fixtures';
import { loadAllPictures } from './support/pictures';

const cards = (page: Page) => page.locator('.parts-page article');

test('parts show their detail table and VAT note; the fitment finder narrows the list and is remembered @phone', async ({
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
  await loadAllPictures(page);
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
  // The previous list stays, dimmed, until all parts arrive: axe checks the page once it is at full strength
  // (a dimmed card's text is paler than the contrast rule allows, on purpose).
  const grid = page.locator('.parts-page .catalog__grid');
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => grid.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('Find a dealer: the inquiry popup lists the five countries and each dealer’s working phone and email', async ({
  page,
}) => {
  await page.goto('/parts/store');
  await page.getByRole('button', { name: 'Find a dealer' }).click();
  const popup = page.getByRole('dialog', { name: 'Find a dealer' });
  await expect(popup).toBeVisible();
  const country = popup.getByRole('combobox', { name: 'Country' });
  await expect(country.getByRole('option')).toHaveText([
    'Belgium',
    'Cyprus',
    'Denmark',
    'Finland',
    'United Kingdom',
  ]);
  await expect(popup.getByRole('article', { name: 'Meridian Auto Parts Birmingham' })).toBeVisible();

  await country.selectOption('Denmark');
  const dealer = popup.getByRole('article', { name: 'Meridian Autodele Aarhus' });
  await expect(dealer).toBeVisible();
  await expect(dealer.getByText('Søren Frichs Vej 38, Aabyhøj, 8230')).toBeVisible();
  await expect(dealer.getByRole('link', { name: '+45 86 55 50 14' })).toHaveAttribute(
    'href',
    'tel:+4586555014',
  );
  await expect(dealer.getByRole('link', { name: 'aarhus@meridian-parts.example.com' })).toHaveAttribute(
    'href',
    'mailto:aarhus@meridian-parts.example.com',
  );
  await expect(popup.getByRole('article')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The links work: following them hands over to the phone and mail apps (no page load here).
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await dealer.getByRole('link', { name: 'aarhus@meridian-parts.example.com' }).click();
  await expect(page).toHaveURL(/\/parts\/store$/);
  expect(requests.filter((url) => !url.startsWith('mailto:'))).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('checking out from the parts shop without an account opens the inquiry popup with the dealers', async ({
  page,
}) => {
  await page.goto('/parts/store');
  const title = (await cards(page).first().locator('h3').textContent()) ?? '';
  await addButton(page, title).click();
  // A delivery type is asked for first when none is chosen yet.
  const collect = page.getByRole('dialog').getByRole('button', { name: 'Click & collect' });
  await expect(collect.or(cartButton(page).filter({ hasText: /1/ }))).toBeVisible();
  if (await collect.isVisible()) await collect.click();
  await expectCount(page, 1);
  // On phones the 'Successfully Added' toast lies over the header's cart button until it goes.
  await expect(page.getByText('Successfully Added')).toBeHidden();
  const sideCart = await openSideCart(page);
  await sideCart.getByRole('button', { name: /^Checkout/ }).click();
  const inquiry = page.getByRole('dialog', { name: 'Order inquiry' });
  await expect(inquiry).toBeVisible();
  await inquiry.getByRole('combobox', { name: 'Country' }).selectOption('Finland');
  await expect(
    inquiry
      .getByRole('article', { name: 'Meridian Autovaraosat Tampere' })
      .getByRole('link', { name: '+358 3 555 0142' }),
  ).toHaveAttribute('href', 'tel:+35835550142');
  // A visitor with an account can log in from here too.
  await inquiry.getByRole('link', { name: 'Log in to order' }).click();
  await expect(page).toHaveURL(/\/parts\/login\?guest=false$/);
  await expect(inquiry).toBeHidden();
});

test('a guest on the parts shop is told before the basket that ordering needs an account, with a way to log in @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/parts/store');
  const notice = page.getByRole('note', { name: 'Ordering here needs a distributor account.' });
  await expect(notice).toBeVisible();
  // Above the parts: seen before anything goes in the basket.
  const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
  const firstCardTop = (await cards(page).first().boundingBox())?.y ?? 0;
  expect(noticeTop).toBeLessThan(firstCardTop);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'parts-distributor-notice');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await notice.getByRole('link', { name: 'Log in to order' }).click();
  await expect(page).toHaveURL(/\/parts\/login\?guest=false$/);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  // Back to the shop, signed in: nothing stands between the parts and the checkout any more.
  await expect(page).toHaveURL(/\/parts\/store$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('note', { name: 'Ordering here needs a distributor account.' })).toHaveCount(0);
});
