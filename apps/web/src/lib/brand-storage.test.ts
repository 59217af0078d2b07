import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { brandLocal, brandSession, readAccessToken } from './brand-storage';

let browser: FakeBrowser;

beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one brand’s entries', () => {
  it('reads and writes only its own entry of a key', () => {
    brandLocal('bistro').set('access_token', 'bistro-token');
    brandLocal('grocer').set('access_token', 'grocer-token');
    brandLocal('grocer').set('CustomerId', 9);
    expect(brandLocal('bistro').get('access_token')).toBe('bistro-token');
    expect(brandLocal('bistro').get('CustomerId')).toBeNull();
    expect(brandLocal('grocer').get('CustomerId')).toBe(9);
    expect(JSON.parse(browser.localStorage.getItem('access_token')!)).toEqual({
      bistro: 'bistro-token',
      grocer: 'grocer-token',
    });
  });

  it('removes its entry, and the key once no brand has one', () => {
    brandSession('bistro').set('orderId', '41');
    brandSession('grocer').set('orderId', '42');
    brandSession('bistro').remove('orderId');
    expect(browser.sessionStorage.getItem('orderId')).toBe('{"grocer":"42"}');
    brandSession('grocer').remove('orderId');
    expect(browser.sessionStorage.getItem('orderId')).toBeNull();
  });

  it('never reads an inherited property as an entry, and keeps nothing for no brand', () => {
    brandLocal('bistro').set('username', 'a@b.c');
    expect(brandLocal('constructor').get('username')).toBeNull();
    expect(brandLocal('toString').get('username')).toBeNull();
    brandLocal('').set('username', 'x@y.z');
    expect(brandLocal('').get('username')).toBeNull();
    expect(JSON.parse(browser.localStorage.getItem('username')!)).toEqual({ bistro: 'a@b.c' });
  });
});

describe('readAccessToken', () => {
  it('picks the bearer token in the spec order, of the brand asked for only', () => {
    expect(readAccessToken('bistro')).toBeNull();
    brandSession('bistro').set('event_access_token', 'event');
    expect(readAccessToken('bistro')).toBe('event');
    brandSession('bistro').set('access_token', 'guest');
    expect(readAccessToken('bistro')).toBe('guest');
    brandLocal('bistro').set('access_token', 'login');
    expect(readAccessToken('bistro')).toBe('login');
    expect(readAccessToken('grocer')).toBeNull();
    expect(readAccessToken('')).toBeNull();
  });
});
