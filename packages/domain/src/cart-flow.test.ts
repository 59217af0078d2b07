import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  afterRecommendedAdded,
  checkoutPath,
  decideCartClick,
  needsDistributorAccount,
  recommendationsButtonText,
  sideCartCheckoutHidden,
  type CartClickInput,
} from './cart-flow';

const base: CartClickInput = {
  checkoutActive: true,
  deliveryType: 'Home',
  stopFlags: {
    StopOnlineDeliveryOrders: false,
    StopOnlineCollectionOrders: false,
    StopOnlineEatInOrders: false,
  },
  route: 'menu',
  hasAccessToken: false,
  simpleCheckout: false,
  recommendedIds: [],
  cartIds: [],
};
const stopped = { ...base.stopFlags!, StopOnlineCollectionOrders: true };

describe('cart click flow', () => {
  it("blocks with 'We are not currently taking any orders' when checkout is inactive", () => {
    expect(
      decideCartClick({ ...base, checkoutActive: false, stopFlags: stopped, deliveryType: 'Store' }),
    ).toEqual({
      kind: 'blocked',
      heading: null,
      message: 'We are not currently taking any orders',
    });
  });
  it("blocks a stopped channel with its message under 'Sorry for the inconvenience'", () => {
    expect(decideCartClick({ ...base, deliveryType: 'Store', stopFlags: stopped })).toEqual({
      kind: 'blocked',
      heading: 'Sorry for the inconvenience',
      message: 'Sorry for the inconvenience, Collection is not avaiable at moment',
    });
    const custom = {
      ...base,
      deliveryType: 'Store' as const,
      stopFlags: stopped,
      stopMessages: { Collection: 'Closed' },
    };
    expect(decideCartClick(custom)).toMatchObject({ message: 'Closed' });
    expect(decideCartClick({ ...base, deliveryType: 'Home', stopFlags: stopped }).kind).toBe('checkout');
    expect(decideCartClick({ ...base, deliveryType: null, stopFlags: stopped }).kind).toBe('checkout');
  });
  it('opens the inquiry popup on the store route without an access token', () => {
    expect(decideCartClick({ ...base, route: 'store' })).toEqual({ kind: 'inquiry' });
    expect(decideCartClick({ ...base, route: 'distributors' })).toEqual({ kind: 'inquiry' });
    expect(decideCartClick({ ...base, route: 'store', hasAccessToken: true })).toEqual({
      kind: 'checkout',
      path: 'checkout',
    });
  });
  it('drops recommended items already in the cart, and opens the popup when any remain', () => {
    const input = { ...base, recommendedIds: ['r1', 'r2', 'p3'], cartIds: ['r2'] };
    expect(decideCartClick(input)).toEqual({ kind: 'recommendations', ids: ['r1', 'p3'] });
    expect(decideCartClick({ ...input, cartIds: ['r1', 'r2', 'p3'] })).toEqual({
      kind: 'checkout',
      path: 'checkout',
    });
  });
  it('goes to order-checkout under simple checkout off the store route, and keeps training', () => {
    expect(checkoutPath({ route: 'menu', simpleCheckout: true })).toBe('order-checkout');
    expect(checkoutPath({ route: 'store', simpleCheckout: true })).toBe('checkout');
    expect(checkoutPath({ route: 'menu', simpleCheckout: false })).toBe('checkout');
    expect(checkoutPath({ route: 'training', simpleCheckout: true })).toBe('checkout?training=true');
    expect(checkoutPath({ route: 'menu', simpleCheckout: false, trainingQuery: true })).toBe(
      'checkout?training=true',
    );
    expect(decideCartClick({ ...base, simpleCheckout: true })).toEqual({
      kind: 'checkout',
      path: 'order-checkout',
    });
  });
});

describe('needsDistributorAccount', () => {
  it('is the store route without an access token, as the inquiry popup decides', () => {
    expect(needsDistributorAccount('store', false)).toBe(true);
    expect(needsDistributorAccount('distributors', false)).toBe(true);
    expect(needsDistributorAccount('store', true)).toBe(false);
    for (const route of ['shop', 'online', 'products', 'menu'])
      expect(needsDistributorAccount(route, false)).toBe(false);
  });
});

describe('recommendations popup', () => {
  it('removes an added recommendation; with one left (or none) it goes to checkout', () => {
    expect(afterRecommendedAdded([1, 2, 3], 2, 'checkout')).toEqual({ kind: 'recommendations', ids: [1, 3] });
    expect(afterRecommendedAdded([1, 2], 1, 'checkout')).toEqual({ kind: 'checkout', path: 'checkout' });
    expect(afterRecommendedAdded([1], 1, 'order-checkout')).toEqual({
      kind: 'checkout',
      path: 'order-checkout',
    });
  });
  it("labels the skip button 'No Thanks , Continue to checkout' unless the brand says otherwise", () => {
    expect(recommendationsButtonText()).toBe('No Thanks , Continue to checkout');
    expect(recommendationsButtonText('Skip')).toBe('Skip');
  });
  it('never offers an item that is already in the cart', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 20 })), fc.array(fc.nat({ max: 20 })), (recommendedIds, cartIds) => {
        const decision = decideCartClick({ ...base, recommendedIds, cartIds });
        if (decision.kind === 'recommendations') {
          expect(decision.ids.length).toBeGreaterThan(0);
          for (const id of decision.ids) expect(cartIds).not.toContain(id);
        } else expect(recommendedIds.every((id) => cartIds.includes(id))).toBe(true);
      }),
    );
  });
});

describe('the side cart checkout button', () => {
  it('is hidden under 768 px when the brand has hot categories and the cart is empty', () => {
    const input = { viewportWidth: 390, hotCategories: 3, cartEmpty: true };
    expect(sideCartCheckoutHidden(input)).toBe(true);
    expect(sideCartCheckoutHidden({ ...input, viewportWidth: 767 })).toBe(true);
    expect(sideCartCheckoutHidden({ ...input, viewportWidth: 768 })).toBe(false);
    expect(sideCartCheckoutHidden({ ...input, hotCategories: 0 })).toBe(false);
    expect(sideCartCheckoutHidden({ ...input, cartEmpty: false })).toBe(false);
  });
});
