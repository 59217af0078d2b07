import { describe, expect, it } from 'vitest';
import { pageAddress, renderPage } from './entry-server';
import { bistroConfig } from './test/fixtures';

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

describe('renderPage: the data a page starts from', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("starts from the brand's configuration the server holds, without asking the API for it", async () => {
    const asked: string[] = [];
    const page = await renderPage({
      url: '/bistro/no-such-page',
      origin: 'http://localhost',
      brandConfig: bistroConfig,
      fetch: (url) => {
        asked.push(url);
        return Promise.resolve(answer(500, {}));
      },
    });
    expect(asked).toEqual([]);
    expect(page.html).toContain(bistroConfig.BrandData.BrandName);
    expect(page.data.map((query) => query.key)).toContainEqual(['brand-info', 'bistro']);
  });

  it('asks for the configuration when it is not given', async () => {
    const asked: string[] = [];
    await renderPage({
      url: '/bistro/no-such-page',
      origin: 'http://localhost',
      fetch: (url) => {
        asked.push(new URL(url).pathname);
        return Promise.resolve(answer(200, { Info: { Status: 200, Message: 'OK' }, Data: bistroConfig }));
      },
    });
    expect(asked).toEqual(['/api/Brand/getBrandInfo/bistro/WebCustomer']);
  });
});
