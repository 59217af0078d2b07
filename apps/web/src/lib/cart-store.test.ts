import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@storefront/contract/catalog';
import { NO_CHOICES, recipeCartLine } from '@storefront/domain/cart-line';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { brandSession } from './brand-storage';
import { subscribeStorage } from './storage';
import { addLine, cartItemKeys, changeLine, clearCart, readCart } from './cart-store';

const recipe = (over: Partial<Recipe> = {}): Recipe => ({
  RecipeId: 10010,
  CategoryId: 12,
  SubcategoryId: null,
  RecipeTitle: 'Monster Tower Burger',
  RecipeDescription: '',
  RecipeImage: null,
  RecipePrice: 17.95,
  DisplayAmountText: null,
  RecipeStock: 10,
  IsNewlyAdded: false,
  IsPopular: false,
  Allergens: [],
  RecipeMaxBuyAllowed: 2,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: true,
  ForEatIn: true,
  RecipeExtraObject: null,
  ...over,
});

let browser: FakeBrowser;
beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cart store', () => {
  it('keeps each brand its own list under cartRecipeItems', () => {
    addLine('bistro', recipeCartLine(recipe(), NO_CHOICES));
    addLine('flags-off', recipeCartLine(recipe({ RecipeId: 910008 }), NO_CHOICES));
    expect(readCart('bistro').recipes.map((l) => l.RecipeId)).toEqual([10010]);
    expect(readCart('flags-off').recipes.map((l) => l.RecipeId)).toEqual([910008]);
    expect(
      Object.keys(JSON.parse(browser.localStorage.getItem('cartRecipeItems') ?? '{}') as object),
    ).toEqual(['bistro', 'flags-off']);
  });

  it('merges, refuses past the max buy, and removes at minus from 1', () => {
    const line = recipeCartLine(recipe(), NO_CHOICES);
    expect(addLine('bistro', line).ok).toBe(true);
    expect(addLine('bistro', line).ok).toBe(true);
    expect(addLine('bistro', line)).toMatchObject({ ok: false, reason: 'max-buy' });
    expect(readCart('bistro').recipes).toMatchObject([{ RecipeQuantity: 2, recipeTotal: 35.9 }]);
    expect(changeLine('bistro', 'recipe', 0, 'plus')).toMatchObject({ ok: false, reason: 'max-buy' });
    changeLine('bistro', 'recipe', 0, 'minus');
    expect(readCart('bistro').recipes).toMatchObject([{ RecipeQuantity: 1 }]);
    changeLine('bistro', 'recipe', 0, 'minus');
    expect(readCart('bistro').recipes).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const stop = subscribeStorage(listener);
    addLine('bistro', recipeCartLine(recipe(), NO_CHOICES));
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('names items by kind and id, so a recipe and a product with the same id differ', () => {
    addLine('bistro', recipeCartLine(recipe({ RecipeId: 7 }), NO_CHOICES));
    expect(cartItemKeys(readCart('bistro'))).toEqual(['recipe:7']);
  });

  it('empties one brand on clearCart and ends the amending of an earlier order', () => {
    addLine('bistro', recipeCartLine(recipe(), NO_CHOICES));
    addLine('flags-off', recipeCartLine(recipe({ RecipeId: 910008 }), NO_CHOICES));
    brandSession('bistro').set('orderId', '42');
    brandSession('bistro').set('amended', true);
    clearCart('bistro');
    expect(readCart('bistro')).toEqual({ recipes: [], products: [] });
    expect(readCart('flags-off').recipes.map((l) => l.RecipeId)).toEqual([910008]);
    expect(brandSession('bistro').get('orderId')).toBeNull();
    expect(brandSession('bistro').get('amended')).toBeNull();
  });

  it('reads a corrupted cart as empty instead of failing', () => {
    browser.localStorage.setItem('cartRecipeItems', '{"bistro": [{"RecipeId": "x"}]');
    expect(readCart('bistro')).toEqual({ recipes: [], products: [] });
  });
});
