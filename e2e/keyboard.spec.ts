import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dishPopup } from './cart-support';
import { Keyboard } from './support/keyboard';
import { mainHeading } from './support/routing';

/**
 * Keyboard users (issue 30): a whole order placed with Tab, Shift+Tab, Enter, Space, the arrows and Escape, no
 * click, at desktop and phone widths. Every dialog gives the focus back to the control that opened it; a new
 * page puts it on its heading; no Tab stop on the way is covered (by a sticky bar, a dialog's footer, the edge
 * of a scrolling strip) or shows no focus ring. The number of presses is kept as the test's 'tab presses'.
 */

/** Where the focus went is checked softly: a run lists every place it was lost, and still counts the presses. */
const soft = expect.configure({ soft: true });

test('a guest places a collection order with the keyboard alone', async ({ page }, testInfo) => {
  test.slow();
  const keys = new Keyboard(page);
  try {
    await placeOrder(page, keys, testInfo.project.name);
  } finally {
    testInfo.annotations.push({ type: 'tab presses', description: String(keys.presses) });
  }
  expect(keys.problems).toEqual([]);
});

/** The order's steps; after each dialog and page the focus is expected where a person needs it next. */
async function placeOrder(page: Page, keys: Keyboard, project: string) {
  await page.goto('/bistro/menu');
  await expect(mainHeading(page, 'Menu')).toBeVisible();

  // The skip link comes first and shows; the header and the top menu (a sideways strip on phones) follow.
  await keys.tabTo(/^Skip to content$/, { max: 1 });
  await keys.tabTo(/^Add Garlic Bread to cart$/);

  // The extras popup: Escape gives the focus back to the dish's button.
  await keys.press('Enter');
  await expect(dishPopup(page)).toBeVisible();
  await keys.press('Escape');
  await expect(dishPopup(page)).toBeHidden();
  soft(await keys.focusName()).toBe('Add Garlic Bread to cart');

  // A dish with a required sauce and dips, its list longer than the popup: Add gives the focus back too.
  await keys.tabTo(/^Add Sticky Chicken Wings to cart$/);
  await keys.press('Enter');
  await expect(dishPopup(page)).toBeVisible();
  await keys.tabTo(/^Smoky BBQ/);
  await keys.press('Space');
  await keys.tabTo(/^Add one Blue cheese$/);
  await keys.press('Enter');
  await keys.tabTo(/^Add to cart/);
  await keys.press('Enter');
  await expect(dishPopup(page)).toBeHidden();
  soft(await keys.focusName()).toBe('Add Sticky Chicken Wings to cart');

  // Back up to the basket; Escape closes it onto its button.
  await keys.tabTo(/^Basket, 1 item$/, { back: true });
  await keys.press('Enter');
  const basket = page.getByRole('dialog', { name: 'Your basket' });
  await expect(basket).toBeVisible();
  await keys.press('Escape');
  await expect(basket).toBeHidden();
  soft(await keys.focusName()).toBe('Basket, 1 item');

  await keys.reach(/^Basket, 1 item$/);
  await keys.press('Enter');
  await keys.tabTo(/^Checkout/);
  await keys.press('Enter');
  const suggestions = page.getByRole('dialog', { name: 'You might also like' });
  await expect(suggestions).toBeVisible();
  // An added suggestion leaves the list: the focus goes to the one now in its place, not to the page.
  await keys.tabTo(/^Add Still Water to cart$/);
  await keys.press('Enter');
  await expect(suggestions.getByText('Still Water')).toBeHidden();
  soft(await keys.focusName()).toMatch(/^Add .+ to cart$/);
  await keys.tabTo(/^No thanks/i);
  await keys.press('Enter');

  // A new page: the focus is on its heading, and the next Tab starts in its content.
  await expect(page).toHaveURL(/\/bistro\/login$/);
  await soft.poll(() => keys.focusName()).toBe('Log In');
  await keys.tabTo(/^Continue as guest$/);
  await keys.press('Enter');
  soft(await keys.focusName()).toBe('Email address');
  await keys.type(`keys-${project}-${Date.now()}@example.test`);
  await keys.tabTo(/^First name$/, { max: 1 });
  await keys.type('Kay');
  await keys.tabTo(/^Last name \(optional\)$/, { max: 1 });
  await keys.tabTo(/^Mobile number$/, { max: 1 });
  await keys.type('07700 900123');
  await keys.press('Enter');

  await expect(page).toHaveURL(/\/bistro\/guest$/);
  await soft.poll(() => keys.focusName()).toBe('Guest checkout');
  // The order type is one radio group: one stop, the arrows choose.
  await keys.tabTo(/^Delivery$/);
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Collection' })).toBeChecked();
  // The bistro has three branches: the next group asks which one to collect from; the arrows choose.
  await keys.tabTo(/^Copperleaf Shoreditch/);
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Copperleaf Clapham/ })).toBeChecked();
  await keys.tabTo(/^Place order/);
  await keys.press('Enter');

  await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/, { timeout: 30_000 });
  await soft.poll(() => keys.focusName()).toBe('Thank you, your order has been placed');
  await expect(
    page.getByRole('complementary', { name: 'Your order' }).getByText('Still Water'),
  ).toBeVisible();
}

test('the skip link is the first Tab stop, shows, and moves the focus to the page’s content @phone', async ({
  page,
}) => {
  const keys = new Keyboard(page);
  await page.goto('/bistro/login');
  await expect(mainHeading(page, 'Log In')).toBeVisible();
  // Each shows its focus as it arrives, not some frames later: where the app scrolls to it and a person looks.
  const skip = await keys.tabWatchingArrival();
  expect(skip.name).toBe('Skip to content');
  expect(skip.arrival.top).toBeGreaterThanOrEqual(0);
  expect(skip.arrival.indicator).toBe(true);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
  await keys.press('Enter');
  const field = await keys.tabWatchingArrival();
  expect(field.name).toBe('Email address');
  expect(field.arrival.indicator).toBe(true);
  expect(keys.problems).toEqual([]);
});

test('every Tab stop around the extras popup of a long dish shows its focus, clear of the footer @phone', async ({
  page,
}) => {
  const keys = new Keyboard(page);
  await page.goto('/bistro/menu');
  await keys.tabTo(/^Add Sticky Chicken Wings to cart$/);
  await keys.press('Enter');
  await expect(dishPopup(page)).toBeVisible();
  expect(await keys.focusName()).toBe('Close');
  // Once round the popup each way (the browser's own controls come between its last stop and its first).
  const forward = await keys.roundTrip();
  const backward = await keys.roundTrip({ back: true });
  expect(forward).toContain('Add one Blue cheese');
  expect(backward).toContain('Add one Blue cheese');
  expect(keys.problems).toEqual([]);
});
