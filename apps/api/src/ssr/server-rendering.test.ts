import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBusinessProblems } from '@storefront/domain/test-support/schema-org';
import { scriptHash } from '../lib/page-csp';
import { TEST_PASSWORD } from '../test/fixtures';
import { startApp, type TestApp } from '../test/harness';
import { internalFetch } from './internal-fetch';
import { loadServerRenderer } from './server-renderer';

/**
 * Server-rendered public pages (issue 18, ADR 0033), read as raw HTML the way a link preview or a crawler reads
 * them: the brand's title and favicon, the first screen's items and prices, Open Graph and structured data on
 * detail pages. Needs the web app's client and server builds (`npm run build`; `npm test` builds first).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const webDist = path.join(root, 'apps/web/dist');

const pounds = (value: number) => `£${value.toFixed(2)}`;
/** The width and height a PNG's header gives, or null for another file. */
const pngSize = (bytes: Buffer) =>
  bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('ascii', 12, 16) === 'IHDR'
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : null;
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
/** Text as it sits in HTML (React escapes &, <, > and quotes in text and attributes). */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

describe('server-rendered pages', () => {
  let t: TestApp;
  const shareImages = mkdtempSync(path.join(tmpdir(), 'share-images-'));
  beforeAll(async () => {
    if (!existsSync(path.join(root, 'apps/web/dist-server/entry-server.js')))
      throw new Error('The web app is not built: run `npm run build` first');
    t = await startApp('pglite', {
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://shop.example',
      SSR_PAGES: 'on',
      // A loaded CI machine renders slowly; the 503 on a missed deadline is not what this file tests.
      REQUEST_TIMEOUT_MS: '120000',
      SHARE_IMAGES_DIR: shareImages,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(shareImages, { recursive: true, force: true });
  });

  const page = async (url: string, status = 200) => {
    const response = await t.request('GET', url, { headers: { accept: 'text/html' } });
    expect(response.status, url).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  };
  const brandInfo = async (brand: string) =>
    (await t.request('GET', `/api/Brand/getBrandInfo/${brand}/WebCustomer`)).json<{
      Data: { BrandData: { BrandName: string }; BusinessInfo: { FavIcon?: string } };
    }>().Data;

  it('/bistro/menu: the page and brand in the title, its favicon, the dishes and prices of the first screen', async () => {
    const html = await page('/bistro/menu');
    const brand = await brandInfo('bistro');
    expect(html).toContain(`<title>Menu · ${inHtml(brand.BrandData.BrandName)}</title>`);
    if (brand.BusinessInfo.FavIcon)
      expect(html).toContain(`<link rel="icon" href="${brand.BusinessInfo.FavIcon}"`);
    expect(html).toContain('data-server-rendered');
    const recipes = (
      await t.request('POST', '/api/Recipe/v1/getRecipes/bistro', { body: { Offset: 0, Limit: 4 } })
    ).json<{ Data: { RecipeTitle: string; RecipePrice: number }[] }>().Data;
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) {
      expect(html).toContain(inHtml(recipe.RecipeTitle));
      expect(html).toContain(pounds(recipe.RecipePrice));
    }
    const restaurant = jsonLd(html).find((data) => data['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({ '@context': 'https://schema.org', name: brand.BrandData.BrandName });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/bistro/menu"');
  });

  it('paints from the HTML alone: the banner first, styles inline, the code loaded after the first paint', async () => {
    const res = await t.request('GET', '/bistro/menu');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the head makes the browser wait: no stylesheet to fetch, no script.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toMatch(/<style>[^<]*\.catalog/);
    // The banner is the first thing the page asks for (a disabled link asks for nothing).
    expect(/<link (?![^>]*\bdisabled\b)[^>]*>/.exec(head)?.[0]).toMatch(
      /rel="preload" as="image" href="\/brand-assets\/bistro\/banners\/menu-/,
    );
    // Every stylesheet inlined keeps a disabled link, the main one too: the code loader finds it there and does
    // not add the file again after the page's own styles (ADR 0033).
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/index-[\w-]+\.css" disabled>/);
    // One loader, allowed by its hash (no nonce), adds the entry script and the screen's chunks.
    const loader =
      /<script>(\(function \(entry, code\)[\s\S]*?\)\("(\/assets\/index-[\w-]+\.js)",\[([^\]]*)\]\))<\/script><\/body>/.exec(
        html,
      );
    expect(loader, 'the code loader at the end of the body').not.toBeNull();
    const [, script, entry, list] = loader!;
    expect(String(res.headers['content-security-policy'])).toContain(scriptHash(script!));
    expect(html).not.toContain('nonce=');
    expect(existsSync(path.join(webDist, entry!))).toBe(true);
    const chunks = JSON.parse(`[${list!.replace(/,$/, '')}]`) as string[];
    expect(chunks.some((file) => file.includes('menu-route'))).toBe(true);
    for (const file of chunks) expect(existsSync(path.join(webDist, file)), file).toBe(true);
  });

  it('/grocer/shop and /parts/store: product names and prices in the HTML', async () => {
    for (const [brand, name] of [
      ['grocer', 'Shop'],
      ['parts', 'Shop parts'],
    ] as const) {
      const html = await page(`/${brand}/${brand === 'grocer' ? 'shop' : 'store'}`);
      const info = await brandInfo(brand);
      expect(html).toContain(`<title>${name} · ${inHtml(info.BrandData.BrandName)}</title>`);
      expect(html.match(/<article/g)?.length ?? 0, brand).toBeGreaterThan(2);
      expect(html, brand).toMatch(/£\d+\.\d\d/);
    }
  });

  it('/motors/stock-list/details/{id}: the car in the title, its photo as og:image, Car + Offer data', async () => {
    const list = await page('/motors/stock-list');
    const id = /href="\/motors\/stock-list\/details\/(\d+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const car = (await t.request('GET', `/api/Product/getProduct/motors/${id}`)).json<{
      Data: { ProductTitle: string; ProductImage?: string };
    }>().Data;
    const html = await page(`/motors/stock-list/details/${id}`);
    expect(html).toMatch(new RegExp(`<title>${inHtml(car.ProductTitle)} · [^<]+</title>`));
    expect(meta(html, 'og:image')).toMatch(
      /^https:\/\/shop\.example\/motors\/og\/item-\d+-[0-9a-f]{20}\.png$/,
    );
    const data = jsonLd(html).find((entry) => entry['@type'] === 'Car');
    expect(data).toMatchObject({
      name: car.ProductTitle,
      offers: { '@type': 'Offer', priceCurrency: 'GBP' },
    });
    expect(html).toMatch(/£[\d,]+/);
  });

  it('/grocer/products/product-details/{id}: og:image and Product + Offer data', async () => {
    const products = (
      await t.request('POST', '/api/Product/v1/getProducts/grocer', { body: { Offset: 0, Limit: 1 } })
    ).json<{ Data: { ProductId: number }[] }>().Data;
    const id = products[0]?.ProductId;
    expect(id).toBeDefined();
    const html = await page(`/grocer/products/product-details/${id}`);
    const product = jsonLd(html).find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { '@type': 'Offer', priceCurrency: 'GBP' } });
    expect(html).toContain(`<title>${inHtml(String(product?.name))} · `);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\//);
    expect(meta(html, 'og:title')).toBe(inHtml(String(product?.name)));
  });

  it.each(['bistro', 'grocer', 'motors', 'parts', 'wholesale'])(
    "/%s: a 1200×630 PNG share card as og:image, at the page's own origin",
    async (flavour) => {
      const html = await page(`/${flavour}/home`);
      const image = meta(html, 'og:image') ?? '';
      expect(image).toMatch(new RegExp(`^https://shop\\.example/${flavour}/og/brand-[0-9a-f]{20}\\.png$`));
      expect(meta(html, 'og:image:type')).toBe('image/png');
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(image);
      const png = await t.app.inject({ method: 'GET', url: new URL(image).pathname });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toContain('immutable');
      expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });
    },
  );

  it("names the page in the title, and makes an alias canonical to the address the brand's navigation uses", async () => {
    const appMenu = await page('/bistro/app-menu');
    expect(appMenu).toContain('<title>Menu · Copperleaf Bistro</title>');
    expect(appMenu).toContain('<link rel="canonical" href="https://shop.example/bistro/menu"');
    // Greengage's tiles and bottom menu open /grocer/products: every shop address is that page.
    for (const alias of ['store', 'shop', 'products']) {
      const html = await page(`/grocer/${alias}`);
      expect(html, alias).toContain('<link rel="canonical" href="https://shop.example/grocer/products"');
      expect(meta(html, 'og:url'), alias).toBe('https://shop.example/grocer/products');
    }
    expect(await page('/motors/stock-list')).toContain('<title>Stock list · Northgate Motors</title>');
    expect(await page('/bistro/branches')).toContain('<title>Our branches · Copperleaf Bistro</title>');
  });

  it('/bistro/branches: each branch a schema.org Restaurant with its address, phone and opening hours', async () => {
    const html = await page('/bistro/branches');
    const branches = (await t.request('GET', '/api/Brand/v1/getBranches/bistro')).json<{
      Branches: { Name: string; Phone: string; Postcode: string }[];
    }>().Branches;
    const restaurants = jsonLd(html).filter((data) => data['@type'] === 'Restaurant');
    expect(restaurants.map((data) => data.name)).toEqual(branches.map((branch) => branch.Name));
    for (const [i, data] of restaurants.entries()) {
      expect(localBusinessProblems(data), String(data.name)).toEqual([]);
      expect(data).toMatchObject({
        telephone: branches[i]!.Phone,
        address: { postalCode: branches[i]!.Postcode, addressCountry: 'GB' },
      });
    }
    // The other kinds of brand: a fitting type each.
    const typeOf = async (flavour: string) => [
      ...new Set(jsonLd(await page(`/${flavour}/branches`)).map((data) => data['@type'])),
    ];
    expect(await typeOf('grocer')).toEqual(['GroceryStore']);
    expect(await typeOf('motors')).toEqual(['AutoDealer']);
    expect(await typeOf('parts')).toEqual(['AutoPartsStore']);
    expect(await typeOf('wholesale')).toEqual(['WholesaleStore']);
  });

  it('/bistro/allergens: the matrix in the HTML, titled, described and canonical; none for a car dealer', async () => {
    const html = await page('/bistro/allergens');
    expect(html).toContain('<title>Allergens · Copperleaf Bistro</title>');
    expect(meta(html, 'description')).toBe(
      'The 14 allergens, dietary labels and calories of every dish at Copperleaf Bistro.',
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.example/bistro/allergens"');
    expect(html).toContain('<table class="allergen-matrix">');
    expect(html).toContain('Allergens in each dish at Copperleaf Bistro');
    const motors = await page('/motors/allergens', 404);
    expect(meta(motors, 'robots')).toBe('noindex');
    expect(motors).toContain('lists no allergen information');
  });

  it('answers unknown brands, pages and items with 404, and over-long addresses with 414', async () => {
    expect(await page('/no-such-brand/menu', 404)).toContain(
      'Brand Flavor Missing! Please Contact Customer Support to place an order',
    );
    expect(await page('/grocer/products/product-details/999999', 404)).toContain('data-server-rendered');
    expect(await page('/bistro/no-such-page', 404)).toContain('Page not found');
    const long = await t.request('GET', `/bistro/${'x'.repeat(2000)}`);
    expect(long.status).toBe(414);
    const odd = await t.request('GET', '/bistro/%FF%FE%00');
    expect(odd.status).toBeGreaterThanOrEqual(400);
    expect(odd.status).toBeLessThan(500);
  });

  it('leaves guarded pages to the browser: no visitor data is ever rendered into HTML', async () => {
    for (const url of ['/bistro/checkout', '/bistro/updateaccount', '/bistro/previous-order']) {
      const html = await page(url);
      expect(html, url).not.toContain('data-server-rendered');
    }
  });

  it('keeps a rendered page for the next visitor: the same bytes, signed in or not, and no cookie', async () => {
    const first = await t.request('GET', '/alpha/menu');
    expect(first.body).toContain('data-server-rendered');
    const token = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
    const second = await t.request('GET', '/alpha/menu', { token, headers: { cookie: 'cart=1; session=2' } });
    expect(second.body).toBe(first.body);
    // Nothing of one response is handed to the next: a page kept with its nonce would give every visitor that
    // nonce. Its policy names its scripts' hashes instead.
    expect(first.headers['content-security-policy']).not.toContain("'nonce-");
    expect(first.headers['content-security-policy']).toMatch(/'sha256-/);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Nothing of the visitor's in the answer either: a CDN may hold it briefly, a browser asks again every time.
    for (const answer of [first, second]) {
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
      );
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    // A page the browser renders for its visitor (the checkout) still comes with the anti-forgery cookie, unkept.
    const checkout = await t.request('GET', '/alpha/checkout');
    expect(checkout.headers['cache-control']).toBe('no-store');
    expect(String(checkout.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it("never lets a shared cache keep a page that carries a visitor's own booking", async () => {
    const page = await t.request('GET', '/bistro/events?booking=REF-1');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('renders and keeps a page by the query its screen reads: other parameters change nothing', async () => {
    const plain = await t.request('GET', '/bistro/menu');
    const tagged = await t.request('GET', '/bistro/menu?utm_source=news&fbclid=abc');
    expect(tagged.body).toBe(plain.body);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    const categories = (
      await t.request('POST', '/api/Category/v1/getCategories/bistro/Recipe', { body: {} })
    ).json<{ Data: { CategoryId: number }[] }>().Data;
    const second = categories[1]!.CategoryId;
    const category = await t.request('GET', `/bistro/menu?catId=${second}`);
    expect(category.headers.etag).not.toBe(plain.headers.etag);
    const reordered = await t.request('GET', `/bistro/menu?x=1&catId=${second}&y=2`);
    expect(reordered.headers.etag).toBe(category.headers.etag);
  });

  it('keeps no trace of 10,000 unknown addresses: the heap ends within 10% of where it began', async () => {
    // The engine's own collector, so that the heap is measured without its garbage.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = async () => {
      // Answers finish on the loop's later turns (light-my-request ends them in setImmediate): let them.
      await new Promise((resolve) => setTimeout(resolve, 200));
      gc();
      gc();
      // Kept pages are bytes outside the JavaScript heap (Buffers): both count.
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    // Unknown pages, each rendered (never kept): a tenth of the flood, as each costs a render. The rest are
    // query strings no screen reads, on a kept page. UNKNOWN_PAGES=10000 sends only unknown pages (~70 s).
    const pages = Number(process.env.UNKNOWN_PAGES ?? 1_000);
    const address = (i: number) => (i < pages ? `/bistro/no-such-page-${i}` : `/bistro/menu?utm_source=${i}`);
    const send = (i: number) => t.request('GET', address(i), { headers: { 'accept-encoding': 'br' } });
    // Every code path once first: what it loads and keeps for good is not what the flood adds.
    for (const i of [0, 1, 2, 9_999]) await send(i);
    const before = await heap();
    for (let i = 0; i < 10_000; i += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, j) => send(i + j)));
      for (const [j, answer] of answers.entries())
        expect(answer.status, address(i + j)).toBe(i + j < pages ? 404 : 200);
    }
    const after = await heap();
    console.log(
      `heap and buffers ${(before / 2 ** 20).toFixed(1)} MiB before, ${(after / 2 ** 20).toFixed(1)} MiB after 10,000 addresses (${pages} unknown pages)`,
    );
    expect(after).toBeLessThan(before * 1.1);
  }, 300_000);

  const CATALOGUE_SCREENS = ['home', 'menu', 'store', 'category-products', 'product-details', 'allergens'];
  it("renders every public page of the demo brands in one pass: each screen's loaders fetch all it reads", async () => {
    const renderer = (await loadServerRenderer(webDist))!;
    const items = [/\/category-products\//, /\/product-details\//, /\/stock-list\/details\//];
    const rendered: string[] = [];
    // The calls that went through a request's chain, not the routes' own answers (plugins/direct-answers.ts).
    let requested: string[] = [];
    const app = Object.assign(Object.create(t.app) as typeof t.app, {
      inject: (options: { url: string }) => {
        requested.push(options.url);
        return t.app.inject(options);
      },
    });
    for (const brand of ['bistro', 'grocer', 'motors', 'parts', 'wholesale']) {
      const config = (await t.request('GET', `/api/Brand/getBrandInfo/${brand}/WebCustomer`)).json<{
        Data: Parameters<typeof renderer.themeCss>[0];
      }>().Data;
      const sitemap = (await t.request('GET', `/${brand}/sitemap.xml`)).body;
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
      const paths = [
        ...listed.filter((path) => !items.some((kind) => kind.test(path))),
        ...items.flatMap((kind) => listed.find((path) => kind.test(path)) ?? []),
        `/${brand}/no-such-page`,
      ];
      for (const url of paths.filter((path) => renderer.pageAddress(path))) {
        requested = [];
        const answer = await renderer.renderPage({
          url,
          origin: 'https://shop.example',
          fetch: internalFetch(app),
          brandConfig: config,
        });
        // The not-found screen's 404 is the page handler's (plugins/web.ts): its answers themselves are found.
        expect(answer.status, url).toBe(200);
        expect(answer.passes, url).toBe(1);
        // The catalogue's screens read only answers the routes make directly.
        const screen = renderer.pageAddress(url)?.screen ?? '';
        if (
          CATALOGUE_SCREENS.includes(screen) &&
          !config.TemplateData.PartsBrand &&
          !config.TemplateData.VehiclesBrand
        )
          expect(requested, url).toEqual([]);
        rendered.push(url);
      }
    }
    // Every kind of server-rendered screen was among them.
    for (const screen of [
      'home',
      'menu',
      'store',
      'product-details',
      'category-products',
      'stock-list',
      'allergens',
    ])
      expect(rendered.map((url) => renderer.pageAddress(url)?.screen)).toContain(screen);
  });

  it('answers 304 to a page asked for with its ETag, and the page again to any other tag', async () => {
    const first = await t.request('GET', '/bistro/branches');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('GET', '/bistro/branches', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await t.request('GET', '/bistro/branches', { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends a cached page compressed as it was compressed once', async () => {
    const plain = await t.request('GET', '/bistro/menu');
    const br = await t.request('GET', '/bistro/menu', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/bistro/menu',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(raw.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers a database fault with a plain 503 page and Retry-After, never a stack trace', async () => {
    const categories = (
      await t.request('POST', '/api/Category/v1/getCategories/bistro/Recipe', { body: {} })
    ).json<{ Data: { CategoryId: number }[] }>().Data;
    // A category no test has asked for (its dishes are not in the API's answer cache), on a table that is gone.
    const last = categories.at(-1)!.CategoryId;
    const db = t.app.database.db;
    await db.execute(sql`alter table recipes rename to recipes_away`);
    try {
      const response = await t.request('GET', `/bistro/menu?catId=${last}`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Back soon');
      expect(response.body).not.toMatch(/recipes_away|relation|Error:|\bat \S+ \(|<script/);
    } finally {
      await db.execute(sql`alter table recipes_away rename to recipes`);
    }
    // The fault was not kept: once the database answers, the same page renders.
    expect(await page(`/bistro/menu?catId=${last}`)).toContain('data-server-rendered');
  });
});
