import { describe, expect, it } from 'vitest';
import {
  builtFilesOf,
  cacheNames,
  isBrandPicture,
  isBuiltFile,
  isCatalogueRead,
  isStorable,
  isStorablePage,
} from './cache-rules';

const ORIGIN = 'https://shop.example';

/** A same-origin answer as a worker sees it (`type` is 'basic' only for answers the browser fetched). */
function answer(status: number, headers: Record<string, string> = {}, type: ResponseType = 'basic') {
  const response = new Response(status === 204 ? null : '{}', { status, headers });
  Object.defineProperty(response, 'type', { value: type });
  return response;
}

const read = (path: string, init: RequestInit = {}) => {
  const request = new Request(`${ORIGIN}${path}`, init);
  return isCatalogueRead(request, new URL(request.url));
};

describe("the service worker's cache rules (ADR 0058)", () => {
  it("keeps the public catalogue's GET reads, never a POST, a login's call or a personal one", () => {
    expect(read('/api/Brand/getBrandInfo/bistro/WebCustomer')).toBe(true);
    expect(read('/api/Product/getProduct/grocer/20016')).toBe(true);
    expect(read('/api/Recipe/getRecipe/bistro/12')).toBe(true);
    expect(read('/api/Brand/v1/getBranches/bistro')).toBe(true);
    expect(read('/api/Recipe/v1/getRecipes/bistro', { method: 'POST', body: '{}' })).toBe(false);
    expect(read('/api/Product/getProduct/grocer/1', { headers: { Authorization: 'Bearer x' } })).toBe(false);
    for (const personal of [
      '/api/Order/getOrder/5',
      '/api/Order/previousOrders',
      '/api/Customer/getCustomer/a%40b.c/0',
      '/api/CustomerFavourites/getItems/3',
      '/api/Event/v1/myBookings/bistro',
      '/api/Reservation/v1/byToken/bistro?Token=x',
      '/api/admin/orders',
      '/api/Brand/v1/changes/bistro',
    ])
      expect(read(personal), personal).toBe(false);
  });

  it('keeps only whole same-origin answers that any cache may keep', () => {
    expect(isStorable(answer(200, { 'cache-control': 'public, max-age=0, s-maxage=10' }))).toBe(true);
    expect(isStorable(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isStorable(answer(200))).toBe(true);
    expect(isStorable(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(answer(200, { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorable(answer(200, { 'cache-control': 'max-age=0, Private' }))).toBe(false);
    expect(isStorable(answer(404))).toBe(false);
    expect(isStorable(answer(206))).toBe(false);
    expect(isStorable(answer(200, {}, 'opaque'))).toBe(false);
    expect(isStorablePage(answer(200, { 'content-type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isStorablePage(answer(200, { 'content-type': 'application/xml; charset=utf-8' }))).toBe(false);
    expect(isStorablePage(answer(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(
      false,
    );
  });

  it("finds the built files a page's HTML names, once each", () => {
    const html =
      '<link rel="modulepreload" href="/assets/react-BbggMMhK.js"><style>@font-face{src:url(/assets/inter-x1.woff2)}</style>' +
      '<link rel="stylesheet" href="/assets/index-CDmCxNUf.css" disabled><script type="module" src="/assets/index-CMblV4Tf.js"></script>' +
      '<link rel="modulepreload" href="/assets/react-BbggMMhK.js"><img src="/brand-assets/bistro/logo.svg">';
    expect(builtFilesOf(html)).toEqual([
      '/assets/react-BbggMMhK.js',
      '/assets/inter-x1.woff2',
      '/assets/index-CDmCxNUf.css',
      '/assets/index-CMblV4Tf.js',
    ]);
  });

  it('tells built files and brand pictures apart', () => {
    expect(isBuiltFile(new URL(`${ORIGIN}/assets/index-x.js`))).toBe(true);
    expect(isBuiltFile(new URL(`${ORIGIN}/bistro/assets`))).toBe(false);
    expect(isBrandPicture(new URL(`${ORIGIN}/brand-assets/bistro/logo.svg`))).toBe(true);
    expect(isBrandPicture(new URL(`${ORIGIN}/uploads/3/abc.png`))).toBe(true);
    expect(isBrandPicture(new URL(`${ORIGIN}/api/Brand/x`))).toBe(false);
  });

  it("names each brand's caches after its scope and the build", () => {
    const bistro = cacheNames('/bistro/', 'abc123');
    expect(bistro.pages).toBe('storefront:/bistro/:pages:abc123');
    expect([bistro.files, bistro.catalogue, bistro.pictures].every((n) => n.startsWith(bistro.prefix))).toBe(
      true,
    );
    expect(cacheNames('/grocer/', 'abc123').pages.startsWith(bistro.prefix)).toBe(false);
  });
});
