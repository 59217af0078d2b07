import type { Page } from '@playwright/test';
import { expect, logIn, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { mainHeading, pathAndQuery } from './support/routing';
import { brandItem } from './support/brand-storage';

/**
 * The checkout (issue 5): a guest's delivery order on bistro with a dish with extras, ASAP; a customer's
 * collection order on grocer through the simple checkout; the server's figures in the summary; the
 * confirmation screen. The cart is put in storage as the cart screens leave it (spec §3 cart lines).
 */

const garlicBread = (quantity: number) => ({
  RecipeId: 10001,
  RecipeTitle: 'Garlic Bread',
  RecipePrice: 5.5,
  recipeTotal: 5.5 * quantity,
  RecipeImage: null,
  RecipeQuantity: quantity,
  IsDiscountedItem: false,
  socialDiscountItem: false,
  RecipeMaxBuyAllowed: null,
  // The client's price of the extra is wrong on purpose: the server's figure is the one shown.
  RecipeExtraObject: [{ Title: 'Melted mozzarella', Price: 0.01, Quantity: 1, Key: 'Optional toppings' }],
});

const coxApples = {
  ProductId: 20002,
  ProductTitle: 'Organic Cox Apples 6 pack',
  ProductOldPrice: 2.2,
  ProductNewPrice: null,
  ProductTotal: 4.4,
  ProductImageUrl: null,
  ProductUnits: 'each',
  IsDiscountedItem: false,
  ProductQuantity: 2,
  ProductExtraObject: [],
};

async function putInCart(page: Page, brand: string, recipes: object[], products: object[] = []) {
  await page.evaluate(
    ({ brand, recipes, products }) => {
      localStorage.setItem('cartRecipeItems', JSON.stringify({ [brand]: recipes }));
      localStorage.setItem('cartProductItems', JSON.stringify({ [brand]: products }));
    },
    { brand, recipes, products },
  );
}

test('a guest orders a dish with extras for delivery, as soon as possible @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/bistro/privacy-policy');
  await putInCart(page, 'bistro', [garlicBread(2)]);

  // Checkout without a session: the guard sends the visitor to log in or go on as a guest.
  await page.goto('/bistro/checkout');
  await expect(page).toHaveURL(/\/bistro\/login$/);
  await page.getByRole('button', { name: 'Continue as guest' }).first().click();
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await guestForm.getByLabel('Email address').fill(`guest-${Date.now()}@example.test`);
  await guestForm.getByLabel('First name').fill('Gia');
  await guestForm.getByLabel('Mobile number').fill('07700 900123');
  await guestForm.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/bistro\/guest$/);
  await expect(mainHeading(page, 'Guest checkout')).toBeVisible();

  await page.getByRole('radio', { name: 'Delivery' }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  // The server's price: £4.50 + £1.00 mozzarella, whatever the cart said.
  await expect(summary.getByText('£11.00').first()).toBeVisible();
  await expect(summary.getByText('Add £4.00 more for delivery')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeDisabled();

  // One more, then the minimum is met.
  await putInCart(page, 'bistro', [garlicBread(3)]);
  await page.reload();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await expect(summary.getByText('Add £4.00 more for delivery')).toBeHidden();

  // The address is checked against the brand's delivery areas.
  await page.getByLabel('Address line 1', { exact: true }).fill('1 Curtain Road');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('SE1 7PB');
  // Said at the postcode, where it can be changed, not under the total.
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
    /Error: Sorry, we do not deliver to SE1 7PB$/,
  );
  await expect(summary.getByText('Sorry, we do not deliver to SE1 7PB')).toHaveCount(0);
  await page.getByLabel('Postcode').fill('EC2A 3AY');
  await expect(page.getByText('Sorry, we do not deliver')).toBeHidden();
  await expect(summary.getByText('£2.50')).toBeVisible();
  await expect(summary.getByText('£19.00')).toBeVisible();
  await expect(page.getByRole('radio', { name: /As soon as possible/ })).toBeChecked();
  if (testInfo.project.name === 'desktop' || testInfo.project.name === 'mobile')
    await saveScreenshot(page, testInfo, 'checkout-bistro');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await summary.getByRole('button', { name: 'Place order' }).click();
  // Placing takes a few seconds on a loaded machine: the button says so meanwhile.
  await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  await expect(mainHeading(page, 'Thank you, your order has been placed')).toBeVisible();
  const confirmation = page.getByRole('complementary', { name: 'Your order' });
  await expect(confirmation.getByText('Melted mozzarella')).toBeVisible();
  await expect(confirmation.getByText('£19.00')).toBeVisible();
  await expect(page.getByText('Pay on delivery')).toBeVisible();
  await saveScreenshot(page, testInfo, 'order-confirmation-bistro');
  // The cart is empty after the order.
  expect(await page.evaluate(() => localStorage.getItem('cartRecipeItems'))).toBe('{}');
});

