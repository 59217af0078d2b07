import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandFile } from '@storefront/contract/brand-file';
import { NONCE_PLACEHOLDER, scriptHash } from '../lib/page-csp';
import { createBrandFileService } from '../modules/brand-file/brand-file.service';
import { DRIVERS, startApp, type TestApp } from '../test/harness';

/**
 * The page template fills only its own slots (ADR 0049): the nonce placeholder typed into any brand text that
 * reaches a page (names, taglines, descriptions, welcome texts, product content, legal texts, branches,
 * events…) stays that text. The browser-rendered shell with the brand's configuration inline has the response's
 * nonce nowhere but in nonce attributes and the policy; a server-rendered page, rendered or taken from the page
 * cache, has no nonce at all, and its policy names the hashes of its own two inline scripts and nothing else.
 * Needs the web app's builds (`npm run build`).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const webDist = path.join(root, 'apps/web/dist');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string of a document, by its path. */
function stringPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}
const getAt = (doc: Json, at: (string | number)[]): Json =>
  at.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, doc);
function setAt(doc: Json, at: (string | number)[], value: Json) {
  const parent = getAt(doc, at.slice(0, -1)) as Record<string | number, Json>;
  parent[at.at(-1)!] = value;
}

/**
 * A demo brand under another id and flavour with the placeholder added to every text the brand file lets
 * carry it: added everywhere, then taken back from each field the import refuses it in (ids, colours, links,
 * times, emails…), until the file imports.
 */
function hostileBrand(demo: string, id: number, flavour: string): Json {
  const doc = JSON.parse(readFileSync(path.join(root, 'data/brands', `${demo}.json`), 'utf8')) as Json;
  const original = structuredClone(doc);
  for (const at of stringPaths(doc)) {
    const text = getAt(doc, at) as string;
    setAt(doc, at, /^<\w/.test(text) ? `${text}<p>${NONCE_PLACEHOLDER}</p>` : `${text} ${NONCE_PLACEHOLDER}`);
  }
  const brand = (doc as { WebCustomer: { BrandData: Record<string, Json> } }).WebCustomer.BrandData;
  for (let round = 0; round < 10; round += 1) {
    brand.BrandId = id;
    brand.BrandFlavor = flavour;
    const parsed = BrandFile.safeParse(doc);
    if (parsed.success) return doc;
    for (const issue of parsed.error.issues) {
      const at = issue.path as (string | number)[];
      // Take back the nearest string at or above the problem's path.
      for (let n = at.length; n > 0; n -= 1) {
        const before = getAt(original, at.slice(0, n));
        if (typeof before === 'string') {
          setAt(doc, at.slice(0, n), before);
          break;
        }
      }
    }
  }
  throw new Error(`${demo}: the hostile copy does not import`);
}

/** Brand ids of this file alone (the PostgreSQL database is shared by the run's test files). */
const IDS = { pglite: [973, 974, 975], postgres: [976, 977, 978] } as const;

describe.each(DRIVERS)('the nonce only in its own slots, on %s', (driver) => {
  let t: TestApp;
  const [bistro, grocer, motors] = ['bistro', 'grocer', 'motors'].map((demo, i) => ({
    demo,
    id: IDS[driver][i]!,
    flavour: `nonce-${demo}-${driver}`,
  })) as [Brand, Brand, Brand];
  interface Brand {
    demo: string;
    id: number;
    flavour: string;
  }
  beforeAll(async () => {
    if (!existsSync(path.join(root, 'apps/web/dist-server/entry-server.js')))
      throw new Error('The web app is not built: run `npm run build` first');
    t = await startApp(driver, { WEB_DIST: webDist, SSR_PAGES: 'on', REQUEST_TIMEOUT_MS: '120000' });
    const imported = await createBrandFileService(t.app.database.db).importBrands(
      [bistro, grocer, motors].map((b) => ({
        source: `${b.flavour}.json`,
        document: hostileBrand(b.demo, b.id, b.flavour),
      })),
    );
    expect(imported.ok, JSON.stringify(imported).slice(0, 2000)).toBe(true);
  });
  afterAll(() => t.close());

  /**
   * The page, asked for twice (rendered, then from the cache): a browser-rendered page's nonce only where it
   * belongs; a server-rendered page has none, and its policy names exactly the hashes of its own inline scripts.
   */
  const check = async (url: string, status = 200) => {
    for (const attempt of ['first', 'again']) {
      const res = await t.request('GET', url, { headers: { accept: 'text/html' } });
      const why = `${url} (${attempt})`;
      expect(res.status, why).toBe(status);
      const csp = String(res.headers['content-security-policy']);
      // The brand's own text is on the page, as typed.
      expect(res.body, why).toContain(NONCE_PLACEHOLDER);
      if (res.body.includes('data-server-rendered')) {
        expect(csp, why).not.toContain("'nonce-");
        expect(res.body, why).not.toContain('nonce=');
        const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => scriptHash(m[1]!));
        const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
        expect(inline.length, why).toBe(2);
        expect([...hashes].sort(), why).toEqual([...inline].sort());
        continue;
      }
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce, why).not.toBe('');
      const everywhere = res.body.split(nonce).length - 1;
      const inAttributes = res.body.split(`nonce="${nonce}"`).length - 1;
      expect(inAttributes, why).toBeGreaterThan(0);
      expect(everywhere, `${why}: the nonce outside a nonce attribute`).toBe(inAttributes);
    }
  };

  it('restaurant pages: home, menu, branches, events, sharing, terms and privacy, and a browser-rendered page', async () => {
    for (const page of [
      'home',
      'menu',
      'branches',
      'events',
      'likeAndShare',
      'terms-and-conditions',
      'privacy-policy',
      'login',
    ])
      await check(`/${bistro.flavour}/${page}`);
  });

  it('shop pages: the shop, a category, a product (with its description in the head)', async () => {
    const file = JSON.parse(readFileSync(path.join(root, 'data/brands/grocer.json'), 'utf8')) as BrandFile;
    const product = file.Products[0]!;
    await check(`/${grocer.flavour}/store`);
    await check(`/${grocer.flavour}/category-products/${product.CategoryId}`);
    await check(`/${grocer.flavour}/products/product-details/${product.ProductId}`);
  });

  it('dealer pages: the stock list and a car', async () => {
    const file = JSON.parse(readFileSync(path.join(root, 'data/brands/motors.json'), 'utf8')) as BrandFile;
    await check(`/${motors.flavour}/stock-list`);
    await check(`/${motors.flavour}/stock-list/details/${file.Products[0]!.ProductId}`);
  });
});
