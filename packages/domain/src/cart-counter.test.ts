import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-counter';

const recipes = [{ RecipeQuantity: 2 }, { RecipeQuantity: 3 }];
const products = [{ ProductQuantity: 2.5 }, { ProductQuantity: 1 }, { ProductQuantity: 4 }];

describe('cartCount', () => {
  it('sums quantities for recipe brands', () => {
    expect(cartCount(true, recipes, products)).toBe(5);
  });

  it('counts lines for other brands', () => {
    expect(cartCount(false, recipes, products)).toBe(3);
  });

  it('is zero for empty carts', () => {
    expect(cartCount(true, [], [])).toBe(0);
    expect(cartCount(false, [], [])).toBe(0);
  });
});
