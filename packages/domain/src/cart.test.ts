import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toPence } from './money';
import {
  addToCart,
  largeDishLines,
  cartTotalPence,
  clampAddQuantity,
  decrementLine,
  incrementLine,
  isMaxBuyReached,
  lineTotalPence,
  maxAddable,
  quantityInCart,
  removeLine,
  unavailableLines,
  type CartProductLine,
  type CartRecipeLine,
} from './cart';
import type { CartExtra } from './extra-detail';

const extra = (Title: string, Quantity = 1, Key = 'Optional toppings'): CartExtra => ({
  Title,
  Price: 0.5,
  Quantity,
  Key,
  checked: true,
});

function recipe(overrides: Partial<CartRecipeLine> = {}): CartRecipeLine {
  return {
    RecipeId: 1,
    RecipeTitle: 'Margherita',
    RecipePrice: 8.5,
    recipeTotal: 8.5,
    RecipeImage: null,
    RecipeQuantity: 1,
    IsDiscountedItem: false,
    RecipeExtraObject: [],
    socialDiscountItem: false,
    ForDelivery: true,
    ForCollection: true,
    ForDineIn: false,
    ForEatIn: false,
    RecipeMaxBuyAllowed: null,
    ...overrides,
  };
}

function product(overrides: Partial<CartProductLine> = {}): CartProductLine {
  return {
    ProductId: 7,
    ProductTitle: 'Apples',
    ProductOldPrice: 0.1,
    ProductNewPrice: null,
    ProductTotal: 0.1,
    ProductImageUrl: null,
    ProductUnits: 'kg',
    IsDiscountedItem: false,
    ProductQuantity: 1,
    ProductExtraObject: [],
    ForDelivery: true,
    ForCollection: false,
    ...overrides,
  };
}

const lines = <L extends CartRecipeLine | CartProductLine>(change: { lines: readonly L[] }) => change.lines;

describe('add to cart', () => {
  it('merges the same item with the same extras in any order, summing quantity and total', () => {
    const a = recipe({ RecipeExtraObject: [extra('Olives'), extra('Ham', 2)], RecipeQuantity: 2 });
    const b = recipe({ RecipeExtraObject: [extra('Ham', 2), extra('Olives')], RecipeQuantity: 3 });
    const cart = lines(addToCart(lines(addToCart([], a)), b));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ RecipeQuantity: 5, recipeTotal: 42.5 });
  });
  it('keeps lines apart when extras, their quantities or their groups differ', () => {
    const plain = lines(addToCart([], recipe()));
    expect(lines(addToCart(plain, recipe({ RecipeExtraObject: [extra('Olives')] })))).toHaveLength(2);
    const two = lines(addToCart([], recipe({ RecipeExtraObject: [extra('Garlic', 2, 'Dips')] })));
    expect(lines(addToCart(two, recipe({ RecipeExtraObject: [extra('Garlic', 3, 'Dips')] })))).toHaveLength(
      2,
    );
    const side = lines(addToCart([], recipe({ RecipeExtraObject: [extra('None', 1, 'Choose bread')] })));
    expect(
      lines(addToCart(side, recipe({ RecipeExtraObject: [extra('None', 1, 'Choose sauce')] }))),
    ).toHaveLength(2);
    expect(lines(addToCart(plain, recipe({ RecipeId: 2 })))).toHaveLength(2);
  });
  it('never merges discounted lines', () => {
    const discounted = lines(addToCart([], recipe({ IsDiscountedItem: true })));
    expect(lines(addToCart(discounted, recipe()))).toHaveLength(2);
    expect(lines(addToCart(lines(addToCart([], recipe())), recipe({ IsDiscountedItem: true })))).toHaveLength(
      2,
    );
  });
  it('merges weighed lines only when the weight is the same (2 × 1.5 kg is not 1 × 3.0 kg)', () => {
    const half = lines(addToCart([], product({ WeightKg: 1.5, ProductOldPrice: 3.6 })));
    expect(lines(addToCart(half, product({ WeightKg: 1.5, ProductOldPrice: 3.6 })))).toMatchObject([
      { ProductQuantity: 2, ProductTotal: 7.2 },
    ]);
    expect(lines(addToCart(half, product({ WeightKg: 3, ProductOldPrice: 7.2 })))).toHaveLength(2);
    expect(lines(addToCart(half, product()))).toHaveLength(2);
  });
  it('computes totals in pence: 3 × £0.10 is £0.30, not 0.30000000000000004', () => {
    const cart = lines(addToCart([], product({ ProductQuantity: 3, ProductTotal: 0 })));
    expect(cart[0]?.ProductTotal).toBe(0.3);
    expect(lineTotalPence(199, 2.5)).toBe(498);
  });
  it('refuses an add beyond the max buy, counting every line of the recipe', () => {
    const cart = lines(addToCart([], recipe({ RecipeMaxBuyAllowed: 3, RecipeQuantity: 2 })));
    const other = recipe({ RecipeMaxBuyAllowed: 3, RecipeExtraObject: [extra('Olives')], RecipeQuantity: 2 });
    const refused = addToCart(cart, other);
    expect(refused).toMatchObject({ ok: false, reason: 'max-buy' });
    expect(refused.lines).toBe(cart);
    expect(lines(addToCart(cart, { ...other, RecipeQuantity: 1 }))).toHaveLength(2);
  });
  it('refuses a quantity below 1 or a fractional recipe quantity', () => {
    expect(addToCart([], recipe({ RecipeQuantity: 0 })).ok).toBe(false);
    expect(addToCart([], recipe({ RecipeQuantity: 1.5 })).ok).toBe(false);
    expect(addToCart([], product({ ProductQuantity: 2.5 })).ok).toBe(true);
  });
});

