import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasExtras, opensExtrasPopup, startAdd, type AddStartInput } from './add-flow';

const group = (n: number) => ({
  Key: 'Optional toppings',
  MaxQuantity: 2,
  MultipleQuantity: false,
  Extras: Array.from({ length: n }, (_, i) => ({ Title: `T${i}`, Price: 1, Quantity: 0, checked: false })),
});

describe('the extras popup opens', () => {
  it('for an item with extras or menu-builder steps', () => {
    expect(hasExtras({ groups: [group(2)] })).toBe(true);
    expect(hasExtras({ groups: [], MenuBuilder: [{ Id: 1, Title: 'Main', Choose: [] }] })).toBe(true);
    expect(hasExtras({ groups: [] })).toBe(false);
    expect(hasExtras(null)).toBe(false);
  });
  it('with the open-for-non-extras flag or for a kg item of a PopupOnKgItems brand; else the item goes straight in', () => {
    expect(opensExtrasPopup({ groups: [], OpenForNonExtras: true }, false)).toBe(true);
    expect(opensExtrasPopup(null, true)).toBe(true);
    expect(opensExtrasPopup(null, false)).toBe(false);
    expect(opensExtrasPopup({ groups: [] }, false)).toBe(false);
  });
});

const input = (over: Partial<AddStartInput> = {}): AddStartInput => ({
  kind: 'recipe',
  maxBuyReached: false,
  deliveryTypePopup: false,
  deliveryTypesOffered: true,
  deliveryType: null,
  opensPopup: true,
  ...over,
});

describe('the first step of an add', () => {
  it('is the max-buy toast, without a popup, once the recipe max buy is in the cart', () => {
    expect(startAdd(input({ maxBuyReached: true }))).toBe('max-buy');
    expect(startAdd(input({ maxBuyReached: true, opensPopup: false }))).toBe('max-buy');
  });
  it('asks a product card for the delivery type first when DeliveryTypePopup is on and none is chosen', () => {
    const product = input({ kind: 'product', deliveryTypePopup: true });
    expect(startAdd(product)).toBe('delivery-type');
    expect(startAdd({ ...product, deliveryType: 'Home' })).toBe('popup');
    expect(startAdd({ ...product, deliveryTypesOffered: false })).toBe('popup');
    expect(startAdd({ ...product, deliveryTypePopup: false, opensPopup: false })).toBe('add');
    // Dish cards are not asked.
    expect(startAdd(input({ deliveryTypePopup: true }))).toBe('popup');
  });
  it('otherwise opens the popup or adds straight away', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(null, 'Home' as const, 'Store' as const), (opens, type) => {
        const step = startAdd(input({ opensPopup: opens, deliveryType: type }));
        expect(step).toBe(opens ? 'popup' : 'add');
      }),
    );
  });
});
