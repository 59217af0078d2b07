import type { Page } from '@playwright/test';
import { expect, logIn, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { startNewVisit } from './support/routing';
import {
  addButton,
  card,
  cartButton,
  cartLine,
  closeDialog,
  dishPopup,
  expectCount,
  openCatalogue,
  openSideCart,
  popupAdd,
  saveView,
  productPopup,
} from './cart-support';

/**
 * The cart (spec §3 cart lines, §4 "Add to cart", "Cart quantity", "Cart counter", "Delivery type", "Cart
 * click flow", "Favourite toggle", §8 messages, §9): counter rules, the side cart's lines, delivery types,
 * stopped channels and the way to checkout, on bistro, grocer and the 'paused' test brand (e2e/brands).
 */

const BURGERS = 12;
const DESSERTS = 16;

async function addMonsterBurger(page: Page) {
  await addButton(page, 'Monster Tower Burger').click();
  await dishPopup(page).getByRole('radio', { name: 'Brioche bun' }).check();
  await popupAdd(dishPopup(page)).click();
  await expect(dishPopup(page)).toBeHidden();
}

/** Chooses a delivery type through the side cart's Choose / Change button. */
async function chooseType(page: Page, name: string) {
  const sideCart = page.getByRole('dialog', { name: /^Your (basket|order)$/ });
  await sideCart.getByRole('button', { name: /^(Choose|Change) delivery type$/ }).click();
  await page
    .getByRole('dialog', { name: /How would you like/ })
    .getByRole('button', { name })
    .click();
  await expect(page.getByRole('dialog', { name: /How would you like/ })).toHaveCount(0);
}

test.describe('counter and lines', () => {
  test('a recipe brand counts dishes; minus at 1 removes, plus stops at max buy, offer lines are fixed @phone', async ({
    page,
  }, testInfo) => {
    test.slow();
    await openCatalogue(page, 'bistro', 'menu', BURGERS);
    await expectCount(page, 0);
    await addMonsterBurger(page);
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Chocolate Brownie').click();
    await addButton(page, 'Chocolate Brownie').click();
    await addButton(page, 'Like & Share Brownie').click();
    // 1 burger + 2 brownies + 1 offer brownie, in three lines.
    await expectCount(page, 4);

    const sideCart = await openSideCart(page);
    const brownies = cartLine(sideCart, 'Chocolate Brownie');
    await expect(brownies).toContainText('£11.90');
    const burger = cartLine(sideCart, 'Monster Tower Burger');
    await burger.getByRole('button', { name: 'Add one Monster Tower Burger' }).click();
    await expect(burger).toContainText('£35.90');
    // RecipeMaxBuyAllowed 2.
    await expect(burger.getByRole('button', { name: 'Add one Monster Tower Burger' })).toBeDisabled();
    await expectCount(page, 5);
    // The social-discount brownie cannot be changed.
    const offer = cartLine(sideCart, 'Like & Share Brownie');
    await expect(offer.getByRole('button')).toHaveCount(0);
    await expect(offer).toContainText('offer item');
    await expect(sideCart.getByText('Subtotal')).toBeVisible();
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toContainText('£50.30');
    await saveView(page, testInfo, 'side-cart');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await brownies.getByRole('button', { name: 'Remove one Chocolate Brownie' }).click();
    await expect(brownies).toContainText('£5.95');
    await brownies.getByRole('button', { name: 'Remove one Chocolate Brownie' }).click();
    await expect(brownies).toHaveCount(0);
    await expectCount(page, 3);
  });

  test('a product brand counts lines, not quantities or kilos', async ({ page }) => {
    await openCatalogue(page, 'grocer', 'shop', 22);
    await addButton(page, 'All-butter Croissants x4').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Click & collect' }).click();
    await expectCount(page, 1);
    await addButton(page, 'All-butter Croissants x4').click();
    await expectCount(page, 1);
    // Within the app: a new page load would clear the delivery type (spec §4) and ask again.
    await page
      .getByRole('navigation', { name: 'Shop categories' })
      .getByRole('link', { name: /Fruit & Veg/ })
      .click();
    await addButton(page, 'Braeburn Apples (loose)').click();
    await productPopup(page)
      .getByRole('radio', { name: /^2\.5 kg/ })
      .check();
    await popupAdd(productPopup(page)).click();
    await expectCount(page, 2);
    const sideCart = await openSideCart(page);
    await expect(cartLine(sideCart, 'All-butter Croissants x4')).toContainText('£5.20');
    await expect(cartLine(sideCart, 'Braeburn Apples (loose)')).toContainText('2.5 kg');
    await expect(cartLine(sideCart, 'Braeburn Apples (loose)')).toContainText('£6.00');
    // Products out of stock cannot be added.
    await closeDialog(sideCart);
    await expect(addButton(page, 'Chestnut Mushrooms 250g')).toBeDisabled();
  });

  test('the cart lives in local storage per brand and follows other tabs; a corrupted line is dropped', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cartRecipeItems',
        JSON.stringify({
          bistro: [
            { RecipeId: 'broken' },
            {
              RecipeId: 10035,
              RecipeTitle: 'Chocolate Brownie',
              RecipePrice: 5.95,
              recipeTotal: 11.9,
              RecipeImage: null,
              RecipeQuantity: 2,
              IsDiscountedItem: false,
              socialDiscountItem: false,
              RecipeMaxBuyAllowed: null,
              RecipeExtraObject: [],
            },
          ],
        }),
      );
    });
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await expectCount(page, 2);
    // The same visit: the welcome message closed in the first tab stays closed here.
    const other = await context.newPage();
    await openCatalogue(other, 'bistro', 'menu', DESSERTS);
    await addButton(other, 'Eton Mess').click();
    await expectCount(other, 3);
    // The first tab hears of it through the storage event.
    await expectCount(page, 3);
    // Another brand has its own cart.
    await openCatalogue(page, 'grocer', 'shop', 22);
    await expectCount(page, 0);
  });
});

