import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandSettingsResponse } from '@storefront/contract/back-office';
import { ErrorResponse } from '@storefront/contract/envelope';
import { IMAGE_LINK_MESSAGE } from '@storefront/contract/image-link';
import { MenuProductResponse, MenuRecipeResponse } from '@storefront/contract/menu';
import { products } from './db/schema';
import { createBrandFileService } from './modules/brand-file/brand-file.service';
import { createStaffAccount } from './modules/staff/staff.service';
import { makeBrandFile } from './test/fixtures';
import { DRIVERS, startApp, type TestApp } from './test/harness';

/**
 * One rule for every stored brand image (packages/contract/src/image-link.ts): brand-file import, the menu
 * editor and the settings refuse the same links, naming the field, and take what the demo brands use.
 */
const HOSTILE = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  'http://evil.example/x.png',
  '/api/admin/Token',
  '/brand-assets/../../etc/passwd',
];
const GOOD = [
  '/brand-assets/bistro/dishes/garlic-bread.svg',
  `/uploads/12/${'a'.repeat(64)}.png`,
  'https://cdn.example.com/brand/hero.webp?v=2',
];

/** Brand ids of this file alone (the PostgreSQL database is shared by the run's test files). */
const IDS = { pglite: 967, postgres: 968 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

describe.each(DRIVERS)('image links on %s', (driver) => {
  let t: TestApp;
  let owner = '';
  const id = IDS[driver];
  const flavour = `img-${driver}`;
  const base = `/api/admin/${flavour}/menu`;
  const errorsOf = (body: string) => ErrorResponse.parse(JSON.parse(body)).Errors ?? [];

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: `${flavour}.json`, document: makeBrandFile(id, flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const email = `img-owner-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
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

  /** Saves each link into one field through an editor route: hostile ones refused naming the field, good ones kept. */
  const checkField = async (
    url: string,
    read: () => Promise<Record<string, unknown>>,
    field: string,
    set: (body: Record<string, unknown>, link: string) => Record<string, unknown>,
    stored: (data: Record<string, unknown>) => unknown,
  ) => {
    const before = await read();
    for (const link of HOSTILE) {
      const res = await t.request('POST', url, { token: owner, body: set(structuredClone(before), link) });
      expect(res.status, `${field} = ${link}`).toBe(400);
      expect(errorsOf(res.body), `${field} = ${link}`).toContainEqual({
        Path: field,
        Message: IMAGE_LINK_MESSAGE,
      });
      expect(stored(await read()), `${field} = ${link}`).toEqual(stored(before));
    }
    for (const link of GOOD) {
      const res = await t.request('POST', url, { token: owner, body: set(structuredClone(before), link) });
      expect(res.status, `${field} = ${link}: ${res.body}`).toBe(200);
      expect(stored(await read())).toBe(link);
    }
  };
  const withoutId = (data: Record<string, unknown>, key: string) => {
    const { [key]: _id, ...body } = data;
    return body;
  };

  it('the menu editor: item, category and menu-builder choice pictures', async () => {
    const product = `${base}/products/${id * 10 + 1}`;
    const readProduct = async () =>
      MenuProductResponse.parse((await t.request('GET', product, { token: owner })).json()).Data;
    await checkField(
      product,
      readProduct,
      'body.ProductImageUrl',
      (p, link) => ({ ...withoutId(p, 'ProductId'), ProductImageUrl: link }),
      (p) => p.ProductImageUrl,
    );

    const recipe = `${base}/recipes/${id * 10 + 2}`;
    const readRecipe = async () =>
      MenuRecipeResponse.parse((await t.request('GET', recipe, { token: owner })).json()).Data;
    await checkField(
      recipe,
      readRecipe,
      'body.RecipeImage',
      (r, link) => ({ ...withoutId(r, 'RecipeId'), RecipeImage: link }),
      (r) => r.RecipeImage,
    );
    const builder = (link: string) => ({
      MenuBuilder: [{ Id: 1, Title: 'Pick', Choose: [{ Item: 'Plain', Img: link, Redirection: -1 }] }],
    });
    await checkField(
      recipe,
      readRecipe,
      'body.RecipeExtraObject.MenuBuilder.0.Choose.0.Img',
      (r, link) => ({ ...withoutId(r, 'RecipeId'), RecipeExtraObject: builder(link) }),
      (r) =>
        (r.RecipeExtraObject as { MenuBuilder?: { Choose: { Img?: string }[] }[] } | null)?.MenuBuilder?.[0]
          ?.Choose[0]?.Img,
    );

    const category = `${base}/categories/${id * 100 + 2}`;
    const readCategory = async () => {
      const menu = (await t.request('GET', base, { token: owner })).json<{
        Data: { Categories: Record<string, unknown>[] };
      }>();
      return menu.Data.Categories.find((c) => c.CategoryId === id * 100 + 2)!;
    };
    await checkField(
      category,
      readCategory,
      'body.CategoryImage',
      (c, link) => ({ ...withoutId(c, 'CategoryId'), CategoryImage: link }),
      (c) => c.CategoryImage,
    );
  });

  it('the settings: logo and banner, by the same rule', async () => {
    const url = `/api/admin/${flavour}/settings`;
    const read = async () =>
      BrandSettingsResponse.parse((await t.request('GET', url, { token: owner })).json()).Data as Record<
        string,
        unknown
      >;
    for (const field of ['LogoImage', 'BannerImage'])
      await checkField(
        url,
        read,
        `body.${field}`,
        (s, link) => ({ ...s, [field]: link }),
        (s) => s[field],
      );
  });

  it('brand-file import: banners, logos, allergen icons, categories, items, events; each problem at its path', async () => {
    const file = makeBrandFile(id + 100, `${flavour}-file`) as ReturnType<typeof makeBrandFile> & {
      WebCustomer: {
        BrandData: { BrandBranch: { BrandBranchLogo: string } };
        TemplateData: { DynamicStyle: Record<string, unknown> };
        Allergens: { Link: string }[];
      };
      Categories: { CategoryImage?: string }[];
      Products: { ProductImageUrl?: string }[];
      Events?: unknown[];
    };
    file.WebCustomer.BrandData.BrandBranch.BrandBranchLogo = 'javascript:alert(1)';
    file.WebCustomer.TemplateData.DynamicStyle.HeaderBanners = { default: { Desktop: 'data:text/html,x' } };
    file.WebCustomer.Allergens[0]!.Link = '//evil.example/milk.svg';
    file.Categories[0]!.CategoryImage = 'http://evil.example/c.png';
    file.Products[0]!.ProductImageUrl = 'javascript:alert(2)';
    file.Events = [
      {
        EventId: 1,
        Title: 'Quiz',
        StartsAt: '2030-01-01T19:00',
        Place: 'Bar',
        Price: 0,
        Seats: 10,
        Image: 'data:image/png;base64,AAAA',
      },
    ];
    const result = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'bad.json', document: file },
    ]);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map((p) => ({ path: p.path, message: p.message }));
    for (const path of [
      '$.WebCustomer.BrandData.BrandBranch.BrandBranchLogo',
      '$.WebCustomer.TemplateData.DynamicStyle.HeaderBanners.default.Desktop',
      '$.WebCustomer.Allergens[0].Link',
      '$.Categories[0].CategoryImage',
      '$.Products[0].ProductImageUrl',
      '$.Events[0].Image',
    ])
      // A problem inside an item starts with the item's name.
      expect(problems, path).toContainEqual({
        path,
        message: expect.stringMatching(new RegExp(`(^|: )${escape(IMAGE_LINK_MESSAGE)}$`)) as string,
      });
  });

  it('an item whose link was stored before the rule is still answered, its picture as none', async () => {
    const productId = id * 10 + 2;
    await t.app.database.db
      .update(products)
      .set({ image: 'javascript:alert(1)' })
      .where(eq(products.id, productId));
    const res = await t.request('GET', `${base}/products/${productId}`, { token: owner });
    expect(res.status, res.body).toBe(200);
    expect(MenuProductResponse.parse(res.json()).Data.ProductImageUrl).toBe('');
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
