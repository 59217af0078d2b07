import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { local, readAccessToken, session } from './storage';

let browser: FakeBrowser;

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('typed storage', () => {
  it('keeps tokens and identifiers as bare strings, numbers and flags as JSON', () => {
    local.set('access_token', 'abc');
    local.set('CustomerId', 42);
    local.set('deliveryType', 'Home');
    session.set('amended', true);
    expect(browser.localStorage.getItem('access_token')).toBe('abc');
    expect(browser.localStorage.getItem('CustomerId')).toBe('42');
    expect(browser.localStorage.getItem('deliveryType')).toBe('Home');
    expect(browser.sessionStorage.getItem('amended')).toBe('true');
    expect(local.get('CustomerId')).toBe(42);
    expect(local.get('deliveryType')).toBe('Home');
    expect(session.get('amended')).toBe(true);
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
    expect(() => local.set('username', 'a@b.c')).not.toThrow();
    expect(local.get('username')).toBeNull();
    expect(() => local.remove('username')).not.toThrow();
  });

  it('picks the bearer token in the spec order', () => {
    expect(readAccessToken()).toBeNull();
    session.set('event_access_token', 'event');
    expect(readAccessToken()).toBe('event');
    session.set('access_token', 'guest');
    expect(readAccessToken()).toBe('guest');
    local.set('access_token', 'login');
    expect(readAccessToken()).toBe('login');
  });
});
