// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { local } from '../../../lib/storage';
import { ok, stubApi } from '../../../test/api-stub';
import { isDisabled } from '../../../test/dom';
import { BRAND, bistroConfig, orderConfig, productLine, putCart, recipeLine } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { useCart } from '../../../lib/cart-store';
import { CartLines } from './cart-lines';

/** Thursday 26 November 2026, 12:00 in London. */
const NOW = new Date('2026-11-26T12:00:00Z');

/** The lines as the side cart shows them: read live from the cart store. */
function Live({ type = null }: { type?: DeliveryType | null }) {
  return <CartLines brand={BRAND} config={bistroConfig} cart={useCart(BRAND)} type={type} />;
}

function renderLines(type: DeliveryType | null = null) {
  const result = renderScreen(<Live type={type} />);
  const list = () => screen.getByRole('list', { name: 'Items in your cart' });
  const items = () => within(list()).queryAllByRole('listitem');
  return { ...result, list, items };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Collection is ready 20 minutes after ordering (the bistro's MinCollectionTime).
  stubApi({ [`POST /api/Order/v2/getConfig/${BRAND}`]: () => ok(orderConfig()) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartLines', () => {
  it('shows each line with its extras, weight and total (quantity × unit price with extras)', () => {
    putCart({
      recipes: [
        recipeLine({
          RecipeTitle: 'Burger',
          RecipePrice: 11,
          RecipeQuantity: 2,
          RecipeExtraObject: [
            { Title: 'Brioche bun', Price: 0 },
            { Title: 'Garlic mayo', Price: 0.5, Quantity: 2 },
          ],
        }),
      ],
      products: [
        productLine({ ProductTitle: 'Sirloin', ProductOldPrice: 12, ProductTotal: 12, WeightKg: 1.5 }),
      ],
    });
    const { items } = renderLines();
    const [burger, sirloin] = items();
    expect(within(burger!).getByText('Brioche bun · Garlic mayo × 2')).toBeTruthy();
    expect(within(burger!).getByText('£22.00')).toBeTruthy();
    expect(sirloin!.querySelector('.cart-line__title')?.textContent).toBe('Sirloin · 1.5 kg');
  });

  it('adds one with plus, and removes the line with minus at one', async () => {
    putCart({ recipes: [recipeLine()] });
    const { user, items } = renderLines();
    await user.click(screen.getByRole('button', { name: 'Add one Garlic Bread' }));
    expect(local.get('cartRecipeItems')?.[BRAND]?.[0]?.RecipeQuantity).toBe(2);
    expect(within(screen.getByRole('group', { name: 'Garlic Bread' })).getByText('2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove one Garlic Bread' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Garlic Bread' }));
    expect(items()).toHaveLength(0);
    expect(local.get('cartRecipeItems')?.[BRAND]).toEqual([]);
  });

  it('changes quantities from the keyboard', async () => {
    putCart({ recipes: [recipeLine()] });
    const { user } = renderLines();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(local.get('cartRecipeItems')?.[BRAND]?.[0]?.RecipeQuantity).toBe(2);
  });

  it("stops plus at the recipe's max buy", () => {
    putCart({ recipes: [recipeLine({ RecipeQuantity: 2, RecipeMaxBuyAllowed: 2 })] });
    renderLines();
    expect(isDisabled(screen.getByRole('button', { name: 'Add one Garlic Bread' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Remove one Garlic Bread' }))).toBe(false);
  });

  it('fixes the quantity of an offer item', () => {
    putCart({ recipes: [recipeLine({ socialDiscountItem: true })] });
    renderLines();
    expect(screen.getByText('Qty 1 · offer item')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Garlic Bread/ })).toBeNull();
  });

  it('marks a line not offered for the chosen delivery type', () => {
    putCart({
      recipes: [recipeLine(), recipeLine({ RecipeId: 10002, RecipeTitle: 'Cocktail', ForDelivery: false })],
    });
    const { items } = renderLines('Home');
    const [bread, cocktail] = items();
    expect(cocktail!.className).toBe('cart-line cart-line--unavailable');
    expect(within(cocktail!).getByText('Not available for Delivery')).toBeTruthy();
    expect(bread!.className).toBe('cart-line');
  });

  it('marks a dish outside its menu hours at the time the order would be due', async () => {
    // Served until 12:10: still now, but not when a collection order placed now is ready (12:20).
    const hours = [{ Days: [0, 1, 2, 3, 4, 5, 6], From: '07:00', To: '12:10' }];
    putCart({ recipes: [recipeLine({ RecipeTitle: 'Full English', Hours: hours })] });
    const { items, unmount } = renderLines(null);
    expect(items()[0]!.className).toBe('cart-line');
    unmount();
    const collection = renderLines('Store');
    const message = await screen.findByText(/^Full English is served .*, not at 12:20$/);
    expect(message.className).toBe('cart-line__unavailable');
    expect(collection.items()[0]!.className).toBe('cart-line cart-line--unavailable');
  });
});
