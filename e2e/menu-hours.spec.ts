import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { londonTime } from '@storefront/domain/schedule';
import { weekdayOf } from '@storefront/domain/opening-hours';
import { addButton, card, cartLine, expectCount, openCatalogue, openSideCart } from './cart-support';
import { logInThroughPage, newAccount, placeOrderThroughApi, registerThroughApi } from './account-helpers';
import { expect, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

/**
 * Menu hours (issue 19): the owner gives a dish hours that exclude now in the back office's menu editor; the menu
 * shows it unavailable with when it is back, in the server's markup and after hydration alike, and the server
 * refuses an order for it naming the line. A dish served only until a few minutes from now can be added, but the
 * cart marks it for the time the order would be due and the checkout will not place it. Bad hours are field
 * errors and nothing is stored.
 *
 * The server runs on the real clock, so the hours are worked out from now on London's clock. Each project has its
 * own test brand (e2e/brands/menuhours*.json), so the desktop and phone runs never meet.
 */
const PASSWORD = 'e2e-staff-password';
const BURGERS = 9512;
const SMASH = 950008;
const BACON = 950009;
const AVOCADO = 950013;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const brandOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'menuhours-m' : 'menuhours');

/** The weekday three days from today on London's clock: never today, nor the day an ASAP order may fall on. */
function dayAfterNext(now = new Date()): number {
  return (weekdayOf(londonTime(now).date) + 3) % 7;
}

