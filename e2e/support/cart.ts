import type { Page } from '@playwright/test';

/** Bistro's garlic bread (£4.50) as the cart keeps a line of it. */
export const garlicBread = (quantity: number) => ({
  RecipeId: 10001,
  RecipeTitle: 'Garlic Bread',
  RecipePrice: 4.5,
  recipeTotal: 4.5 * quantity,
  RecipeImage: null,
  RecipeQuantity: quantity,
  IsDiscountedItem: false,
  socialDiscountItem: false,
  RecipeMaxBuyAllowed: null,
  RecipeExtraObject: [],
});

/** Fills bistro's cart with `quantity` garlic breads and nothing else (the page must be on the site). */
export async function putGarlicBreadInCart(page: Page, quantity: number) {
  await page.evaluate(
    (recipes) => {
      localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: recipes }));
      localStorage.setItem('cartProductItems', JSON.stringify({ bistro: [] }));
    },
    [garlicBread(quantity)],
  );
}

/** Fills the offline test provider's card form and pays. */
export async function payWithTestCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}
