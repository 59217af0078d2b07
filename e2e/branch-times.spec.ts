import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A branch's lead time at the checkout (ADR 0046): the test brand `leadtimes` (e2e/brands) takes orders round the
 * clock from two branches without opening hours; Clapham needs 120 minutes' notice for a collection where the
 * brand needs 20. Choosing Clapham's card moves the ASAP time and the times on offer later, at any hour the suite
 * runs, and the first of them is one placing takes.
 */

const BRAND = 'leadtimes';
const BURGER = {
  RecipeId: 950011,
  RecipeTitle: 'Wagyu Truffle Burger',
  RecipePrice: 18.5,
  recipeTotal: 18.5,
  RecipeImage: null,
  RecipeQuantity: 1,
  IsDiscountedItem: false,
  socialDiscountItem: false,
  RecipeMaxBuyAllowed: null,
  RecipeExtraObject: [],
};

/** Minutes since London midnight of a 'HH:MM'. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** How many minutes `later` is after `earlier` on the clock (across midnight too). */
const minutesBetween = (earlier: string, later: string) =>
  (minutesOf(later) - minutesOf(earlier) + 24 * 60) % (24 * 60);

const asap = (page: Page) => page.getByRole('radio', { name: /As soon as possible/ });

/** The checkout's ASAP time ('HH:MM'). */
async function asapTime(page: Page): Promise<string> {
  const name = (await asap(page).evaluate((input) => input.closest('label')?.textContent ?? '')) || '';
  const time = /from (\d\d:\d\d)/.exec(name)?.[1];
  if (!time) throw new Error(`no ASAP time in '${name}'`);
  return time;
}

/** The first time the checkout's time picker offers ('HH:MM'). */
async function firstSlot(page: Page): Promise<string> {
  const label = await page.getByLabel('Time', { exact: true }).locator('option').nth(1).textContent();
  const time = /(\d\d:\d\d)/.exec(label ?? '')?.[1];
  if (!time) throw new Error(`no time in the first slot '${label}'`);
  return time;
}

test("choosing a branch with a longer lead time offers later times, and the server takes the branch's time", async ({
  page,
}) => {
  await page.goto(`/${BRAND}/privacy-policy`);
  await page.evaluate(
    ({ brand, line }) => {
      localStorage.setItem('cartRecipeItems', JSON.stringify({ [brand]: [line] }));
      localStorage.setItem('cartProductItems', JSON.stringify({ [brand]: [] }));
    },
    { brand: BRAND, line: BURGER },
  );
  await page.goto(`/${BRAND}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${BRAND}/login$`));
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(`lead-${Date.now()}@example.test`);
  await guestForm.getByLabel('First name').fill('Lee');
  await guestForm.getByLabel('Mobile number').fill('07700 900123');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${BRAND}/guest$`));

  await page.getByRole('radio', { name: 'Collection' }).check();
  const branches = page.getByRole('group', { name: 'Collect from' });
  await expect(branches.getByRole('radio', { name: /^Lead Kitchen Shoreditch/ })).toBeChecked();
  await expect(asap(page)).toHaveAccessibleName(/from \d\d:\d\d/);
  await page.getByRole('radio', { name: 'Choose a time' }).check();
  const brandWide = { asap: await asapTime(page), slot: await firstSlot(page) };

  await branches.getByRole('radio', { name: /^Lead Kitchen Clapham/ }).check();
  // 120 minutes' notice instead of 20: everything offered moves about 100 minutes later.
  await expect
    .poll(async () => minutesBetween(brandWide.asap, await asapTime(page)))
    .toBeGreaterThanOrEqual(99);
  expect(minutesBetween(brandWide.asap, await asapTime(page))).toBeLessThanOrEqual(102);
  expect(minutesBetween(brandWide.slot, await firstSlot(page))).toBeGreaterThanOrEqual(90);

  // The first time Clapham offers is one the server takes for it.
  const slot = page.getByLabel('Time', { exact: true });
  await slot.selectOption({ index: 1 });
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${BRAND}/order-confirmation/\\d+$`), { timeout: 30_000 });
  await expect(page.getByText(/Lead Kitchen Clapham/).first()).toBeVisible();
});