describe('max buy', () => {
  const cart = [
    recipe({ RecipeQuantity: 2 }),
    recipe({ RecipeQuantity: 1, RecipeExtraObject: [extra('Ham')] }),
  ];
  it('is what remains of the max buy after every line of the recipe; null max buy is unlimited', () => {
    expect(quantityInCart(1, cart)).toBe(3);
    expect(maxAddable(1, 5, cart)).toBe(2);
    expect(maxAddable(1, 2, cart)).toBe(0);
    expect(maxAddable(1, null, cart)).toBeNull();
    expect(maxAddable(2, 1, cart)).toBe(1);
  });
  it("signals 'Can not add to cart , Max Buy limit Reached for this recipe' once the max buy is in the cart", () => {
    expect(isMaxBuyReached(1, 3, cart)).toBe(true);
    expect(isMaxBuyReached(1, 4, cart)).toBe(false);
    expect(isMaxBuyReached(1, null, cart)).toBe(false);
  });
  it('keeps the popup quantity at least 1 and within what may be added', () => {
    expect(clampAddQuantity(0, null)).toBe(1);
    expect(clampAddQuantity(7, 3)).toBe(3);
    expect(clampAddQuantity(2, null)).toBe(2);
    expect(clampAddQuantity(Number.NaN, 4)).toBe(1);
  });
});

describe('cart quantity', () => {
  it('blocks plus at the max buy over all lines of the recipe', () => {
    const cart = [
      recipe({ RecipeQuantity: 2, RecipeMaxBuyAllowed: 3 }),
      recipe({ RecipeQuantity: 1, RecipeMaxBuyAllowed: 3, RecipeExtraObject: [extra('Ham')] }),
    ];
    expect(incrementLine(cart, 0)).toMatchObject({ ok: false, reason: 'max-buy' });
    const fewer = lines(decrementLine(cart, 0));
    expect(lines(incrementLine(fewer, 1))[1]).toMatchObject({ RecipeQuantity: 2, recipeTotal: 17 });
  });
  it('removes the line on minus at 1', () => {
    const cart = [recipe(), recipe({ RecipeId: 2 })];
    expect(lines(decrementLine(cart, 0))).toEqual([cart[1]]);
    expect(lines(decrementLine([recipe({ RecipeQuantity: 2 })], 0))[0]).toMatchObject({
      RecipeQuantity: 1,
      recipeTotal: 8.5,
    });
  });
  it('does not change social-discount lines', () => {
    const cart = [recipe({ socialDiscountItem: true, RecipeQuantity: 2 })];
    expect(incrementLine(cart, 0)).toMatchObject({ ok: false, reason: 'social-discount' });
    expect(decrementLine(cart, 0)).toMatchObject({ ok: false, reason: 'social-discount' });
  });
  it('refuses a line that is not there', () => {
    expect(incrementLine([], 0)).toMatchObject({ ok: false, reason: 'no-such-line' });
    expect(removeLine([recipe()], 0)).toMatchObject({ ok: true, lines: [] });
  });
});

describe('availability for the delivery type', () => {
  it('lists the lines not offered for the chosen type', () => {
    const cart = [
      recipe({ ForDelivery: false }),
      recipe({ ForCollection: false }),
      recipe({ ForEatIn: false, ForDineIn: true }),
      recipe({ ForEatIn: false, ForDineIn: false }),
    ];
    expect(unavailableLines(cart, 'Home')).toEqual([0]);
    expect(unavailableLines(cart, 'Store')).toEqual([1]);
    expect(unavailableLines(cart, 'EatIn')).toEqual([0, 1, 3]);
    expect(unavailableLines(cart, null)).toEqual([]);
    expect(unavailableLines([product()], 'Store')).toEqual([0]);
  });
});

// ---- Properties ---------------------------------------------------------------------------------

