import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';
import { logInThroughPage, newAccount, placeOrderThroughApi, registerThroughApi } from './account-helpers';

/** Issue 5, previous orders: a customer's orders with status, time, items and totals, and the reorder. */

const main = (page: Page) => page.getByRole('main');

test('a new customer has no orders yet', async ({ page }, testInfo) => {
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  await page.goto('/bistro/previous-order');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Previous orders' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Start an order' })).toHaveAttribute(
    'href',
    '/bistro/menu',
  );
});

test('an order placed through the API shows with its status, items and totals, and reorders', async ({
  page,
}, testInfo) => {
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  const first = await placeOrderThroughApi(page, 'bistro', {
    OrderOption: 'Pickup',
    BranchId: 11,
    Lines: [{ ItemId: 10003, Quantity: 1 }],
  });
  const order = await placeOrderThroughApi(page, 'bistro', {
    OrderOption: 'Pickup',
    BranchId: 11,
    Lines: [
      {
        ItemId: 10001,
        Quantity: 2,
        ExtraDetail: [{ ExtraTitle: 'Melted mozzarella', ExtraQuantity: 1 }],
      },
    ],
    Notes: 'Extra napkins, please',
  });

  await page.goto('/bistro/previous-order');
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first.
  const card = cards.first();
  await expect(card.getByRole('heading', { name: `Order ${order.OrderNumber}` })).toBeVisible();
  await expect(cards.nth(1).getByRole('heading', { name: `Order ${first.OrderNumber}` })).toBeVisible();
  await expect(card).toContainText('Placed');
  await expect(card).toContainText('Collection');
  await expect(card.getByRole('list', { name: `Items of order ${order.OrderNumber}` })).toContainText(
    /2 ×\s*Garlic Bread\s*Melted mozzarella\s*Contains: Gluten, Milk\s*£11\.00/,
  );
  await expect(card.getByRole('definition').last()).toHaveText('£11.00');
  await expect(card).toContainText('Pay on collection');
  await saveScreenshot(page, testInfo, 'account-previous-orders');

  await card.getByRole('button', { name: 'Reorder' }).click();
  await expect(card.getByRole('status')).toContainText('2 items added to your cart.');
  await expect(card.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
    'href',
    '/bistro/checkout',
  );
  const cart = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cartRecipeItems') ?? '{}') as unknown,
  );
  expect(cart).toMatchObject({
    bistro: [
      {
        RecipeId: 10001,
        RecipeQuantity: 2,
        RecipePrice: 5.5,
        recipeTotal: 11,
        RecipeExtraObject: [{ Title: 'Melted mozzarella', Quantity: 1 }],
      },
    ],
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Basket, 2 items$/ })).toBeVisible();
});
