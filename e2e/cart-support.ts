import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the cart and extras specs (e2e/cart.spec.ts, e2e/extras.spec.ts). */

/** The menu (recipe brands) or a shop page (product brands) with a category chosen. */
export async function openCatalogue(
  page: Page,
  brand: string,
  route: 'menu' | 'shop' | 'store',
  catId: number,
) {
  await page.goto(`/${brand}/${route}?catId=${catId}`);
  await expect(page.getByRole('article').first()).toBeVisible();
}

export const card = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

export const addButton = (page: Page, title: string): Locator =>
  page.getByRole('button', { name: `Add ${title} to cart`, exact: true });

export const dishPopup = (page: Page): Locator => page.getByRole('dialog', { name: 'Specify your Dish' });
export const productPopup = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Specify your Product' });

/** The popup's add button ('Add to cart £12.25'). */
export const popupAdd = (popup: Locator): Locator => popup.getByRole('button', { name: /^Add to cart/ });

/** The header's cart icon: 'Basket, 3 items'. */
export const cartButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^(Basket|Order), \d+ items?$/ });

export async function expectCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(
    new RegExp(`^(Basket|Order), ${count} ${count === 1 ? 'item' : 'items'}$`),
  );
}

export async function openSideCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const sideCart = page.getByRole('dialog', { name: /^Your (basket|order)$/ });
  await expect(sideCart).toBeVisible();
  return sideCart;
}

export async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

/** A side-cart line, found by its item's title. */
export const cartLine = (sideCart: Locator, title: string): Locator =>
  sideCart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: title });

/**
 * Starts watching for a toast with this text and returns a function that resolves with how long it stayed
 * on screen (from sonner mounting it to sonner starting to remove it), in milliseconds.
 */
export async function watchToast(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const state = { shown: 0, gone: 0 };
    (window as unknown as { __toastWatch: typeof state }).__toastWatch = state;
    const observer = new MutationObserver(() => {
      const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((el) =>
        el.textContent?.includes(wanted),
      );
      const now = performance.now();
      if (toast && !state.shown) state.shown = now;
      if (state.shown && !state.gone && (!toast || toast.getAttribute('data-removed') === 'true')) {
        state.gone = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, text);
  return async () => {
    const read = () =>
      page.evaluate(
        () => (window as unknown as { __toastWatch: { shown: number; gone: number } }).__toastWatch,
      );
    await expect.poll(async () => (await read()).gone, { timeout: 8_000 }).toBeGreaterThan(0);
    const { shown, gone } = await read();
    return gone - shown;
  };
}

/**
 * Saves what the visitor sees (not the full page: a popup is drawn over the viewport) as
 * e2e/screenshots/{project}-{name}.png, git-ignored, for a human to look at.
 */
export async function saveView(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // Let the popups' opening animations finish.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-${name}.png` });
}
