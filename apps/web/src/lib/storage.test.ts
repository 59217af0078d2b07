import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { adoptLegacyEntries, legacyEntry, local, session } from './storage';

let browser: FakeBrowser;

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typed storage', () => {
  it('keeps plain values as bare strings or JSON, and the session keys as one JSON object per brand', () => {
    local.set('access_token', { bistro: 'abc' });
    local.set('CustomerId', { bistro: 42 });
    local.set('deliveryType', 'Home');
    local.set('BrandId', 3);
    session.set('amended', { grocer: true });
    expect(browser.localStorage.getItem('access_token')).toBe('{"bistro":"abc"}');
    expect(browser.localStorage.getItem('CustomerId')).toBe('{"bistro":42}');
    expect(browser.localStorage.getItem('deliveryType')).toBe('Home');
    expect(browser.localStorage.getItem('BrandId')).toBe('3');
    expect(browser.sessionStorage.getItem('amended')).toBe('{"grocer":true}');
    expect(local.get('CustomerId')).toEqual({ bistro: 42 });
    expect(local.get('deliveryType')).toBe('Home');
    expect(session.get('amended')).toEqual({ grocer: true });
  });

  it("drops one brand's corrupted entry, keeping the other brands'", () => {
    browser.localStorage.setItem('CustomerId', '{"bistro":"x","grocer":5}');
    expect(local.get('CustomerId')).toEqual({ grocer: 5 });
  });

  it('reads a missing key as null', () => {
    expect(local.get('BrandId')).toBeNull();
    expect(session.get('orderId')).toBeNull();
  });

  it('drops a corrupted value instead of throwing', () => {
    browser.localStorage.setItem('CustomerId', '{not json');
    browser.localStorage.setItem('deliveryType', 'Teleport');
    browser.localStorage.setItem('cartRecipeItems', '[1, 2]');
    expect(local.get('CustomerId')).toBeNull();
    expect(local.get('deliveryType')).toBeNull();
    expect(local.get('cartRecipeItems')).toBeNull();
    expect(browser.localStorage.getItem('CustomerId')).toBeNull();
    expect(browser.localStorage.getItem('cartRecipeItems')).toBeNull();
  });

  it('drops a corrupted cart line on its own, keeping the others and the other brands', () => {
    const good = {
      ProductId: 7,
      ProductTitle: 'Apples',
      ProductOldPrice: 3.6,
      ProductNewPrice: null,
      ProductTotal: 3.6,
      ProductImageUrl: null,
      ProductUnits: 'kg',
      IsDiscountedItem: false,
      ProductQuantity: 1,
      ProductExtraObject: [],
      WeightKg: 1.5,
    };
    browser.localStorage.setItem(
      'cartProductItems',
      JSON.stringify({
        grocer: [{ ProductId: 'x' }, good, { ...good, WeightKg: 9 }],
        parts: 'oops',
        wholesale: [good],
      }),
    );
    expect(local.get('cartProductItems')).toEqual({ grocer: [good], wholesale: [good] });
  });

  it('keeps cart lists per brand', () => {
    const line = {
      RecipeId: 3,
      RecipeTitle: 'Soup',
      RecipePrice: 4.5,
      recipeTotal: 9,
      RecipeImage: null,
      RecipeQuantity: 2,
      IsDiscountedItem: false,
      socialDiscountItem: false,
      RecipeMaxBuyAllowed: null,
      RecipeExtraObject: [],
    };
    local.set('cartRecipeItems', { bistro: [line], grocer: [] });
    expect(local.get('cartRecipeItems')).toEqual({ bistro: [line], grocer: [] });
  });

  it('keeps the menu hours of a cart line, and drops a line whose hours are malformed', () => {
    const line = {
      RecipeId: 5,
      RecipeTitle: 'Full English',
      RecipePrice: 9,
      recipeTotal: 9,
      RecipeImage: null,
      RecipeQuantity: 1,
      IsDiscountedItem: false,
      socialDiscountItem: false,
      RecipeMaxBuyAllowed: null,
      RecipeExtraObject: [],
      Hours: [
        { Days: [1, 2, 3, 4, 5], From: '07:00', To: '11:00' },
        { Days: [5], From: '22:00', To: '24:00' },
      ],
    };
    browser.localStorage.setItem(
      'cartRecipeItems',
      JSON.stringify({
        bistro: [line, { ...line, RecipeId: 6, Hours: [{ Days: [8], From: '7am', To: '11:00' }] }],
      }),
    );
    expect(local.get('cartRecipeItems')).toEqual({ bistro: [line] });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', broken);
    expect(() => local.set('username', { bistro: 'a@b.c' })).not.toThrow();
    expect(local.get('username')).toBeNull();
    expect(() => local.remove('username')).not.toThrow();
  });
});

describe('values stored before the session keys were kept per brand', () => {
  it('reads an old bare value, and nothing for a key already per brand or empty', () => {
    browser.localStorage.setItem('access_token', 'old.jwt.token');
    browser.localStorage.setItem('CustomerId', '7');
    browser.localStorage.setItem('username', '{"bistro":"a@b.c"}');
    expect(legacyEntry('local', 'access_token')).toBe('old.jwt.token');
    expect(legacyEntry('local', 'CustomerId')).toBe(7);
    expect(legacyEntry('local', 'username')).toBeUndefined();
    expect(legacyEntry('local', 'guestEmail')).toBeUndefined();
  });

  it("moves them to the brand's entry, in both areas, leaving other keys alone", () => {
    browser.localStorage.setItem('access_token', 'old.jwt.token');
    browser.localStorage.setItem('CustomerId', '7');
    browser.localStorage.setItem('CustomerFirstName', 'Demo');
    browser.localStorage.setItem('deliveryType', 'Home');
    browser.sessionStorage.setItem('orderId', '42');
    adoptLegacyEntries('bistro');
    expect(local.get('access_token')).toEqual({ bistro: 'old.jwt.token' });
    expect(local.get('CustomerId')).toEqual({ bistro: 7 });
    expect(local.get('CustomerFirstName')).toEqual({ bistro: 'Demo' });
    expect(session.get('orderId')).toEqual({ bistro: '42' });
    expect(local.get('deliveryType')).toBe('Home');
  });

  it('drops them when they have no brand, or fail their check', () => {
    browser.localStorage.setItem('access_token', 'old.jwt.token');
    browser.localStorage.setItem('CustomerId', '-1');
    browser.localStorage.setItem('username', '{"grocer":"g@b.c"}');
    adoptLegacyEntries('bistro');
    expect(browser.localStorage.getItem('CustomerId')).toBeNull();
    adoptLegacyEntries(null);
    expect(browser.localStorage.getItem('access_token')).toBe('{"bistro":"old.jwt.token"}');
    browser.localStorage.setItem('access_token', 'another.old.token');
    adoptLegacyEntries(null);
    expect(browser.localStorage.getItem('access_token')).toBeNull();
    expect(local.get('username')).toEqual({ grocer: 'g@b.c' });
  });
});
