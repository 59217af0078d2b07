import { expect, seriousA11yViolations, test } from './fixtures';
import {
  addButton,
  card,
  cartLine,
  dishPopup,
  expectCount,
  openCatalogue,
  openSideCart,
  popupAdd,
  saveView,
  productPopup,
  watchToast,
} from './cart-support';
import { brandItem, setBrandItems } from './support/brand-storage';

/**
 * The extras popup (spec §2 "Other UI", §4 "Extras popup", §5): 'Specify your Dish' / 'Specify your Product',
 * choose-one, optional and multiple-quantity groups, the menu builder, kg weights, max buy and the toasts,
 * on bistro (dishes) and grocer (products), desktop and mobile.
 */

const BURGERS = 12;
const MEAL_DEALS = 18;
const DESSERTS = 16;

test.describe('bistro dishes', () => {
  test('a choose-one dish says how many choices are missing until each group has one @phone', async ({
    page,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', BURGERS);
    await addButton(page, 'Buttermilk Fried Chicken Burger').click();
    const popup = dishPopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Buttermilk Fried Chicken Burger' })).toBeVisible();
    await expect(popup.getByRole('status')).toHaveText('Please choose 2 more options');
    await expect(popupAdd(popup)).toBeDisabled();

    await popup.getByRole('radio', { name: 'Sourdough bun' }).check();
    await expect(popup.getByRole('status')).toHaveText('Please choose an option');
    await expect(popupAdd(popup)).toBeDisabled();
    // A choose-one group keeps one choice: another replaces it.
    await popup.getByRole('radio', { name: /Gluten-free bun/ }).check();
    await expect(popup.getByRole('radio', { name: 'Sourdough bun' })).not.toBeChecked();

    await popup.getByRole('radio', { name: 'Medium' }).check();
    await expect(popup.getByText(/^Please choose/)).toHaveCount(0);
    // £12.00 + £1.00 for the gluten-free bun.
    await expect(popupAdd(popup)).toBeEnabled();
    await expect(popupAdd(popup)).toHaveText(/£13\.00/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await popupAdd(popup).click();
    await expect(popup).toBeHidden();
    await expectCount(page, 1);
    const sideCart = await openSideCart(page);
    await expect(cartLine(sideCart, 'Buttermilk Fried Chicken Burger')).toContainText(
      'Gluten-free bun · Medium',
    );
    await expect(cartLine(sideCart, 'Buttermilk Fried Chicken Burger')).toContainText('£13.00');
  });

  test('an optional group stops at its maximum and multiple-quantity extras stop at 9 and at the group total', async ({
    page,
  }, testInfo) => {
    test.slow();
    await openCatalogue(page, 'bistro', 'menu', BURGERS);
    await addButton(page, 'Classic Smash Burger').click();
    const popup = dishPopup(page);
    await expect(popup.getByText('Optional: select a maximum of 3')).toBeVisible();
    await expect(
      popup.getByRole('region').or(popup.getByRole('group', { name: 'Recipe Extras' })),
    ).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Your burger' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'On the side' })).toBeVisible();
    await saveView(page, testInfo, 'extras-popup');

    const toppings = popup.getByRole('group', { name: 'Optional toppings' });
    for (const name of ['Mature cheddar', 'Smoked streaky bacon', 'Caramelised onions'])
      await toppings.getByRole('checkbox', { name: new RegExp(name.split(' ')[0]!) }).check();
    await expect(toppings.getByRole('checkbox', { checked: true })).toHaveCount(3);
    // At the cap, the others cannot be chosen; unticking one frees them again.
    for (const box of await toppings.getByRole('checkbox', { checked: false }).all())
      await expect(box).toBeDisabled();
    await toppings.getByRole('checkbox', { name: /Caramelised/ }).uncheck();
    await expect(toppings.getByRole('checkbox', { name: /Smashed avocado/ })).toBeEnabled();

    const dips = popup.getByRole('group', { name: 'Extra dips' });
    const addGarlic = dips.getByRole('button', { name: 'Add one Garlic mayo' });
    for (let i = 0; i < 9; i += 1) await addGarlic.click();
    await expect(
      dips.getByRole('group', { name: 'Garlic mayo' }).getByText('9', { exact: true }),
    ).toBeVisible();
    await expect(addGarlic).toBeDisabled();
    // 9 + 3 = 12, the group's MaxQuantity: no dip can be added any more.
    const addChipotle = dips.getByRole('button', { name: 'Add one Chipotle mayo' });
    for (let i = 0; i < 3; i += 1) await addChipotle.click();
    for (const plus of await dips.getByRole('button', { name: /^Add one / }).all())
      await expect(plus).toBeDisabled();
    await dips.getByRole('button', { name: 'Remove one Chipotle mayo' }).click();
    await expect(dips.getByRole('button', { name: 'Add one Smoky BBQ' })).toBeEnabled();

    // Still missing the bread: the add stays disabled.
    await expect(popup.getByRole('status')).toHaveText('Please choose an option');
    await popup.getByRole('radio', { name: 'Brioche bun' }).check();
    await popupAdd(popup).click();
    const sideCart = await openSideCart(page);
    await expect(cartLine(sideCart, 'Classic Smash Burger')).toContainText('Garlic mayo × 9');
    await expect(cartLine(sideCart, 'Classic Smash Burger')).toContainText('Chipotle mayo × 2');
  });

  test('the menu builder opens the step each choice names, ends at -1, and a new earlier choice drops the later ones @phone', async ({
    page,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', MEAL_DEALS);
    await addButton(page, 'Weekday Lunch Deal').click();
    const popup = dishPopup(page);
    const add = popupAdd(popup);
    await expect(popup.getByRole('group', { name: /Choose your lunch/ })).toBeVisible();
    await expect(popup.getByRole('group', { name: /Choose your drink/ })).toHaveCount(0);
    await expect(add).toBeDisabled();

    // Burger → bread → drink (the end).
    await popup.getByRole('radio', { name: 'Classic Smash Burger' }).check();
    await popup
      .getByRole('group', { name: /Choose your bread/ })
      .getByRole('radio', { name: 'Brioche bun' })
      .check();
    await expect(add).toBeDisabled();
    await popup.getByRole('radio', { name: /Flat white/ }).check();
    await expect(add).toBeEnabled();
    await expect(add).toHaveText(/£10\.45/);

    // Back to the first step: soup skips the bread, and the drink must be chosen again.
    await popup.getByRole('radio', { name: 'Soup of the day' }).check();
    await expect(popup.getByRole('group', { name: /Choose your bread/ })).toHaveCount(0);
    await expect(popup.getByRole('radio', { name: /Flat white/ })).not.toBeChecked();
    await expect(add).toBeDisabled();
    await popup.getByRole('radio', { name: 'English breakfast tea' }).check();
    await expect(add).toHaveText(/£9\.95/);
    await add.click();

    const sideCart = await openSideCart(page);
    await expect(cartLine(sideCart, 'Weekday Lunch Deal')).toContainText(
      'Soup of the day · English breakfast tea',
    );
  });

  test("max buy: the quantity stops at what is left, then 'Can not add to cart' shows for 2 s and no popup opens", async ({
    page,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', BURGERS);
    await addButton(page, 'Monster Tower Burger').click();
    const popup = dishPopup(page);
    await popup.getByRole('radio', { name: 'Sourdough bun' }).check();
    const quantity = popup.getByRole('group', { name: 'Quantity' });
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByText('2', { exact: true })).toBeVisible();
    // RecipeMaxBuyAllowed is 2.
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const added = await watchToast(page, 'Successfully Added');
    await popupAdd(popup).click();
    await expect(page.getByText('Successfully Added')).toBeVisible();
    const addedFor = await added();
    expect(addedFor).toBeGreaterThanOrEqual(1250);
    expect(addedFor).toBeLessThan(2000);
    await expectCount(page, 2);

    const refused = await watchToast(page, 'Can not add to cart , Max Buy limit Reached for this recipe');
    await addButton(page, 'Monster Tower Burger').click();
    await expect(page.getByText('Can not add to cart , Max Buy limit Reached for this recipe')).toBeVisible();
    await expect(dishPopup(page)).toHaveCount(0);
    const refusedFor = await refused();
    expect(refusedFor).toBeGreaterThanOrEqual(1950);
    expect(refusedFor).toBeLessThan(2800);
  });

  test('a dish without extras goes straight to the cart; an out-of-stock dish shows its label and no add', async ({
    page,
  }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await addButton(page, 'Chocolate Brownie').click();
    await expect(page.getByText('Successfully Added')).toBeVisible();
    await expect(dishPopup(page)).toHaveCount(0);
    await expectCount(page, 1);

    await openCatalogue(page, 'bistro', 'menu', BURGERS);
    const wagyu = card(page, 'Wagyu Truffle Burger');
    await expect(wagyu.getByText('Coming Soon')).toBeVisible();
    await expect(wagyu.getByRole('button', { name: /^Add / })).toHaveCount(0);
  });

  test('an order being amended is flagged after an add', async ({ page }) => {
    await openCatalogue(page, 'bistro', 'menu', DESSERTS);
    await setBrandItems(page, 'session', 'bistro', { orderId: '42' });
    await addButton(page, 'Chocolate Brownie').click();
    await expect(page.getByText('Successfully Added')).toBeVisible();
    expect(await brandItem(page, 'session', 'bistro', 'amended')).toBe(true);
  });
});

test.describe('grocer products', () => {
  test('the delivery type is asked first, then a kg item is weighed from 0.5 to 3.0 kg @phone', async ({
    page,
  }) => {
    await openCatalogue(page, 'grocer', 'shop', 21);
    await addButton(page, 'Braeburn Apples (loose)').click();
    const types = page.getByRole('dialog', { name: 'How would you like to get your shopping?' });
    await expect(types).toBeVisible();
    await expect(types.getByRole('button', { name: 'Home delivery' })).toBeVisible();
    // Eat in is switched off for this brand.
    await expect(types.getByRole('button', { name: /Eat In/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await types.getByRole('button', { name: 'Click & collect' }).click();
    expect(await page.evaluate(() => localStorage.getItem('deliveryType'))).toBe('Store');

    const popup = productPopup(page);
    await expect(popup).toBeVisible();
    const weights = popup.getByRole('group', { name: 'Choose a weight' }).getByRole('radio');
    await expect(weights).toHaveCount(6);
    await expect(popup.getByRole('radio', { name: /^1\.0 kg/ })).toBeChecked();
    await expect(popupAdd(popup)).toHaveText(/£2\.40/);
    await popup.getByRole('radio', { name: /^1\.5 kg/ }).check();
    await expect(popupAdd(popup)).toHaveText(/£3\.60/);
    await popupAdd(popup).click();
    await expect(popup).toBeHidden();

    // Once chosen, the delivery type is not asked again.
    await addButton(page, 'Braeburn Apples (loose)').click();
    await expect(productPopup(page)).toBeVisible();
    await expect(types).toHaveCount(0);
    await productPopup(page)
      .getByRole('radio', { name: /^3\.0 kg/ })
      .check();
    await popupAdd(productPopup(page)).click();

    const sideCart = await openSideCart(page);
    await expect(cartLine(sideCart, 'Braeburn Apples (loose)')).toHaveCount(2);
    await expect(sideCart.getByText('· 1.5 kg')).toBeVisible();
    await expect(sideCart.getByText('· 3.0 kg')).toBeVisible();
  });

  test("a product with options is 'Specify your Product'", async ({ page }, testInfo) => {
    await openCatalogue(page, 'grocer', 'shop', 22);
    await addButton(page, 'Sourdough Bloomer 800g').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Home delivery' }).click();
    const popup = productPopup(page);
    await expect(popup.getByRole('status')).toHaveText('Please choose an option');
    await popup.getByRole('radio', { name: 'Thick sliced' }).check();
    const extras = popup.getByRole('group', { name: 'Optional extras' });
    await expect(extras.getByText('Optional: select a maximum of 1')).toBeVisible();
    await extras.getByRole('checkbox', { name: /Salted butter/ }).check();
    await expect(extras.getByRole('checkbox', { name: /Wildflower honey/ })).toBeDisabled();
    await expect(popupAdd(popup)).toHaveText(/£6\.20/);
    await saveView(page, testInfo, 'grocer-product-popup');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await popupAdd(popup).click();
    await expectCount(page, 1);
  });
});
