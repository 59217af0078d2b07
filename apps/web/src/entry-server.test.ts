import { describe, expect, it } from 'vitest';
import { pageAddress } from './entry-server';

describe('pageAddress: the address a public page is rendered and kept as', () => {
  it('keeps the path and drops what the screen does not read', () => {
    expect(pageAddress('/bistro/menu?utm_source=news&fbclid=1')).toEqual({
      screen: 'menu',
      url: '/bistro/menu',
      shared: true,
    });
    expect(pageAddress('/bistro/branches?catId=3')).toEqual({
      screen: 'branches',
      url: '/bistro/branches',
      shared: true,
    });
    expect(pageAddress('/bistro/no-such-page?x=1')).toEqual({
      screen: 'not-found',
      url: '/bistro/no-such-page',
      shared: true,
    });
  });

  it('leaves to the browser the pages it does not render', () => {
    expect(pageAddress('/bistro/checkout')).toBeNull();
    expect(pageAddress('/bistro/admin/orders')).toBeNull();
  });

  it('keeps a category, in one form whatever else comes with it', () => {
    expect(pageAddress('/bistro/menu?x=1&catId=7')?.url).toBe('/bistro/menu?catId=7');
    expect(pageAddress('/grocer/shop?catId=21')?.url).toBe('/grocer/shop?catId=21');
    expect(pageAddress('/grocer/category-products/21?subId=4&page=2')?.url).toBe(
      '/grocer/category-products/21?subId=4',
    );
  });

  it("keeps a stock list's filters in their canonical order, and drops filters it does not know", () => {
    const a = pageAddress('/motors/stock-list?sort=price-asc&make=Ford&colour=red');
    const b = pageAddress('/motors/stock-list?make=Ford&utm=1&sort=price-asc');
    expect(a).toEqual(b);
    expect(a?.url).toContain('make=Ford');
    expect(a?.url).not.toContain('colour');
  });

  it("never shares a page that carries a visitor's own booking", () => {
    expect(pageAddress('/bistro/events?booking=REF-1')).toEqual({
      screen: 'events',
      url: '/bistro/events?booking=REF-1',
      shared: false,
    });
    expect(pageAddress('/bistro/events?utm=1')?.shared).toBe(true);
  });
});
