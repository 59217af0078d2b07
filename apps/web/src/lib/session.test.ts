import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { brandLocal, brandSession } from './brand-storage';
import { clearSession, prepareSessions, readVisitor } from './session';
import { local } from './storage';

let browser: FakeBrowser;

beforeEach(() => {
  browser = fakeBrowser('https://shop.example.com/grocer/shop');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An access token of the brand with this id (the server signs it; the client only reads its claims). */
const jwt = (brand: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: '5', brand })}.sig`;

function signIn(brand: string, customerId: number, firstName: string) {
  brandLocal(brand).set('access_token', jwt(1));
  brandLocal(brand).set('CustomerId', customerId);
  brandLocal(brand).set('CustomerFirstName', firstName);
}

describe('a session per brand', () => {
  it('is a customer only at the brand signed in to', () => {
    signIn('bistro', 5, 'Demo');
    expect(readVisitor('bistro')).toMatchObject({ kind: 'customer', customerId: 5, firstName: 'Demo' });
    expect(readVisitor('grocer')).toEqual({ kind: 'anonymous' });
    brandSession('grocer').set('access_token', 'gs_guest');
    expect(readVisitor('grocer')).toEqual({ kind: 'guest' });
    expect(readVisitor('bistro').kind).toBe('customer');
  });

  it("forgets one brand's session and cart, keeping the others'", () => {
    signIn('bistro', 5, 'Demo');
    signIn('grocer', 8, 'Greta');
    brandLocal('grocer').set('guestEmail', 'g@example.com');
    brandSession('grocer').set('orderId', '12');
    local.set('cartRecipeItems', { bistro: [], grocer: [] });
    clearSession('grocer');
    expect(readVisitor('grocer')).toEqual({ kind: 'anonymous' });
    expect(brandLocal('grocer').get('guestEmail')).toBeNull();
    expect(brandSession('grocer').get('orderId')).toBeNull();
    expect(local.get('cartRecipeItems')).toEqual({ bistro: [] });
    expect(readVisitor('bistro')).toMatchObject({ kind: 'customer', customerId: 5 });
  });
});

describe('prepareSessions, at app start', () => {
  function storeOldSession(brandId: number) {
    browser.localStorage.setItem('access_token', jwt(brandId));
    browser.localStorage.setItem('CustomerId', '5');
    browser.localStorage.setItem('CustomerFirstName', 'Demo');
    browser.localStorage.setItem('guestEmail', 'demo@example.com');
    browser.sessionStorage.setItem('orderId', '41');
  }

  it('keeps a session stored for the whole browser working at the brand it belongs to', () => {
    local.set('BrandFlavor', 'bistro');
    local.set('BrandId', 1);
    storeOldSession(1);
    prepareSessions();
    expect(readVisitor('bistro')).toMatchObject({ kind: 'customer', customerId: 5, firstName: 'Demo' });
    expect(brandLocal('bistro').get('guestEmail')).toBe('demo@example.com');
    expect(brandSession('bistro').get('orderId')).toBe('41');
    expect(readVisitor('grocer')).toEqual({ kind: 'anonymous' });
  });

  it('drops it cleanly when its brand is not the one last loaded', () => {
    local.set('BrandFlavor', 'grocer');
    local.set('BrandId', 2);
    storeOldSession(1);
    prepareSessions();
    expect(readVisitor('grocer')).toEqual({ kind: 'anonymous' });
    expect(readVisitor('bistro')).toEqual({ kind: 'anonymous' });
    for (const key of ['access_token', 'CustomerId', 'CustomerFirstName', 'guestEmail'])
      expect(browser.localStorage.getItem(key)).toBeNull();
    expect(browser.sessionStorage.getItem('orderId')).toBeNull();
  });

  it("clears a stored 'guest' token with the guest's details, at each brand (spec §4)", () => {
    brandLocal('bistro').set('access_token', 'guest');
    brandLocal('bistro').set('guestEmail', 'g@example.com');
    brandLocal('bistro').set('CustomerId', 3);
    signIn('grocer', 8, 'Greta');
    brandLocal('grocer').set('guestEmail', 'keep@example.com');
    prepareSessions();
    expect(brandLocal('bistro').get('access_token')).toBeNull();
    expect(brandLocal('bistro').get('guestEmail')).toBeNull();
    expect(brandLocal('bistro').get('CustomerId')).toBe(3);
    expect(brandLocal('grocer').get('guestEmail')).toBe('keep@example.com');
    expect(readVisitor('grocer').kind).toBe('customer');
  });
});
