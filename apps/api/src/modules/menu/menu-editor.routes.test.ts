import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@storefront/contract/back-office';
import { BrandFile, describeIssues } from '@storefront/contract/brand-file';
import { RecipeResponse, RecipesResponse, ProductResponse } from '@storefront/contract/catalog';
import { ErrorResponse } from '@storefront/contract/envelope';
import {
  MenuCategoryResponse,
  MenuProductResponse,
  MenuRecipeResponse,
  MenuRemoveResponse,
  MenuResponse,
  type MenuRecipe,
} from '@storefront/contract/menu';
import { brands } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
/** Brands of this file only (ids 911-919 are reserved for the menu editor's tests). */
const MINE = { id: 911, flavour: 'menu-a' } as const;
const OTHER = { id: 912, flavour: 'menu-b' } as const;
const BURGER = MINE.id * 10 + 1;
const LEMONADE = MINE.id * 10 + 2;
const SHAKE = MINE.id * 10 + 3;
const APPLES = MINE.id * 10 + 1;
const BURGERS = MINE.id * 100 + 1;
const DRINKS = MINE.id * 100 + 2;
const GROCERIES = MINE.id * 100 + 4;
const BEEF = MINE.id * 1000 + 1;
const FRUIT = MINE.id * 1000 + 2;

/** The body of a recipe as the form sends it: the file's recipe without its id. */
const bodyOf = (recipe: MenuRecipe) => {
  const { RecipeId: _id, ...body } = recipe;
  return body;
};