async function signIn(page: Page, brand: string) {
  await page.goto(`/${brand}/admin/menu`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
}

async function editDish(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
}

/** The owner's token through the API (password grant), to set hours without the editor. */
async function ownerToken(page: Page, brand: string) {
  await page.request.get('/api/antiforgery/token');
  const res = await page.request.post('/api/admin/Token', {
    data: { grant_type: 'password', username: `owner@${brand}.test`, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { Data: { access_token: string } }).Data.access_token;
}

/** Sets a dish's menu hours through the menu editor's API, as its form saves them. */
async function setDishHours(page: Page, brand: string, id: number, hours: unknown[]) {
  const token = await ownerToken(page, brand);
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrfToken(page) };
  const url = `/api/admin/${brand}/menu/recipes/${id}`;
  const current = await page.request.get(url, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const { RecipeId: _id, ...body } = ((await current.json()) as { Data: Record<string, unknown> }).Data;
  const saved = await page.request.post(url, { headers, data: { ...body, Hours: hours } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a dish outside its hours shows when it is back, and the server refuses an order for it @phone', async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  const day = dayAfterNext();
  await signIn(page, brand);
  await editDish(page, 'Classic Smash Burger');
  const hours = page.getByRole('group', { name: 'Menu hours' });
  // A rerun finds the range of the last run: start again from no hours.
  while ((await hours.getByRole('button', { name: /^Remove range/ }).count()) > 0)
    await hours
      .getByRole('button', { name: /^Remove range/ })
      .first()
      .click();
  await expect(hours.getByText(/Without hours the dish can be ordered/)).toBeVisible();
  await hours.getByRole('button', { name: 'Add a time range' }).click();
  // The new range starts on weekdays 07:00–11:00: keep only the day after next.
  for (const [index, name] of LONG_DAYS.entries()) {
    const box = hours.getByRole('checkbox', { name: `${name} (range 1)` });
    if (index === day) await box.check();
    else await box.uncheck();
  }
  await expect(hours.getByLabel('Range 1: from')).toHaveValue('07:00');
  await expect(hours.getByLabel('Range 1: to')).toHaveValue('11:00');
  await expect(hours.getByText(`Can be ordered ${SHORT_DAYS[day]} 07:00–11:00`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'menu-hours-editor');
  await hours.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-menu-hours-editor-part.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save dish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The server's markup already says it (a visitor without JavaScript, a crawler), before any script runs.
  const html = await (await page.request.get(`/${brand}/menu?catId=${BURGERS}`)).text();
  expect(html).toContain(`Available from 07:00 ${SHORT_DAYS[day]}`);

  // The menu after hydration says the same: unavailable, when it is back, its hours, and no Add to Cart.
  await openCatalogue(page, brand, 'menu', BURGERS);
  const dish = card(page, 'Classic Smash Burger');
  await expect(dish).toContainText(`Available from 07:00 ${SHORT_DAYS[day]}`);
  await expect(dish).toContainText(`Served ${SHORT_DAYS[day]} 07:00–11:00`);
  await expect(addButton(page, 'Classic Smash Burger')).toHaveCount(0);
  await expect(addButton(page, 'Double Bacon Cheeseburger')).toBeVisible();
  await dish.scrollIntoViewIfNeeded();
  await dish.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-menu-hours-card.png` });
  await saveScreenshot(page, testInfo, 'menu-hours-menu');

  // An order for it now (as soon as possible) is refused, naming the line, whatever the storefront showed.
  const res = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: brand,
      OrderOption: 'Pickup',
      Guest: {
        Email: `hours-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Hal',
        LastName: 'Hours',
        Mobile: '+44 7700 900557',
      },
      Lines: [
        {
          ItemId: SMASH,
          Quantity: 1,
          ExtraDetail: [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' }],
        },
      ],
    },
    headers: { BrandFlavor: brand, 'Idempotency-Key': randomUUID(), 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(res.status(), await res.text()).toBe(400);
  const { Errors } = (await res.json()) as { Errors: { Path: string; Message: string }[] };
  expect(Errors).toEqual([
    {
      Path: 'body.Lines.0',
      Message: expect.stringMatching(
        new RegExp(
          `^Classic Smash Burger is served ${SHORT_DAYS[day]} 07:00–11:00, not (on \\w+ )?at \\d\\d:\\d\\d$`,
        ),
      ) as unknown as string,
    },
  ]);
});

test('overlapping or inverted hours are refused next to their range, and nothing is stored', async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  await signIn(page, brand);
  await editDish(page, 'Monster Tower Burger');
  const hours = page.getByRole('group', { name: 'Menu hours' });
  await hours.getByRole('button', { name: 'Add a time range' }).click();
  await hours.getByRole('button', { name: 'Add a time range' }).click();
  // Range 2: Wednesday 10:30–12:00 overlaps range 1 (weekdays 07:00–11:00).
  for (const name of ['Monday', 'Tuesday', 'Thursday', 'Friday'])
    await hours.getByRole('checkbox', { name: `${name} (range 2)` }).uncheck();
  await hours.getByLabel('Range 2: from').fill('10:30');
  await hours.getByLabel('Range 2: to').fill('12:00');
  await page.getByRole('button', { name: 'Save dish' }).click();
  const from = hours.getByLabel('Range 2: from');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/Overlaps range 1 \(07:00–11:00\) on Wednesday/);

  // An end before the start is refused on its own field.
  await hours.getByLabel('Range 2: from').fill('14:00');
  await hours.getByLabel('Range 2: to').fill('02:00');
  await page.getByRole('button', { name: 'Save dish' }).click();
  const to = hours.getByLabel('Range 2: to');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/Ends at 02:00, not after it starts at 14:00/);
  await hours.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-menu-hours-editor-errors.png` });

  // Nothing was stored: the dish has no hours, on the storefront and in the editor.
  await openCatalogue(page, brand, 'menu', BURGERS);
  await expect(card(page, 'Monster Tower Burger')).not.toContainText('Served');
  await expect(addButton(page, 'Monster Tower Burger')).toBeVisible();
});

test('the cart marks a dish not served when the order would be due, and the checkout will not place it @phone', async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  const now = new Date();
  const wall = londonTime(now);
  const today = weekdayOf(wall.date);
  // Served today until a few minutes from now: it can be added, but an order is due at least 20 minutes on.
  const until = londonTime(new Date(now.getTime() + 5 * 60_000));
  const to = until.date === wall.date && until.time > '00:00' ? until.time : '24:00';
  const hours = [{ Days: [today], From: '00:00', To: to }];
  await setDishHours(page, brand, 950011, hours);

  await openCatalogue(page, brand, 'menu', BURGERS);
  const dish = card(page, 'Wagyu Truffle Burger');
  await expect(dish).toContainText(`Served ${SHORT_DAYS[today]} 00:00–${to}`);
  await addButton(page, 'Wagyu Truffle Burger').click();
  await expectCount(page, 1);

  // Ordering for collection: the soonest collection is later than the dish is served.
  const sideCart = await openSideCart(page);
  await sideCart.getByRole('button', { name: /^(Choose|Change) delivery type$/ }).click();
  const types = page.getByRole('dialog', { name: /How would you like/ });
  await types.getByRole('button', { name: 'Collection' }).click();
  await expect(types).toHaveCount(0);
  const line = cartLine(sideCart, 'Wagyu Truffle Burger');
  await expect(line).toContainText(
    new RegExp(
      `Wagyu Truffle Burger is served ${SHORT_DAYS[today]} 00:00–${to}, not (on \\w+ )?at \\d\\d:\\d\\d`,
    ),
  );
  await saveScreenshot(page, testInfo, 'menu-hours-side-cart');

  // The checkout asks the server, which says the same for the line, and will not place the order.
  await page.goto(`/${brand}/checkout`);
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(`hours-${randomUUID().slice(0, 8)}@example.test`);
  await guestForm.getByLabel('First name').fill('Hal');
  await guestForm.getByLabel('Mobile number').fill('07700 900558');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${brand}/guest$`));
  await page.getByRole('radio', { name: 'Collection' }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(
    summary.getByText(/Wagyu Truffle Burger is served .*, not (on \w+ )?at \d\d:\d\d/),
  ).toBeVisible();
  await expect(
    summary.getByRole('alert').filter({ hasText: 'The marked items can’t be ordered' }),
  ).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'menu-hours-checkout');
});

