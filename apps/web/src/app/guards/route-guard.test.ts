import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../test/fake-browser';
import { brandLocal, brandSession } from '../../lib/brand-storage';
import { guardRedirect } from './route-guard';

const tab = () => brandSession('bistro');

beforeEach(() => {
  fakeBrowser('https://shop.example.com/bistro/home');
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
    tab().set('access_token', 'guest-token');
    expect(enter('checkout')).toBe('/bistro/guest');
    expect(enter('guest')).toBeNull();
    brandLocal('bistro').set('access_token', 'jwt');
    brandLocal('bistro').set('CustomerId', 3);
    expect(enter('checkout')).toBeNull();
    expect(enter('updateaccount')).toBeNull();
  });

  it("reads the brand's own visitor: signed in at another brand is signed out here", () => {
    brandLocal('grocer').set('access_token', 'jwt');
    brandLocal('grocer').set('CustomerId', 3);
    brandSession('grocer').set('access_token', 'guest-token');
    expect(enter('checkout')).toBe('/bistro/login');
    expect(enter('updateaccount')).toBe('/bistro/login?guest=false');
  });

  it('copies the order id on entering checkout, unless one is stored', () => {
    enter('checkout', '?orderId=41');
    expect(tab().get('orderId')).toBe('41');
    enter('checkout', '?orderId=42');
    expect(tab().get('orderId')).toBe('41');
    tab().set('orderId', 'null');
    enter('order-checkout', '?orderId=43');
    expect(tab().get('orderId')).toBe('43');
  });

  it("treats a stored 'null' or 'undefined' as no order id, and never copies one of those from the query", () => {
    for (const stored of ['null', 'undefined']) {
      tab().set('orderId', stored);
      // Sent to log in (an anonymous visitor), the order id is still copied for after the login.
      expect(enter('checkout', '?orderId=4711')).toBe('/bistro/login');
      expect(tab().get('orderId')).toBe('4711');
    }
    for (const value of ['null', 'undefined', '']) {
      tab().remove('orderId');
      enter('checkout', `?orderId=${value}`);
      expect(tab().get('orderId'), value).toBeNull();
    }
  });

  it('leaves the order id alone on other routes', () => {
    enter('pay', '?orderId=41');
    expect(tab().get('orderId')).toBeNull();
  });
});
