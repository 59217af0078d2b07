import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startApp, type TestApp } from './test/harness';

type Case = [
  name: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
];

/** Bad input of every kind answers a 4xx in the envelope with a readable message; nothing answers 5xx. */
const cases: Case[] = [
  ['unknown brand: config', 'GET', '/api/Brand/getBrandInfo/nope/WebCustomer'],
  ['unknown brand: getConfig', 'POST', '/api/Order/v2/getConfig/nope', {}],
  ['unknown brand: categories', 'POST', '/api/Category/v1/getCategories/nope/Product', {}],
  ['unknown brand: recipes', 'POST', '/api/Recipe/v1/getRecipes/nope', {}],
  ['unknown brand: recommended', 'GET', '/api/Recipe/RecommendedItems/nope/Delivery'],
  ['unknown brand: search', 'POST', '/api/Product/search', { BrandFlavor: 'nope', SearchKey: 'burger' }],
  [
    'unknown brand: unsubscribe',
    'POST',
    '/api/Customer/UnsubscribeCustomerMarketingPreferences',
    { BrandFlavor: 'nope', Token: 'a@b.c' },
  ],
  ['unknown brand id: counters', 'GET', '/api/Category/getCategoriesProductCounters/999999'],
  ['non-numeric brand id', 'GET', '/api/Category/getCategoriesProductCounters/abc'],
  ['unknown recipe', 'GET', '/api/Recipe/getRecipe/alpha/999999'],
  ['unknown product', 'GET', '/api/Product/getProduct/alpha/999999'],
  ['non-numeric recipe id', 'GET', '/api/Recipe/getRecipe/alpha/abc'],
  ['negative product id', 'GET', '/api/Product/getProduct/alpha/-1'],
  ['huge id', 'GET', '/api/Product/getProduct/alpha/99999999999999999999'],
  ['malformed JSON', 'POST', '/api/Recipe/v1/getRecipes/alpha', '{"Offset": 0,'],
  ['JSON array body', 'POST', '/api/Recipe/v1/getRecipes/alpha', '[1,2]'],
  ['wrong types', 'POST', '/api/Recipe/v1/getRecipes/alpha', { Offset: 'zero', Limit: true }],
  ['limit too large', 'POST', '/api/Product/v1/getProducts/alpha', { Limit: 100000 }],
  ['unknown field', 'POST', '/api/Recipe/v1/getRecipes/alpha', { Offset: 0, Sneaky: 1 }],
  ['search without brand', 'POST', '/api/Product/search', { SearchKey: 'burger' }],
  ['search key too short', 'POST', '/api/Product/searchVehicle', { BrandFlavor: 'alpha', SearchKey: 'ab' }],
  ['search key wrong type', 'POST', '/api/Product/search', { BrandFlavor: 'alpha', SearchKey: 42 }],
  [
    'bad order option',
    'POST',
    '/api/Product/search',
    { BrandFlavor: 'alpha', SearchKey: 'burger', OrderOption: 'Drone' },
  ],
  ['text/plain body', 'POST', '/api/Recipe/v1/getRecipes/alpha', 'hello', { 'content-type': 'text/plain' }],
  [
    'favourites without a token',
    'POST',
    '/api/CustomerFavourites/updateItem',
    { FK_CustomerId: 1, FK_ProductId: 1, Status: true },
  ],
  [
    'favourite list with a garbage token',
    'GET',
    '/api/CustomerFavourites/getItems/1',
    undefined,
    { authorization: 'Bearer nonsense' },
  ],
  ['customer lookup without zero', 'POST', '/api/Customer/getCustomer/a@b.c/1', { BrandFlavor: 'alpha' }],
  ['token without body', 'POST', '/Token'],
  ['token with JSON garbage', 'POST', '/Token', { grant_type: ['password'] }],
  ['unknown API path', 'GET', '/api/Nope/nothing'],
  ['unknown API method', 'POST', '/api/Nope/nothing', {}],
];

describe.each(DRIVERS)('bad input on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  it.each(cases)('%s answers 4xx with a message', async (_name, method, url, body, headers) => {
    const res = await t.request(method, url, { body, headers });
    expect(res.status, res.body).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body).toBeLessThan(500);
    const json = res.json<{ Info: { Status: number; Message: string } }>();
    expect(json.Info.Status).toBe(res.status);
    expect(json.Info.Message.length).toBeGreaterThan(5);
    expect(res.body).not.toMatch(/at .+\.ts:\d+|node_modules|stack/i);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.request('POST', '/api/Product/search', {
      body: { BrandFlavor: 'alpha', SearchKey: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ Info: { Status: 413, Message: 'The request body is too large' } });
  });
});
