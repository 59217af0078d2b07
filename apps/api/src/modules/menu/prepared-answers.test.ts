import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuRecipeResponse } from '@storefront/contract/menu';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/** This file's own brands (ids 7201 and 7211 are these tests'): edited here, so no other test reads them. */
const ids = { pglite: 7201, postgres: 7211 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** Every catalogue answer made once per brand version and sent as prepared bytes. */
function callsOf(brand: { id: number; flavour: string }): Call[] {
  const burger = brand.id * 10 + 1;
  const apples = brand.id * 10 + 1;
  return [
    { name: 'getBrandInfo', method: 'GET', url: `/api/Brand/getBrandInfo/${brand.flavour}/WebCustomer` },
    {
      name: 'recipe categories',
      method: 'POST',
      url: `/api/Category/v1/getCategories/${brand.flavour}/Recipe`,
    },
    {
      name: 'product categories',
      method: 'POST',
      url: `/api/Category/v1/getCategories/${brand.flavour}/Product`,
      body: { OnlineOrderingEnabledCategory: true },
    },
    { name: 'counters', method: 'GET', url: `/api/Category/getCategoriesProductCounters/${brand.id}` },
    {
      name: 'recipes',
      method: 'POST',
      url: `/api/Recipe/v1/getRecipes/${brand.flavour}`,
      body: { Offset: 0, Limit: 50 },
    },
    {
      name: 'products',
      method: 'POST',
      url: `/api/Product/v1/getProducts/${brand.flavour}`,
      body: { Offset: 0, Limit: 50 },
    },
    { name: 'recipe', method: 'GET', url: `/api/Recipe/getRecipe/${brand.flavour}/${burger}` },
    { name: 'product', method: 'GET', url: `/api/Product/getProduct/${brand.flavour}/${apples}` },
    { name: 'recommended', method: 'GET', url: `/api/Recipe/RecommendedItems/${brand.flavour}` },
  ];
}

describe.each(DRIVERS)('prepared catalogue answers on %s', (driver) => {
  const MINE = { id: ids[driver], flavour: `prepared-${driver}` };
  const BURGER = MINE.id * 10 + 1;
  const CALLS = callsOf(MINE);
  let t: TestApp;
  let ownerToken = '';
  const call = (c: Call, headers: Record<string, string> = {}) =>
    t.request(c.method, c.url, { body: c.body, headers });
  /** The answer's raw bytes (compressed ones do not survive the harness's text body). */
  const callRaw = async (c: Call, acceptEncoding: string) => {
    const token = await t.app.inject({ method: 'GET', url: '/api/antiforgery/token' });
    const cookies = token.cookies.map((k) => `${k.name}=${k.value}`).join('; ');
    const xsrf = token.cookies.find((k) => k.name === 'XSRF-TOKEN')?.value ?? '';
    return t.app.inject({
      method: c.method,
      url: c.url,
      headers: {
        'accept-encoding': acceptEncoding,
        ...(c.method === 'POST'
          ? { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrf }
          : {}),
      },
      payload: c.method === 'POST' ? JSON.stringify(c.body ?? {}) : undefined,
    });
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: MINE.flavour, document: makeBrandFile(MINE.id, MINE.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const email = `prepared-owner-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
    await createStaffAccount(t.app.database.db, {
      email,
      name: 'owner',
      role: 'BrandOwner',
      brandId: MINE.id,
      password: STAFF_PASSWORD,
    });
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    ownerToken = res.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  it.each(CALLS)('$name: a strong ETag, 304 when it matches, the body again for anything else', async (c) => {
    const first = await call(c);
    expect(first.status, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    // The same bytes and tag every time: made once, not per request.
    const second = await call(c);
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const cached = await call(c, { 'if-none-match': ifNoneMatch });
      expect(cached.status, ifNoneMatch).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    for (const garbage of ['garbage', '"', 'W/', etag.slice(0, -1), `"${'x'.repeat(2000)}"`, ',,,']) {
      const fresh = await call(c, { 'if-none-match': garbage });
      expect(fresh.status, garbage).toBe(200);
      expect(fresh.body).toBe(first.body);
    }
  });

  it('sends large answers compressed as asked, the same JSON whichever encoding', async () => {
    // The demo bistro's answers are the large ones (7 kB and 49 kB).
    const large: Call[] = [
      { name: 'getBrandInfo', method: 'GET', url: '/api/Brand/getBrandInfo/bistro/WebCustomer' },
      {
        name: 'recipes',
        method: 'POST',
        url: '/api/Recipe/v1/getRecipes/bistro',
        body: { Offset: 0, Limit: 50 },
      },
    ];
    for (const c of large) {
      const plain = await call(c);
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await callRaw(c, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await callRaw(c, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      // One tag for the representation, whichever encoding carried it (Vary says the body may differ).
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('gives a page rendered on the server the same answers without a request; anything else takes the usual way', async () => {
    const direct = (method: string, url: string, body?: unknown) =>
      t.app.directAnswer(
        method,
        new URL(url, 'http://localhost'),
        body === undefined ? undefined : JSON.stringify(body),
        {},
      );
    // getBrandInfo is the brand's own prepared body, which the renderer is given and never asks for.
    for (const c of CALLS.filter((call) => call.name !== 'getBrandInfo')) {
      const answer = await direct(c.method, c.url, c.body);
      expect(answer, c.name).toBeDefined();
      expect(answer!.body, c.name).toBe((await call(c)).body);
    }
    const recipes = `/api/Recipe/v1/getRecipes/${MINE.flavour}`;
    // Input the route's schema refuses, text PostgreSQL cannot keep, an unknown brand or item, a body that is not
    // JSON: no answer here, so the request's own chain answers with the API's error.
    expect(await direct('POST', recipes, { Offset: -1, Limit: 2 })).toBeUndefined();
    expect(await direct('POST', recipes, { Offset: 0, Limit: 2, Extra: 'x' })).toBeUndefined();
    expect(await direct('POST', `/api/Category/v1/getCategories/bad\u0000/Recipe`)).toBeUndefined();
    expect(
      await direct('POST', '/api/Recipe/v1/getRecipes/no-such-brand', { Offset: 0, Limit: 2 }),
    ).toBeUndefined();
    expect(await direct('GET', `/api/Recipe/getRecipe/${MINE.flavour}/999999`)).toBeUndefined();
    expect(
      await t.app.directAnswer('POST', new URL(recipes, 'http://localhost'), '{not json', {}),
    ).toBeUndefined();
    // A route without an answer (search reads nothing cached, a customer's favourites are personal).
    expect(await direct('POST', '/api/Product/search', { SearchKey: 'burger' })).toBeUndefined();
    expect(await direct('GET', `/api/CustomerFavourites/getItems/1`)).toBeUndefined();
  });

  it('makes new answers when the brand changes: a price edit changes the tag and the body', async () => {
    const recipe = CALLS.find((c) => c.name === 'recipe')!;
    const recipes = CALLS.find((c) => c.name === 'recipes')!;
    const brandInfo = CALLS.find((c) => c.name === 'getBrandInfo')!;
    const before = {
      recipe: await call(recipe),
      recipes: await call(recipes),
      brandInfo: await call(brandInfo),
    };

    const base = `/api/admin/${MINE.flavour}/menu/recipes/${BURGER}`;
    const current = MenuRecipeResponse.parse(
      (await t.request('GET', base, { token: ownerToken })).json(),
    ).Data;
    const { RecipeId: _id, ...body } = current;
    const saved = await t.request('POST', base, {
      token: ownerToken,
      body: { ...body, RecipePrice: current.RecipePrice + 1 },
    });
    expect(saved.status, saved.body).toBe(200);

    for (const [name, c] of [
      ['recipe', recipe],
      ['recipes', recipes],
    ] as const) {
      const after = await call(c);
      expect(after.status).toBe(200);
      expect(after.headers.etag, name).not.toBe(before[name].headers.etag);
      expect(after.body).toContain(String(current.RecipePrice + 1));
      // The tag the client holds no longer matches: it gets the new body, not a 304.
      const revalidated = await call(c, { 'if-none-match': String(before[name].headers.etag) });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body).toBe(after.body);
    }
    // The brand's own settings did not change: same bytes, same tag, still a 304 for the browser's copy.
    const info = await call(brandInfo, { 'if-none-match': String(before.brandInfo.headers.etag) });
    expect(info.status).toBe(304);
  });
});
