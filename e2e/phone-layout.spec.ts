import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { addButton, cartButton, dishPopup, expectCount, openCatalogue } from './cart-support';
import { xsrfToken } from './support/xsrf';

/**
 * The phone layout of a delivery app (issue 30): the header stays on screen while the top menu scrolls away; a
 * floating basket bar appears after the first add with the server's count and total, opens the basket and is
 * the first Tab after the content; the added-to-cart toast covers neither the bar nor the header's basket; the
 * meal-deal builder shows one chosen state and readable prices. At 1280 px the bar stays hidden: the sticky
 * header's basket button is the way in there.
 */

const BURGERS = 12;
const SIDES = 15;
const MEAL_DEALS = 18;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;
const basketBar = (page: Page) => page.getByRole('button', { name: /^View basket/ });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'on screen').not.toBeNull();
  return found!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The bistro basket priced by the server, as the checkout's summary asks for it. */
async function serverQuote(page: Page): Promise<{ items: number; subTotal: string }> {
  const lines = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cartRecipeItems') ?? '{}') as Record<
      string,
      { RecipeId: number; RecipeQuantity: number }[]
    >;
    return (stored.bistro ?? []).map((l) => ({
      ItemId: l.RecipeId,
      Quantity: l.RecipeQuantity,
      ExtraDetail: [],
    }));
  });
  // An anonymous call that changes nothing still echoes the anti-forgery token, as the app's own calls do.
  const xsrf = await xsrfToken(page);
  const response = await page.request.post('/api/Order/v2/quote', {
    data: { BrandFlavor: 'bistro', OrderOption: 'Pickup', Lines: lines },
    headers: { BrandFlavor: 'bistro', 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { Data } = (await response.json()) as {
    Data: { SubTotal: number; Lines: { Quantity: number }[] };
  };
  return {
    items: Data.Lines.reduce((sum, line) => sum + line.Quantity, 0),
    subTotal: `£${Data.SubTotal.toFixed(2)}`,
  };
}

test('the basket bar appears after the first add with the count and total the server quotes, opens the basket, and the toast covers neither it nor the header basket @phone', async ({
  page,
}) => {
  await openCatalogue(page, 'bistro', 'menu', SIDES);
  await expect(basketBar(page)).toHaveCount(0);

  await addButton(page, 'Skinny Fries').click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully Added' });
  await expect(toast).toBeVisible();
  await expectCount(page, 1);
  const toastBox = await box(toast);
  expect(overlaps(toastBox, await box(cartButton(page))), 'toast over the header basket').toBe(false);
  if (isPhone(page)) {
    await expect(basketBar(page)).toBeVisible();
    expect(overlaps(toastBox, await box(basketBar(page))), 'toast over the basket bar').toBe(false);
  }

  await addButton(page, 'Sweet Potato Fries').click();
  await addButton(page, 'Skinny Fries').click();
  await expectCount(page, 3);
  const quote = await serverQuote(page);
  expect(quote).toEqual({ items: 3, subTotal: '£11.25' });

  if (!isPhone(page)) {
    // Wide screens keep the header's basket button, on screen however far the menu scrolls.
    await expect(basketBar(page)).toHaveCount(0);
    return;
  }
  const bar = basketBar(page);
  await expect(bar).toHaveAccessibleName(`View basket ${quote.items} items ${quote.subTotal}`);
  await expect(bar).toContainText(quote.subTotal);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // It floats above the bottom menu, inside the screen.
  const barBox = await box(bar);
  const bottomMenu = await box(page.getByRole('navigation', { name: 'Quick links' }));
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(bottomMenu.y);

  // The first Tab after the page's content reaches it.
  await page.locator('main').evaluate((main) => {
    const focusable = [
      ...main.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, [tabindex="0"]'),
    ].filter((el) => el.getClientRects().length > 0);
    focusable.at(-1)?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(bar).toBeFocused();

  await page.keyboard.press('Enter');
  const sideCart = page.getByRole('dialog', { name: 'Your basket' });
  await expect(sideCart).toBeVisible();
  await expect(sideCart.getByText('Subtotal')).toBeVisible();
  await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toContainText(quote.subTotal);
});

test('the header stays on screen while the menu scrolls, the top menu scrolls away under it and the category strip sticks below it @phone', async ({
  page,
}) => {
  await openCatalogue(page, 'bistro', 'menu', BURGERS);
  const header = page.getByRole('banner');
  const topMenu = header.getByRole('navigation', { name: 'Main' });
  const menuLink = topMenu.getByRole('link', { name: 'Menu', exact: true });
  /** Whether the top menu is what a tap at its link's middle reaches (not the header covering it). */
  const topMenuOnTop = () =>
    menuLink.evaluate((link) => {
      const r = link.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return Boolean(hit && link.contains(hit));
    });
  expect(await topMenuOnTop()).toBe(true);
  const headerAtTop = await box(header);

  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // The header is where it was, its basket in reach; the top menu has gone under it.
  const headerScrolled = await box(header);
  expect(headerScrolled.y).toBe(0);
  expect(headerScrolled.height).toBeCloseTo(headerAtTop.height, 0);
  await expect(cartButton(page)).toBeInViewport();
  await expect.poll(topMenuOnTop).toBe(false);
  if (isPhone(page)) {
    // The category strip sticks right under the header, not under it.
    const strip = await box(page.getByRole('navigation', { name: /categor/i }));
    expect(Math.abs(strip.y - (headerScrolled.y + headerScrolled.height))).toBeLessThanOrEqual(2);
  }

  // Tabbing into the top menu brings it back, so the focused link is seen.
  await menuLink.focus();
  await expect.poll(topMenuOnTop).toBe(true);
  await menuLink.blur();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(topMenuOnTop).toBe(true);
});

test('the meal-deal builder marks the chosen burger alone, a brand-coloured upgrade does not look chosen, and every price reads @phone', async ({
  page,
}) => {
  await openCatalogue(page, 'bistro', 'menu', MEAL_DEALS);
  await addButton(page, 'Burger Meal Deal').click();
  const popup = dishPopup(page);
  await expect(popup).toBeVisible();
  const tile = (name: string) => popup.locator('label').filter({ has: page.getByRole('radio', { name }) });
  const look = (name: string) =>
    tile(name).evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        ring: style.boxShadow,
        tick: el.querySelector('.builder__check')?.getBoundingClientRect().width ?? 0,
      };
    });
  const plain = await look('Classic Smash Burger');
  const upgrade = await look('Double Bacon Cheeseburger');
  // Unchosen, the brand's upgrade has the plain tile's fill, ring and no tick.
  expect(upgrade).toEqual(plain);
  await expect(tile('Double Bacon Cheeseburger')).toContainText('+£2.50');

  await popup.getByRole('radio', { name: 'Classic Smash Burger' }).check();
  const chosen = await look('Classic Smash Burger');
  expect(chosen.background).not.toBe(plain.background);
  expect(chosen.ring).not.toBe(plain.ring);
  expect(chosen.tick).toBeGreaterThan(0);
  expect(await look('Double Bacon Cheeseburger')).toEqual(plain);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