const extrasArb = fc.subarray([extra('Olives'), extra('Ham'), extra('Garlic', 2, 'Dips')]);
const recipeArb = fc
  .record({
    RecipeId: fc.integer({ min: 1, max: 3 }),
    RecipeQuantity: fc.integer({ min: 1, max: 4 }),
    pence: fc.integer({ min: 0, max: 5000 }),
    IsDiscountedItem: fc.boolean(),
    extras: extrasArb,
    shuffle: fc.boolean(),
  })
  .map((r) =>
    recipe({
      RecipeId: r.RecipeId,
      RecipeQuantity: r.RecipeQuantity,
      // One price per item and extras, as the catalogue gives it; the stored total is deliberately wrong.
      RecipePrice: (r.RecipeId * 101 + r.extras.length * 50) / 100,
      recipeTotal: r.pence / 100,
      IsDiscountedItem: r.IsDiscountedItem,
      RecipeExtraObject: r.shuffle ? [...r.extras].reverse() : r.extras,
    }),
  );

const sumBy = (cart: readonly CartRecipeLine[], id: number) =>
  cart.filter((l) => l.RecipeId === id).reduce((s, l) => s + l.RecipeQuantity, 0);

describe('properties', () => {
  it('adding keeps every added quantity: per item, the cart sums to what was added', () => {
    fc.assert(
      fc.property(fc.array(recipeArb, { maxLength: 30 }), (added) => {
        const cart = added.reduce<CartRecipeLine[]>((c, l) => {
          const change = addToCart(c, l);
          expect(change.ok).toBe(true);
          return [...change.lines];
        }, []);
        for (const id of [1, 2, 3]) expect(sumBy(cart, id)).toBe(sumBy(added, id));
      }),
    );
  });
  it('lines with different extras never merge, discounted lines never merge', () => {
    fc.assert(
      fc.property(fc.array(recipeArb, { maxLength: 30 }), (added) => {
        const cart = added.reduce<CartRecipeLine[]>((c, l) => [...addToCart(c, l).lines], []);
        const key = (l: CartRecipeLine) =>
          `${l.RecipeId}:${l.RecipeExtraObject.map((e) => e.Title)
            .sort()
            .join(',')}`;
        const undiscounted = cart.filter((l) => !l.IsDiscountedItem).map(key);
        // One line per item and extras, holding exactly what was added with those extras.
        expect(new Set(undiscounted).size).toBe(undiscounted.length);
        const qty = (ls: readonly CartRecipeLine[], k: string) =>
          ls.filter((l) => !l.IsDiscountedItem && key(l) === k).reduce((sum, l) => sum + l.RecipeQuantity, 0);
        for (const k of undiscounted) expect(qty(cart, k)).toBe(qty(added, k));
        expect(cart.filter((l) => l.IsDiscountedItem).length).toBe(
          added.filter((l) => l.IsDiscountedItem).length,
        );
        for (const l of cart.filter((c) => c.IsDiscountedItem))
          expect(added.some((a) => a.IsDiscountedItem && a.RecipeQuantity === l.RecipeQuantity)).toBe(true);
      }),
    );
  });
  it('no sequence of adds, pluses and minuses passes the max buy, and totals stay quantity × price', () => {
    const op = fc.oneof(
      recipeArb.map((line) => ({ kind: 'add' as const, line })),
      fc.record({ kind: fc.constantFrom('plus' as const, 'minus' as const), index: fc.nat({ max: 8 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (ops, maxBuy) => {
        let cart: readonly CartRecipeLine[] = [];
        for (const o of ops) {
          if (o.kind === 'add') cart = addToCart(cart, { ...o.line, RecipeMaxBuyAllowed: maxBuy }).lines;
          else cart = (o.kind === 'plus' ? incrementLine : decrementLine)(cart, o.index).lines;
          for (const id of [1, 2, 3]) expect(sumBy(cart, id)).toBeLessThanOrEqual(maxBuy);
          for (const l of cart) {
            expect(l.RecipeQuantity).toBeGreaterThanOrEqual(1);
            expect(toPence(l.recipeTotal)).toBe(l.RecipeQuantity * toPence(l.RecipePrice));
          }
        }
        expect(cartTotalPence(cart)).toBe(cart.reduce((s, l) => s + toPence(l.recipeTotal), 0));
      }),
    );
  });
});

describe('largeDishLines', () => {
  it('names the dish lines of 25 or more, as the checkout asks about them', () => {
    expect(
      largeDishLines([
        { RecipeTitle: 'Garlic Bread', RecipeQuantity: 121 },
        { RecipeTitle: 'Eton Mess', RecipeQuantity: 24 },
        { RecipeTitle: 'Halloumi Fries', RecipeQuantity: 25 },
      ]),
    ).toEqual(['121 × Garlic Bread', '25 × Halloumi Fries']);
  });
});