test.describe('delivery type', () => {
  test('chosen in the side cart, it marks lines and cards not offered for it, and shows the delivery minimum @phone', async ({
    page,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Affogato').click();
    await addButton(page, 'Chocolate Brownie').click();
    const sideCart = await openSideCart(page);
    await expect(sideCart.getByText('How would you like your order?')).toBeVisible();
    await chooseType(page, 'Delivery');
    expect(await page.evaluate(() => localStorage.getItem('deliveryType'))).toBe('Home');
    await expect(sideCart.getByText('Ordering for Delivery')).toBeVisible();
    await expect(cartLine(sideCart, 'Affogato')).toContainText('Not available for Delivery');
    await expect(cartLine(sideCart, 'Chocolate Brownie')).not.toContainText('Not available');
    // £4.50 + £5.95 = £10.45, £4.55 short of the £15.00 minimum.
    await expect(sideCart.getByText('Add £4.55 more for delivery')).toBeVisible();
    await closeDialog(sideCart);
    await expect(
      card(page, 'Affogato').getByText('Not available for Delivery', { exact: true }),
    ).toBeVisible();

    await openSideCart(page);
    await chooseType(page, 'Collection');
    await expect(cartLine(sideCart, 'Affogato')).not.toContainText('Not available');
    await expect(sideCart.getByText(/more for delivery/)).toHaveCount(0);

    // A reload is the same visit: the choice stays.
    await page.reload();
    await openSideCart(page);
    await expect(sideCart.getByText('Ordering for Collection')).toBeVisible();
    await closeDialog(sideCart);
    // A new visit (the site was last in front over half an hour ago) chooses afresh (spec §4), after the
    // brand's welcome, which a new visit shows again.
    await startNewVisit(page);
    // As a person waits for a page: its buttons work once it is hydrated (page.goto waits for it; reload not).
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    const welcome = page.getByRole('dialog', { name: /^Welcome/ });
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await expect(welcome).toBeHidden();
    await openSideCart(page);
    await expect(page.getByText('How would you like your order?')).toBeVisible();
  });

  test('grocer marks a collection-only product when delivery is chosen', async ({ page }) => {
    await openCatalogue(page, 'grocer', 'shop', 24);
    await addButton(page, 'Hot Rotisserie Chicken').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Home delivery' }).click();
    await expect(
      card(page, 'Hot Rotisserie Chicken').getByText('Not available for Home delivery'),
    ).toBeVisible();
    const sideCart = await openSideCart(page);
    const line = cartLine(sideCart, 'Hot Rotisserie Chicken');
    await expect(line).toContainText('Not available for Home delivery');
    await expect(line).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  });
});

test.describe('checkout button and cart click flow', () => {
  test("a stopped channel's message replaces the checkout button: the default text, or the brand's", async ({
    page,
  }, testInfo) => {
    await openCatalogue(page, 'paused', 'menu', 9512);
    await addButton(page, 'Grilled Chicken & Avocado Burger').click();
    await dishPopup(page).getByRole('radio', { name: 'Brioche bun' }).check();
    await popupAdd(dishPopup(page)).click();
    const sideCart = await openSideCart(page);
    const checkout = sideCart.getByRole('button', { name: /^Checkout/ });
    await expect(checkout).toBeVisible();

    await chooseType(page, 'Delivery');
    await expect(
      sideCart.getByText('Sorry for the inconvenience, Home Delivery is not avaiable at moment'),
    ).toBeVisible();
    await expect(checkout).toHaveCount(0);
    await saveView(page, testInfo, 'side-cart-stopped');
    await chooseType(page, 'Collection');
    await expect(sideCart.getByText('Collection is paused at Paused Kitchen today.')).toBeVisible();
    await expect(checkout).toHaveCount(0);
    await chooseType(page, 'Eat In');
    await expect(checkout).toBeVisible();
  });

  test('a channel stopped since the side cart opened is refused under "Sorry for the inconvenience" with OKAY', async ({
    page,
  }) => {
    let stopped = false;
    await page.route('**/api/Order/v2/getConfig/bistro', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Data: Record<string, unknown> };
      body.Data.StopOnlineCollectionOrders = stopped;
      await route.fulfill({ response, json: body });
    });
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Eton Mess').click();
    const sideCart = await openSideCart(page);
    await chooseType(page, 'Collection');
    stopped = true;
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    const notice = page.getByRole('alertdialog', { name: 'Sorry for the inconvenience' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Sorry, collection is paused right now. Please try again shortly.');
    await notice.getByRole('button', { name: 'OKAY' }).click();
    await expect(notice).toHaveCount(0);
    // The side cart now knows too: the message replaces its button.
    await expect(
      sideCart.getByText('Sorry, collection is paused right now. Please try again shortly.'),
    ).toBeVisible();
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toHaveCount(0);
  });

  test("an inactive checkout answers 'We are not currently taking any orders' with OKAY", async ({
    page,
  }) => {
    // CheckoutDetail.Active off: the page carries the brand's configuration, and the API serves it too.
    await page.route(
      (url) => url.pathname === '/bistro/menu',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('"Active":true', '"Active":false');
        await route.fulfill({ response, body: html });
      },
    );
    await page.route('**/api/Brand/getBrandInfo/bistro/WebCustomer', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Data: { CheckoutDetail: { Active: boolean } } };
      body.Data.CheckoutDetail.Active = false;
      await route.fulfill({ response, json: body });
    });
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Eton Mess').click();
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    const notice = page.getByRole('alertdialog', { name: 'We are not currently taking any orders' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'OKAY' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/bistro\/menu/);
  });

  test('recommendations not in the cart come first; adding one takes it off the list; then on to checkout @phone', async ({
    page,
  }, testInfo) => {
    await logIn(page, 'bistro');
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Chocolate Brownie').click();
    const sideCart = await openSideCart(page);
    const recommended = page.waitForRequest((r) => r.url().endsWith('/api/Recipe/RecommendedItems/bistro'));
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await recommended;
    const popup = page.getByRole('dialog', { name: 'You might also like' });
    await expect(popup).toBeVisible();
    // The brownie is recommended but already in the cart.
    await expect(popup.getByText('Chocolate Brownie')).toHaveCount(0);
    await expect(popup.getByText('Coca-Cola', { exact: true })).toBeVisible();
    await saveView(page, testInfo, 'recommendations');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Add Coca-Cola to cart' }).click();
    await expect(popup.getByText('Coca-Cola', { exact: true })).toHaveCount(0);
    await expectCount(page, 2);
    await popup.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout$/);
  });

  test('checkout is order-checkout under simple checkout, and keeps training=true from the training route', async ({
    page,
  }) => {
    test.slow();
    await logIn(page, 'grocer');
    await openCatalogue(page, 'grocer', 'shop', 22);
    await addButton(page, 'Bagels x5').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Click & collect' }).click();
    let sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/grocer\/order-checkout$/);

    await logIn(page, 'bistro');
    // A cart that is not empty: on phones an empty one hides the button (bistro has hot categories).
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Eton Mess').click();
    await page.goto('/bistro/training');
    await expect(page.getByRole('main')).toBeVisible();
    sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout\?training=true$/);
  });

  test('a delivery type asks for its own recommendations', async ({ page }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Eton Mess').click();
    await openSideCart(page);
    await chooseType(page, 'Eat In');
    const recommended = page.waitForRequest((r) =>
      r.url().endsWith('/api/Recipe/RecommendedItems/bistro/EatIn'),
    );
    await page
      .getByRole('dialog', { name: 'Your basket' })
      .getByRole('button', { name: /^Checkout/ })
      .click();
    await recommended;
    await expect(page.getByRole('dialog', { name: 'You might also like' })).toBeVisible();
  });

  test('on the store route without an access token the inquiry popup opens', async ({ page }) => {
    await openCatalogue(page, 'grocer', 'store', 22);
    await addButton(page, 'Bagels x5').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Click & collect' }).click();
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    const inquiry = page.getByRole('dialog', { name: 'Order inquiry' });
    await expect(inquiry).toBeVisible();
    await expect(inquiry.getByRole('combobox', { name: 'Country' }).getByRole('option')).toHaveText([
      'Belgium',
      'Cyprus',
      'Denmark',
      'Finland',
      'United Kingdom',
    ]);
    await inquiry.getByRole('combobox', { name: 'Country' }).selectOption('Denmark');
    // The grocer's branches are all in the United Kingdom (the parts brand's dealers: parts.spec).
    await expect(inquiry.getByText('We have no dealer in Denmark yet.')).toBeVisible();
    await inquiry.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
    await expect(inquiry.getByRole('article', { name: 'Greengage Stoke Newington' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the empty side cart: the brand text or the default; no checkout button on phones with hot categories @phone', async ({
    page,
    isMobile,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    let sideCart = await openSideCart(page);
    await expect(sideCart.getByText('Your basket is empty — hungry?', { exact: false })).toBeVisible();
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toHaveCount(isMobile ? 0 : 1);

    await openCatalogue(page, 'paused', 'menu', 9512);
    sideCart = await openSideCart(page);
    await expect(sideCart.getByText('There are no items in the cart')).toBeVisible();
    // No hot categories: the button stays at every width.
    await expect(sideCart.getByRole('button', { name: /^Checkout/ })).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('the heart needs a login', async ({ page }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await card(page, 'Eton Mess').getByRole('button', { name: 'Favourite Eton Mess' }).click();
    await expect(page).toHaveURL(/\/bistro\/login/);
  });

  test('the heart flips at once, flips back when the server refuses, and stays when it agrees', async ({
    page,
  }, testInfo) => {
    // Each project its own dish: both run at once against the same demo customer.
    const dish = testInfo.project.name === 'mobile' ? 'Affogato' : 'Eton Mess';
    await logIn(page, 'bistro');
    let refuse = true;
    await page.route('**/api/CustomerFavourites/updateItem', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (refuse) await route.fulfill({ json: { Info: { Status: 500, Message: 'Not now' } } });
      else await route.continue();
    });
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    const heart = card(page, dish).getByRole('button', { name: `Favourite ${dish}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    refuse = false;
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/CustomerFavourites/updateItem'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Leave the demo customer as it was.
    const undone = page.waitForResponse((r) => r.url().endsWith('/api/CustomerFavourites/updateItem'));
    await heart.click();
    await undone;
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

test('screenshots: the menu with its ordering controls @phone', async ({ page }, testInfo) => {
  await openCatalogue(page, 'bistro', 'menu', BURGERS);
  await expect(cartButton(page)).toBeVisible();
  await saveScreenshot(page, testInfo, 'menu-ordering');
});
