import { lastEmailTo } from './account-helpers';
import { expect, test } from './fixtures';
import { printsOf, recordPrints } from './support/board';

/**
 * Branches in the order (issue 30, ADR 0045): the bistro has three branches, so a collection order asks which
 * one; the one chosen is on the confirmation, in the email, on the board's card (the board filtered to
 * that branch) and on the kitchen ticket.
 */

const PASSWORD = 'e2e-staff-password';
const CLAPHAM = 'Copperleaf Clapham';

const garlicBread = {
  RecipeId: 10001,
  RecipeTitle: 'Garlic Bread',
  RecipePrice: 5.5,
  recipeTotal: 5.5,
  RecipeImage: null,
  RecipeQuantity: 1,
  IsDiscountedItem: false,
  socialDiscountItem: false,
  RecipeMaxBuyAllowed: null,
  RecipeExtraObject: [],
};

test('a guest collects from the second branch, and every place that tells of the order names it @phone', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/bistro/privacy-policy');
  await page.evaluate(
    (recipes) => {
      localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: recipes }));
    },
    [garlicBread],
  );
  await page.goto('/bistro/checkout');
  await expect(page).toHaveURL(/\/bistro\/login$/);
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const email = `branch-${Date.now()}@example.test`;
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(email);
  await guestForm.getByLabel('First name').fill('Bea');
  await guestForm.getByLabel('Mobile number').fill('07700 900123');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/bistro\/guest$/);

  await page.getByRole('radio', { name: 'Collection' }).check();
  const branches = page.getByRole('group', { name: 'Collect from' });
  await expect(branches.getByRole('radio')).toHaveCount(3);
  // The first branch is shown chosen, so the visitor sees where the order goes and may change it.
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(branches.getByRole('radio').first()).toBeChecked();
  await branches.getByRole('radio', { name: new RegExp(`^${CLAPHAM}`) }).check();
  await expect(branches.getByText('118 Clapham High Street, London')).toBeVisible();
  await summary.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText(`Collect from ${CLAPHAM}, 118 Clapham High Street, London`)).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  const mail = await lastEmailTo(page, email);
  expect(mail.text).toContain(`Collect from: ${CLAPHAM}, 118 Clapham High Street, London`);
  // The choice is remembered for the next order at this brand.
  expect(await page.evaluate(() => localStorage.getItem('orderBranch'))).toBe('{"bistro":12}');

  // The board: the card names the branch, and so does the kitchen ticket it prints.
  const staff = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const board = await staff.newPage();
  await recordPrints(board);
  await board.goto('/bistro/admin/orders');
  await board.getByLabel('Email').fill('owner@bistro.test');
  await board.getByLabel('Password').fill(PASSWORD);
  await board.getByRole('button', { name: 'Sign in' }).click();
  const card = board.locator(`.order-card[data-order-id="${orderId}"]`);
  await expect(card.locator('.order-card__branch')).toHaveText(CLAPHAM);
  // Staff of one branch filter the board to theirs: the order shows at Clapham, not at Shoreditch.
  const filter = board.getByLabel('Branch', { exact: true });
  await filter.selectOption({ label: 'Copperleaf Shoreditch' });
  await expect(card).toBeHidden();
  await filter.selectOption({ label: CLAPHAM });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(async () => (await printsOf(board)).length).toBe(1);
  const [ticket] = await printsOf(board);
  expect(ticket!.text.toLowerCase()).toContain(`collection · ${CLAPHAM.toLowerCase()}`);
  await staff.close();
});
