import { describe, expect, it } from 'vitest';
import type { ReorderLine } from '@storefront/contract/order';
import { cartLineFor, refusalReason } from './reorder-lines';

const base: ReorderLine = {
  ItemId: 10001,
  Kind: 'Recipe',
  Title: 'Garlic Bread',
  Image: '/brand-assets/bistro/items/starter.svg',
  Quantity: 2,
  UnitPrice: 5.5,
  TotalPrice: 11,
  PreviousUnitPrice: 5,
  ExtraDetail: [
    { ExtraTitle: 'Melted mozzarella', ExtraQuantity: 1, ExtraPrice: 1, Group: 'Optional toppings' },
  ],
  WeightKg: null,
  Units: null,
  IsDiscountedItem: false,
  SocialDiscountItem: false,
  MaxBuy: 4,
  ForDelivery: true,
  ForCollection: true,
  ForEatIn: false,
  ForDineIn: false,
  Note: null,
};

describe('cartLineFor', () => {
  it("puts a dish back with today's price and its extras in their groups", () => {
    expect(cartLineFor(base)).toEqual({
      RecipeId: 10001,
      RecipeTitle: 'Garlic Bread',
      RecipePrice: 5.5,
      recipeTotal: 11,
      RecipeImage: '/brand-assets/bistro/items/starter.svg',
      RecipeQuantity: 2,
      IsDiscountedItem: false,
      socialDiscountItem: false,
      RecipeMaxBuyAllowed: 4,
      RecipeExtraObject: [
        { Title: 'Melted mozzarella', Price: 1, Quantity: 1, Key: 'Optional toppings', checked: true },
      ],
      ForDelivery: true,
      ForCollection: true,
      ForDineIn: false,
      ForEatIn: false,
    });
  });

  it('puts a weighed product back with its weight and units', () => {
    const line = cartLineFor({
      ...base,
      Kind: 'Product',
      Title: 'Cheddar',
      ExtraDetail: [],
      WeightKg: 1.5,
      Units: 'kg',
      UnitPrice: 9,
      TotalPrice: 18,
    });
    expect(line).toMatchObject({
      ProductId: 10001,
      ProductOldPrice: 9,
      ProductNewPrice: null,
      ProductTotal: 18,
      ProductUnits: 'kg',
      ProductQuantity: 2,
      WeightKg: 1.5,
      ProductExtraObject: [],
    });
    expect('WeightKg' in cartLineFor({ ...base, Kind: 'Product' })).toBe(false);
  });

  it('says why the cart refused a line', () => {
    expect(refusalReason('max-buy')).toMatch(/most you can buy/);
  });
});
