import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductResponse, ProductsResponse, SearchResponse } from '@storefront/contract/catalog';
import { MenuProductResponse } from '@storefront/contract/menu';
import { LegalTextResponse } from '@storefront/contract/venue';
import { brands, products } from './db/schema';
import { createBrandFileService } from './modules/brand-file/brand-file.service';
import { createStaffAccount } from './modules/staff/staff.service';
import { makeBrandFile } from './test/fixtures';
import { DRIVERS, startApp, type TestApp } from './test/harness';

/**
 * Brand HTML (product descriptions, terms and privacy texts) reaches API clients other than our page: every
 * route that serves it must serve it sanitised, whether it came in through a brand file, the back office, or was
 * stored before texts were sanitised on the way in.
 */
const ATTACK =
  '<h2>Terms</h2><p>Read <strong>this</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><p onclick="alert(4)">here</p><iframe src="https://evil.example"></iframe>';
/** Anything of the attack that could run, whatever the sanitiser kept of its text. */
const RUNNABLE = /<script|onerror|onclick|javascript:|<iframe|alert\(/i;

/** Brand ids of this file alone (the PostgreSQL database is shared by the run's test files). */
const IDS = { pglite: 965, postgres: 966 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

describe.each(DRIVERS)('stored brand HTML is served sanitised on %s', (driver) => {
  let t: TestApp;
  let owner = '';
  const id = IDS[driver];
  const flavour = `html-${driver}`;
  const productId = id * 10 + 1;

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(id, flavour) as ReturnType<typeof makeBrandFile> & {
      LegalTexts?: Record<string, string>;
      Products: { ProductContent?: string }[];
    };
    file.LegalTexts = { TermsAndConditions: ATTACK, PrivacyPolicy: ATTACK };
    file.Products[0]!.ProductContent = ATTACK;
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: `${flavour}.json`, document: file },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const email = `html-owner-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
    await createStaffAccount(t.app.database.db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: id,
      password: STAFF_PASSWORD,
    });
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    owner = res.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  const legal = async (page: 'TermsAndConditions' | 'PrivacyPolicy') => {
    const res = await t.request('GET', `/api/Brand/v1/getLegalText/${flavour}/${page}`);
    expect(res.status, res.body).toBe(200);
    return LegalTextResponse.parse(res.json()).Html ?? '';
  };
  const expectClean = (html: string | null | undefined, where: string) => {
    expect(html, where).toContain('<strong>this</strong>');
    expect(html, where).not.toMatch(RUNNABLE);
  };

  it('legal texts: stored clean from a brand file, and served clean', async () => {
    const [row] = await t.app.database.db
      .select({ legal: brands.legalTexts })
      .from(brands)
      .where(eq(brands.id, id));
    expectClean(row?.legal.TermsAndConditions, 'stored terms');
    expectClean(row?.legal.PrivacyPolicy, 'stored privacy');
    for (const page of ['TermsAndConditions', 'PrivacyPolicy'] as const) {
      const html = await legal(page);
      expectClean(html, page);
      expect(html).toContain('<h2>Terms</h2>');
    }
  });

  it('legal texts stored before they were sanitised on the way in are served clean, and exported clean', async () => {
    await t.app.database.db
      .update(brands)
      .set({ legalTexts: { TermsAndConditions: ATTACK, PrivacyPolicy: ATTACK } })
      .where(eq(brands.id, id));
    for (const page of ['TermsAndConditions', 'PrivacyPolicy'] as const) expectClean(await legal(page), page);
    const exported = await createBrandFileService(t.app.database.db).exportBrand(flavour);
    expectClean(exported?.LegalTexts.TermsAndConditions, 'exported terms');
    expectClean(exported?.LegalTexts.PrivacyPolicy, 'exported privacy');
  });

  it('product descriptions, from a brand file and from the menu editor, on every route that serves them', async () => {
    const servedEverywhere = async (why: string) => {
      const one = await t.request('GET', `/api/Product/getProduct/${flavour}/${productId}`);
      expectClean(ProductResponse.parse(one.json()).Data.ProductContent, `${why}: getProduct`);
      const list = await t.request('POST', `/api/Product/v1/getProducts/${flavour}`, { body: {} });
      const listed = ProductsResponse.parse(list.json()).Data.find((p) => p.ProductId === productId);
      expectClean(listed?.ProductContent, `${why}: getProducts`);
      const search = await t.request('POST', '/api/Product/search', {
        body: { BrandFlavor: flavour, SearchKey: 'apples', Offset: 0, Limit: 10, OrderOption: 'Delivery' },
      });
      const found = SearchResponse.parse(search.json()).Data.ProductData.find(
        (p) => p.ProductId === productId,
      );
      expectClean(found?.ProductContent, `${why}: search`);
      const editor = await t.request('GET', `/api/admin/${flavour}/menu/products/${productId}`, {
        token: owner,
      });
      expectClean(MenuProductResponse.parse(editor.json()).Data.ProductContent, `${why}: menu editor`);
      const exported = await createBrandFileService(t.app.database.db).exportBrand(flavour);
      expectClean(
        exported?.Products.find((p) => p.ProductId === productId)?.ProductContent,
        `${why}: export`,
      );
      const [row] = await t.app.database.db
        .select({ content: products.content })
        .from(products)
        .where(eq(products.id, productId));
      expectClean(row?.content, `${why}: stored`);
    };
    await servedEverywhere('imported');

    const editor = `/api/admin/${flavour}/menu/products/${productId}`;
    const current = MenuProductResponse.parse((await t.request('GET', editor, { token: owner })).json()).Data;
    const { ProductId: _id, ...body } = current;
    const saved = await t.request('POST', editor, {
      token: owner,
      body: { ...body, ProductContent: `${ATTACK}<p>saved</p>` },
    });
    expect(saved.status, saved.body).toBe(200);
    expectClean(MenuProductResponse.parse(saved.json()).Data.ProductContent, 'save answer');
    await servedEverywhere('saved');
  });
});