describe.each(DRIVERS)('back office menu editor on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { owner: '', staff: '', otherOwner: '' };
  const base = `/api/admin/${MINE.flavour}/menu`;

  const version = async () =>
    (await t.app.database.db.select({ v: brands.version }).from(brands).where(eq(brands.id, MINE.id)))[0]!.v;
  const getRecipe = async (id: number) =>
    MenuRecipeResponse.parse(
      (await t.request('GET', `${base}/recipes/${id}`, { token: tokens.owner })).json(),
    ).Data;
  const storefrontRecipe = async (id: number) =>
    t.request('GET', `/api/Recipe/getRecipe/${MINE.flavour}/${id}`);
  const storefrontList = async (CategoryId: number) =>
    RecipesResponse.parse(
      (
        await t.request('POST', `/api/Recipe/v1/getRecipes/${MINE.flavour}`, {
          body: { CategoryId },
        })
      ).json(),
    ).Data;
  const audit = async () =>
    AuditResponse.parse(
      (await t.request('GET', `/api/admin/${MINE.flavour}/audit?limit=500`, { token: tokens.owner })).json(),
    ).Data;
  const errorsOf = (body: string) => ErrorResponse.parse(JSON.parse(body)).Errors ?? [];
  /** What the brand import says about the same recipe in a brand file, keyed by field. */
  const importSays = (recipe: Record<string, unknown>) => {
    const file = makeBrandFile(MINE.id, MINE.flavour);
    const parsed = BrandFile.safeParse({ ...file, Recipes: [recipe] });
    expect(parsed.success).toBe(false);
    return describeIssues(parsed.success ? (undefined as never) : parsed.error).map((i) => ({
      Path: i.path.replace('$.Recipes[0].', 'body.'),
      Message: i.message,
    }));
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'menu-a', document: makeBrandFile(MINE.id, MINE.flavour) },
      { source: 'menu-b', document: makeBrandFile(OTHER.id, OTHER.flavour) },
    ]);
    expect(imported.ok).toBe(true);
    for (const [key, role, brandId] of [
      ['owner', 'BrandOwner', MINE.id],
      ['staff', 'BrandStaff', MINE.id],
      ['otherOwner', 'BrandOwner', OTHER.id],
    ] as const) {
      const email = `menu-${key}-${tag}@staff.test`;
      await createStaffAccount(t.app.database.db, {
        email,
        name: key,
        role,
        brandId,
        password: STAFF_PASSWORD,
      });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
  });
  afterAll(() => t.close());

  it('lists categories and items, and edits a dish the storefront shows at once, with an audit entry', async () => {
    const menu = MenuResponse.parse((await t.request('GET', base, { token: tokens.owner })).json()).Data;
    expect(menu.Categories.map((c) => c.CategoryTitle)).toEqual(['Burgers', 'Drinks', 'Hidden', 'Groceries']);
    expect(menu.Items.find((i) => i.Kind === 'Recipe' && i.ItemId === LEMONADE)).toMatchObject({
      Title: 'Lemonade',
      Price: 2.75,
      CategoryId: DRINKS,
      Hidden: false,
    });
    expect(menu.Items.find((i) => i.Kind === 'Product' && i.ItemId === APPLES)).toMatchObject({ Price: 2.8 });

    // Read once so the catalogue has it cached: the edit must not be hidden by the cache.
    expect(RecipeResponse.parse((await storefrontRecipe(LEMONADE)).json()).Data.RecipeTitle).toBe('Lemonade');
    const before = await getRecipe(LEMONADE);
    const v = await version();
    const saved = await t.request('POST', `${base}/recipes/${LEMONADE}`, {
      token: tokens.owner,
      body: { ...bodyOf(before), RecipeTitle: 'Pink Lemonade', RecipePrice: 3.1 },
    });
    expect(saved.status, saved.body).toBe(200);
    expect(MenuRecipeResponse.parse(saved.json()).Data).toMatchObject({
      RecipeId: LEMONADE,
      RecipeTitle: 'Pink Lemonade',
      RecipePrice: 3.1,
    });
    expect(await version()).toBe(v + 1);
    const shown = RecipeResponse.parse((await storefrontRecipe(LEMONADE)).json()).Data;
    expect(shown).toMatchObject({ RecipeTitle: 'Pink Lemonade', RecipePrice: 3.1 });

    const [entry] = await audit();
    expect(entry).toMatchObject({
      Action: 'menu.edit',
      Subject: `Recipe ${LEMONADE} (Pink Lemonade)`,
      Before: { RecipeTitle: 'Lemonade', RecipePrice: 2.75 },
      After: { RecipeTitle: 'Pink Lemonade', RecipePrice: 3.1 },
    });
    // Saving the same again changes nothing: no entry, no new version.
    const again = await t.request('POST', `${base}/recipes/${LEMONADE}`, {
      token: tokens.owner,
      body: bodyOf(await getRecipe(LEMONADE)),
    });
    expect(again.status).toBe(200);
    expect(await version()).toBe(v + 1);
  });

  it("refuses what the import refuses, field by field in the import's words, and stores nothing", async () => {
    const before = await getRecipe(SHAKE);
    const v = await version();
    const entries = (await audit()).length;

    const price = await t.request('POST', `${base}/recipes/${SHAKE}`, {
      token: tokens.owner,
      body: { ...bodyOf(before), RecipePrice: 4.555 },
    });
    expect(price.status).toBe(400);
    expect(errorsOf(price.body)).toEqual(importSays({ ...before, RecipePrice: 4.555 }));
    expect(errorsOf(price.body)[0]).toMatchObject({ Path: 'body.RecipePrice' });

    // A product category and a subcategory of another category: the import's cross-checks.
    const placed = { ...bodyOf(before), CategoryId: GROCERIES, SubcategoryId: BEEF };
    const placement = await t.request('POST', `${base}/recipes/${SHAKE}`, {
      token: tokens.owner,
      body: placed,
    });
    expect(placement.status).toBe(400);
    expect(errorsOf(placement.body)).toEqual(importSays({ ...before, ...placed }));
    expect(errorsOf(placement.body).map((e) => e.Path)).toEqual(['body.CategoryId', 'body.SubcategoryId']);

    // Extras checked as the import checks them (a menu-builder step pointing nowhere).
    const extras = {
      ...bodyOf(before),
      RecipeExtraObject: {
        groups: [],
        MenuBuilder: [{ Id: 1, Title: 'Size', Choose: [{ Item: 'Large', Price: 1, Redirection: 7 }] }],
      },
    };
    const builder = await t.request('POST', `${base}/recipes/${SHAKE}`, {
      token: tokens.owner,
      body: extras,
    });
    expect(builder.status).toBe(400);
    expect(errorsOf(builder.body)).toEqual([
      {
        Path: 'body.RecipeExtraObject.MenuBuilder.0.Choose.0.Redirection',
        Message: 'Redirection 7 names no step (use -1 to end)',
      },
    ]);

    // Another brand's category is not this brand's.
    const foreign = await t.request('POST', `${base}/recipes`, {
      token: tokens.owner,
      body: { ...bodyOf(before), CategoryId: OTHER.id * 100 + 2 },
    });
    expect(foreign.status).toBe(400);
    expect(errorsOf(foreign.body)).toEqual([
      { Path: 'body.CategoryId', Message: `CategoryId ${OTHER.id * 100 + 2} is not in Categories` },
    ]);
    // Unknown fields are refused too (strict bodies; the id the GET answers is read-only, ADR 0051).
    const unknown = await t.request('POST', `${base}/recipes/${SHAKE}`, {
      token: tokens.owner,
      body: { ...bodyOf(before), RecipeCode: 'SHAKE-1' },
    });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)).toEqual([{ Path: 'body', Message: 'Unrecognized key: "RecipeCode"' }]);

    expect(await getRecipe(SHAKE)).toEqual(before);
    expect(await version()).toBe(v);
    expect((await audit()).length).toBe(entries);
  });

  it('adds an extras option and a menu-builder step the storefront serves', async () => {
    const burger = await getRecipe(BURGER);
    const group = burger.RecipeExtraObject!.groups[0]!;
    const extraObject = {
      ...burger.RecipeExtraObject!,
      groups: [{ ...group, Extras: [...group.Extras, { Title: 'Gluten-free bun', Price: 1.25 }] }],
      MenuBuilder: [
        {
          Id: 1,
          Title: 'Make it a meal?',
          Choose: [
            { Item: 'Just the burger', Price: 0, Redirection: -1 },
            { Item: 'Meal', Price: 3.5, Redirection: 2 },
          ],
        },
        { Id: 2, Title: 'Pick a side', Choose: [{ Item: 'Fries', Price: 0, Redirection: -1 }] },
      ],
    };
    const res = await t.request('POST', `${base}/recipes/${BURGER}`, {
      token: tokens.owner,
      body: { ...bodyOf(burger), RecipeExtraObject: extraObject },
    });
    expect(res.status, res.body).toBe(200);
    const shown = RecipeResponse.parse((await storefrontRecipe(BURGER)).json()).Data.RecipeExtraObject!;
    expect(shown.groups[0]!.Extras.map((e) => [e.Title, e.Price])).toEqual([
      ['Brioche', 0],
      ['Sourdough', 0.5],
      ['Gluten-free bun', 1.25],
    ]);
    expect(shown.MenuBuilder?.map((s) => s.Title)).toEqual(['Make it a meal?', 'Pick a side']);
    const [entry] = await audit();
    expect(entry!.Before).toHaveProperty('RecipeExtraObject');
    expect(Object.keys(entry!.After as object)).toEqual(['RecipeExtraObject']);
  });

  it('adds a dish with a fresh id, then removes it: deleted when no order names it, hidden when one does', async () => {
    const created = await t.request('POST', `${base}/recipes`, {
      token: tokens.owner,
      body: { CategoryId: BURGERS, SubcategoryId: BEEF, RecipeTitle: 'Veggie Stack', RecipePrice: 8 },
    });
    expect(created.status, created.body).toBe(200);
    const dish = MenuRecipeResponse.parse(created.json()).Data;
    expect(dish.RecipeId).toBeGreaterThan(MINE.id * 10 + 5);
    expect((await storefrontList(BURGERS)).map((r) => r.RecipeTitle)).toContain('Veggie Stack');
    expect((await audit())[0]).toMatchObject({ Action: 'menu.create', Before: null });

    const removed = await t.request('POST', `${base}/recipes/${dish.RecipeId}/remove`, {
      token: tokens.owner,
      body: {},
    });
    expect(MenuRemoveResponse.parse(removed.json()).Data.Outcome).toBe('Deleted');
    expect((await storefrontRecipe(dish.RecipeId)).status).toBe(404);
    expect((await audit())[0]).toMatchObject({ Action: 'menu.delete', After: null });

    // An ordered dish is hidden instead: the menu and ordering drop it, the order keeps its line.
    const order = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: MINE.flavour,
        OrderOption: 'Pickup',
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Gil',
          LastName: 'Guest',
          Mobile: '+44 7700 900111',
        },
        Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(order.status, order.body).toBe(200);
    const hidden = await t.request('POST', `${base}/recipes/${LEMONADE}/remove`, {
      token: tokens.owner,
      body: {},
    });
    expect(MenuRemoveResponse.parse(hidden.json()).Data.Outcome).toBe('Hidden');
    expect((await getRecipe(LEMONADE)).Hidden).toBe(true);
    expect((await storefrontList(DRINKS)).map((r) => r.RecipeId)).not.toContain(LEMONADE);
    const refused = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: MINE.flavour,
        OrderOption: 'Pickup',
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Gil',
          LastName: 'Guest',
          Mobile: '+44 7700 900111',
        },
        Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await audit())[0]).toMatchObject({ Action: 'menu.hide', After: { Hidden: true } });

    // A new dish never takes an id an order named, even after the highest item is deleted.
    const next = MenuRecipeResponse.parse(
      (
        await t.request('POST', `${base}/recipes`, {
          token: tokens.owner,
          body: { CategoryId: DRINKS, RecipeTitle: 'Iced Tea', RecipePrice: 2 },
        })
      ).json(),
    ).Data;
    expect(next.RecipeId).not.toBe(LEMONADE);
    expect(next.RecipeId).toBeGreaterThan(dish.RecipeId - 1);

    // Shown again by saving it with Hidden off.
    const back = await t.request('POST', `${base}/recipes/${LEMONADE}`, {
      token: tokens.owner,
      body: { ...bodyOf(await getRecipe(LEMONADE)), Hidden: false },
    });
    expect(back.status).toBe(200);
    expect((await storefrontList(DRINKS)).map((r) => r.RecipeId)).toContain(LEMONADE);
  });

  it('edits products with sanitised HTML and checks their years as the import does', async () => {
    const get = async () =>
      MenuProductResponse.parse(
        (await t.request('GET', `${base}/products/${APPLES}`, { token: tokens.owner })).json(),
      ).Data;
    const { ProductId: _id, ...apples } = await get();
    const years = await t.request('POST', `${base}/products/${APPLES}`, {
      token: tokens.owner,
      body: { ...apples, ProductDetailFromYear: 2020, ProductDetailToYear: 2010 },
    });
    expect(years.status).toBe(400);
    expect(errorsOf(years.body)).toEqual([
      { Path: 'body.ProductDetailToYear', Message: 'ProductDetailToYear is before ProductDetailFromYear' },
    ]);
    const saved = await t.request('POST', `${base}/products/${APPLES}`, {
      token: tokens.owner,
      body: {
        ...apples,
        ProductNewPrice: 2.5,
        ProductContent: '<p>Sweet &amp; crisp</p><script>alert(1)</script><ul><li>Kent</li></ul>',
      },
    });
    expect(saved.status, saved.body).toBe(200);
    const shown = ProductResponse.parse(
      (await t.request('GET', `/api/Product/getProduct/${MINE.flavour}/${APPLES}`)).json(),
    ).Data;
    expect(shown.ProductNewPrice).toBe(2.5);
    expect(shown.ProductContent).toBe('<p>Sweet &amp; crisp</p><ul><li>Kent</li></ul>');
    // The card's plain summary is worked out again from the saved description.
    expect(shown.ProductSummary).toBe('Sweet & crisp Kent');
  });

  it('adds, renames and removes categories and subcategories with the same rules', async () => {
    const created = await t.request('POST', `${base}/categories`, {
      token: tokens.owner,
      body: { CategoryTitle: 'Desserts', Kind: 'Recipe', Subcategories: [{ SubcategoryTitle: 'Cakes' }] },
    });
    expect(created.status, created.body).toBe(200);
    const desserts = MenuCategoryResponse.parse(created.json()).Data;
    expect(desserts.Subcategories).toHaveLength(1);
    const categories = async () =>
      (
        await t.request('POST', `/api/Category/v1/getCategories/${MINE.flavour}/Recipe`, {
          body: { OnlineOrderingEnabledCategory: true },
        })
      ).json<{ Data: { CategoryTitle: string }[] }>().Data;
    expect((await categories()).map((c) => c.CategoryTitle)).toContain('Desserts');

    // A category holding items keeps its kind and the subcategories its items use.
    const burgers = MenuResponse.parse((await t.request('GET', base, { token: tokens.owner })).json()).Data
      .Categories[0]!;
    const { CategoryId: _c, ...burgerBody } = burgers;
    const refused = await t.request('POST', `${base}/categories/${BURGERS}`, {
      token: tokens.owner,
      body: { ...burgerBody, Kind: 'Product', Subcategories: [] },
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body).map((e) => e.Path)).toEqual(['body.Kind', 'body.Subcategories']);
    // Another category's subcategory cannot be taken.
    const stolen = await t.request('POST', `${base}/categories/${desserts.CategoryId}`, {
      token: tokens.owner,
      body: {
        CategoryTitle: 'Desserts',
        Kind: 'Recipe',
        Subcategories: [{ SubcategoryId: FRUIT, SubcategoryTitle: 'x' }],
      },
    });
    expect(errorsOf(stolen.body)).toEqual([
      {
        Path: 'body.Subcategories.0.SubcategoryId',
        Message: `SubcategoryId ${FRUIT} is not a subcategory of category ${desserts.CategoryId}`,
      },
    ]);

    const renamed = await t.request('POST', `${base}/categories/${desserts.CategoryId}`, {
      token: tokens.owner,
      body: { CategoryTitle: 'Puddings', Kind: 'Recipe', Status: false, Subcategories: [] },
    });
    expect(renamed.status, renamed.body).toBe(200);
    expect((await categories()).map((c) => c.CategoryTitle)).not.toContain('Puddings');

    const busy = await t.request('POST', `${base}/categories/${BURGERS}/remove`, {
      token: tokens.owner,
      body: {},
    });
    expect(busy.status).toBe(409);
    const gone = await t.request('POST', `${base}/categories/${desserts.CategoryId}/remove`, {
      token: tokens.owner,
      body: {},
    });
    expect(gone.status).toBe(200);
    expect((await audit())[0]).toMatchObject({
      Action: 'menu.delete',
      Subject: `Category ${desserts.CategoryId} (Puddings)`,
    });
  });

  it("is for this brand's owners only: staff 403, another brand's items 404", async () => {
    expect((await t.request('GET', base, { token: tokens.staff })).status).toBe(403);
    const burger = await getRecipe(BURGER);
    expect(
      (await t.request('POST', `${base}/recipes/${BURGER}`, { token: tokens.staff, body: bodyOf(burger) }))
        .status,
    ).toBe(403);
    expect((await t.request('GET', base, { token: tokens.otherOwner })).status).toBe(403);
    // The other brand's dish, through this brand: not found, and left as it was.
    const theirs = OTHER.id * 10 + 2;
    for (const [method, url] of [
      ['GET', `${base}/recipes/${theirs}`],
      ['POST', `${base}/recipes/${theirs}`],
      ['POST', `${base}/recipes/${theirs}/remove`],
      ['POST', `${base}/products/${OTHER.id * 10 + 1}/remove`],
      ['POST', `${base}/categories/${OTHER.id * 100 + 3}/remove`],
    ] as const) {
      const res = await t.request(method, url, {
        token: tokens.owner,
        body: method === 'POST' ? (url.endsWith('remove') ? {} : bodyOf(burger)) : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const lemonade = await t.request('GET', `/api/Recipe/getRecipe/${OTHER.flavour}/${OTHER.id * 10 + 2}`);
    expect(RecipeResponse.parse(lemonade.json()).Data.RecipeTitle).toBe('Lemonade');
    expect(
      (
        await t.request('POST', `/api/Recipe/v1/getRecipes/${OTHER.flavour}`, {
          body: { CategoryId: OTHER.id * 100 + 3 },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps the brand exportable and importable after edits', async () => {
    const exported = await createBrandFileService(t.app.database.db).exportBrand(MINE.flavour);
    expect(exported).toBeDefined();
    const again = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'export', document: exported },
    ]);
    expect(again.ok, JSON.stringify(again)).toBe(true);
    const [row] = await t.app.database.db
      .select({ v: brands.version })
      .from(brands)
      .where(and(eq(brands.id, MINE.id)));
    expect(row!.v).toBeGreaterThan(1);
  });
});