test('a reorder leaves out a dish outside its hours and says why, adding the rest @phone', async ({
  page,
}, testInfo) => {
  const brand = brandOf(testInfo);
  const bread = [{ ExtraTitle: 'Brioche bun', ExtraQuantity: 1 }];
  const account = newAccount(testInfo);
  await registerThroughApi(page, brand, account);
  await logInThroughPage(page, brand, account);
  await setDishHours(page, brand, AVOCADO, []);
  await placeOrderThroughApi(page, brand, {
    OrderOption: 'Pickup',
    Lines: [
      { ItemId: AVOCADO, Quantity: 1, ExtraDetail: bread },
      { ItemId: BACON, Quantity: 2, ExtraDetail: bread },
    ],
  });
  // Since then the avocado burger is served only on the day after next.
  const day = dayAfterNext();
  await setDishHours(page, brand, AVOCADO, [{ Days: [day], From: '07:00', To: '11:00' }]);

  await page.goto(`/${brand}/previous-order`);
  const order = page.getByRole('main').getByRole('article').first();
  await order.getByRole('button', { name: 'Reorder' }).click();
  const result = order.getByRole('status');
  await expect(result).toContainText('2 items added to your cart.');
  await expect(result).toContainText('Not added:');
  await expect(result).toContainText(
    new RegExp(
      `Grilled Chicken & Avocado Burger is served ${SHORT_DAYS[day]} 07:00–11:00, not (on \\w+ )?at`,
    ),
  );
  const cart = await page.evaluate(
    (flavour) =>
      (JSON.parse(localStorage.getItem('cartRecipeItems') ?? '{}') as Record<string, { RecipeId: number }[]>)[
        flavour
      ],
    brand,
  );
  expect(cart?.map((line) => line.RecipeId)).toEqual([BACON]);
  await saveScreenshot(page, testInfo, 'menu-hours-reorder');
  await setDishHours(page, brand, AVOCADO, []);
});
