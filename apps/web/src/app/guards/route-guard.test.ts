import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../../test/fake-browser';
import { guardRedirect } from './route-guard';

let browser: FakeBrowser;
beforeEach(() => {
  browser = fakeBrowser('https://shop.example.com/bistro/home');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const enter = (route: Parameters<typeof guardRedirect>[0], search = '') =>
  guardRedirect(route, 'bistro', search);

describe('guardRedirect', () => {
  it('redirects inside the brand, keeping the query the domain keeps', () => {
    expect(enter('checkout', '?training=true')).toBe('/bistro/login?training=true');
    expect(enter('favourites')).toBe('/bistro/login?guest=false');
  });

  it('reads the visitor from storage', () => {
    browser.sessionStorage.setItem('access_token', 'guest-token');
    expect(enter('checkout')).toBe('/bistro/guest');
    expect(enter('guest')).toBeNull();
    browser.localStorage.setItem('access_token', 'jwt');
    browser.localStorage.setItem('CustomerId', '3');
    expect(enter('checkout')).toBeNull();
    expect(enter('updateaccount')).toBeNull();
  });

  it('copies the order id on entering checkout, unless one is stored', () => {
    enter('checkout', '?orderId=41');
    expect(browser.sessionStorage.getItem('orderId')).toBe('41');
    enter('checkout', '?orderId=42');
    expect(browser.sessionStorage.getItem('orderId')).toBe('41');
    browser.sessionStorage.setItem('orderId', 'null');
    enter('order-checkout', '?orderId=43');
    expect(browser.sessionStorage.getItem('orderId')).toBe('43');
  });

  it("treats a stored 'null' or 'undefined' as no order id, and never copies one of those from the query", () => {
    for (const stored of ['null', 'undefined']) {
      browser.sessionStorage.setItem('orderId', stored);
      // Sent to log in (an anonymous visitor), the order id is still copied for after the login.
      expect(enter('checkout', '?orderId=4711')).toBe('/bistro/login');
      expect(browser.sessionStorage.getItem('orderId')).toBe('4711');
    }
    for (const value of ['null', 'undefined', '']) {
      browser.sessionStorage.removeItem('orderId');
      enter('checkout', `?orderId=${value}`);
      expect(browser.sessionStorage.getItem('orderId'), value).toBeNull();
    }
  });

  it('leaves the order id alone on other routes', () => {
    enter('pay', '?orderId=41');
    expect(browser.sessionStorage.getItem('orderId')).toBeNull();
  });
});