test('a customer orders through the simple checkout for collection and finds it in previous orders @phone', async ({
  page,
}) => {
  await logIn(page, 'grocer');
  await putInCart(page, 'grocer', [], [coxApples]);
  await page.goto('/grocer/order-checkout');
  await expect(mainHeading(page, 'Checkout')).toBeVisible();
  await expect(page.getByText(/Ordering as/)).toBeVisible();
  await page.getByRole('radio', { name: 'Click & collect' }).check();
  // The grocer has two shops: the order names the one to collect from.
  await page.getByRole('radio', { name: /^Greengage Herne Hill/ }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('£4.40').first()).toBeVisible();

  // A scheduled time: the slots follow the brand's rules on the London clock.
  await page.getByRole('radio', { name: 'Choose a time' }).check();
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Choose a time').nth(1)).toBeVisible();
  await page.getByLabel('Time', { exact: true }).selectOption({ index: 2 });
  await page.getByLabel(/Anything else we should know/).fill('Ring the bell');
  await summary.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/grocer\/order-confirmation\/\d+$/, { timeout: 30_000 });
  const number = await page.locator('.confirmation__number strong').textContent();
  await expect(page.getByText('Pay on collection')).toBeVisible();
  await expect(page.getByText('Notes: Ring the bell')).toBeVisible();
  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/grocer\/previous-order$/);
  await expect(page.getByText(number ?? 'missing').first()).toBeVisible();
});

test('a customer changes an order that is not accepted yet', async ({ page }) => {
  const token = await logIn(page, 'bistro');
  const placed = await page.request.post('/api/Order/v2/placeOrder', {
    headers: {
      Authorization: `Bearer ${token.access_token}`,
      'Idempotency-Key': `amend-${Date.now()}-${Math.random()}`,
      BrandFlavor: 'bistro',
    },
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      Lines: [{ ItemId: 10001, Quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { OrderId: orderId } = ((await placed.json()) as { Data: { OrderId: number } }).Data;

  // The order id comes in the query (spec §2) and is kept in the session while the cart is changed.
  await putInCart(page, 'bistro', [garlicBread(2)]);
  await page.goto(`/bistro/checkout?orderId=${orderId}`);
  await expect(mainHeading(page, /Change your order/)).toBeVisible();
  // It stays a collection order: no delivery minimum applies.
  await expect(page.getByRole('radio', { name: 'Collection' })).toBeChecked();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('£11.00').first()).toBeVisible();
  await summary.getByRole('button', { name: 'Change my order' }).click();
  await expect(page).toHaveURL(new RegExp(`/bistro/order-confirmation/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByText(/· changed/)).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Your order' }).getByText('£11.00').first(),
  ).toBeVisible();
  expect(await brandItem(page, 'session', 'bistro', 'orderId')).toBeNull();
});

test('an empty cart has nothing to check out', async ({ page }) => {
  await logIn(page, 'bistro');
  await page.goto('/bistro/checkout');
  // Bistro's own empty-cart text (CartMessage.EmptyCart) replaces the default.
  await expect(page.getByText(/Your basket is empty/)).toBeVisible();
  await page.getByRole('link', { name: 'Browse the menu' }).click();
  expect(pathAndQuery(page)).toBe('/bistro/menu');
});

test('an unusually large dish line is asked about before the order can be placed', async ({ page }) => {
  await logIn(page, 'bistro');
  await putInCart(page, 'bistro', [garlicBread(121)]);
  await page.goto('/bistro/checkout');
  await page.getByRole('radio', { name: 'Collection' }).check();
  await page.getByRole('radio', { name: /^Copperleaf Shoreditch/ }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const question = summary.getByRole('group', { name: /That is a lot for one order: 121 × Garlic Bread/ });
  await expect(question).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await question.getByRole('checkbox', { name: 'Yes, that is what I want to order' }).check();
  await expect(summary.getByRole('button', { name: 'Place order' })).toBeEnabled();
});
