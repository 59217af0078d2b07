import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductResponse, RecipeResponse } from '@storefront/contract/catalog';
import { ErrorResponse } from '@storefront/contract/envelope';
import {
  MenuProductResponse,
  MenuRecipeResponse,
  type MenuProduct,
  type MenuRecipe,
} from '@storefront/contract/menu';
import { recipes } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/** The menu editor's food information (issue 34). Brand 913 is this file's (911-919: the menu editor's tests). */
const MINE = { id: 913, flavour: 'menu-food' } as const;
const BURGER = MINE.id * 10 + 1;
const LEMONADE = MINE.id * 10 + 2;
const SHAKE = MINE.id * 10 + 3;
const COLA = MINE.id * 10 + 5;
const APPLES = MINE.id * 10 + 1;
const MILK_ICON = { Title: 'Milk', Link: '/brand-assets/common/allergens/milk.svg' };

const recipeBody = ({ RecipeId: _id, ...body }: MenuRecipe) => body;
const productBody = ({ ProductId: _id, ...body }: MenuProduct) => body;

describe.each(DRIVERS)('the menu editor saving food information on %s', (driver) => {
  let t: TestApp;
  let owner = '';
  const base = `/api/admin/${MINE.flavour}/menu`;

  const getRecipe = async (id: number) =>
    MenuRecipeResponse.parse((await t.request('GET', `${base}/recipes/${id}`, { token: owner })).json()).Data;
  const getProduct = async (id: number) =>
    MenuProductResponse.parse((await t.request('GET', `${base}/products/${id}`, { token: owner })).json())
      .Data;
  const served = async (id: number) =>
    RecipeResponse.parse((await t.request('GET', `/api/Recipe/getRecipe/${MINE.flavour}/${id}`)).json()).Data;
  const saveRecipe = (id: number, body: unknown) =>
    t.request('POST', `${base}/recipes/${id}`, { token: owner, body });
  const errorsOf = (body: string) => ErrorResponse.parse(JSON.parse(body)).Errors ?? [];

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(MINE.id, MINE.flavour);
    const document = {
      ...file,
      WebCustomer: { ...file.WebCustomer, DietaryLabels: [{ Code: 'spicy', Title: 'Spicy' }] },
    };
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: MINE.flavour, document },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const email = `food-owner-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
    await createStaffAccount(t.app.database.db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: MINE.id,
      password: 'staff-password-for-tests',
    });
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: 'staff-password-for-tests' },
    });
    owner = res.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  it('stores a dish’s, its extras’ and a product’s food information, which the catalogue then answers', async () => {
    const shake = await getRecipe(SHAKE);
    expect(shake.FoodInfo).toBeNull();
    const FoodInfo = {
      Contains: ['milk'],
      MayContain: ['peanuts'],
      Labels: ['vegetarian', 'spicy'],
      Kcal: 410,
      Portion: '400 ml',
    };
    const saved = await saveRecipe(SHAKE, { ...recipeBody(shake), Allergens: [], FoodInfo });
    expect(saved.status, saved.body).toBe(200);
    expect(MenuRecipeResponse.parse(saved.json()).Data.FoodInfo).toEqual(FoodInfo);
    const answered = await served(SHAKE);
    expect(answered.FoodInfo).toEqual(FoodInfo);
    expect(answered.Allergens).toEqual([MILK_ICON]);

    // An extra's allergens, the labels it keeps, its kcal and the Default flag; a builder choice's too.
    const burger = await getRecipe(BURGER);
    const group = burger.RecipeExtraObject!.groups[0]!;
    const cheese = { Contains: ['milk'], MayContain: [], Labels: ['vegetarian'], Kcal: 90, Portion: null };
    const fries = { Contains: [], MayContain: ['gluten'], Labels: ['vegan'], Kcal: 320, Portion: null };
    const extras = {
      groups: [
        { ...group, Extras: group.Extras.map((e, i) => (i === 0 ? { ...e, Default: true } : e)) },
        {
          Key: 'Optional toppings',
          MaxQuantity: 2,
          Extras: [{ Title: 'Cheese', Price: 1, FoodInfo: cheese }],
        },
      ],
      MenuBuilder: [
        { Id: 1, Title: 'Side', Choose: [{ Item: 'Fries', Price: 2, Redirection: -1, FoodInfo: fries }] },
      ],
    };
    const withExtras = await saveRecipe(BURGER, { ...recipeBody(burger), RecipeExtraObject: extras });
    expect(withExtras.status, withExtras.body).toBe(200);
    const object = (await served(BURGER)).RecipeExtraObject!;
    expect(object.groups[0]!.Extras[0]).toMatchObject({ Title: 'Brioche', Default: true });
    expect(object.groups[1]!.Extras[0]!.FoodInfo).toEqual(cheese);
    expect(object.MenuBuilder![0]!.Choose[0]!.FoodInfo).toEqual(fries);

    // Declared none of the 14 is kept apart from not filled in.
    const apples = await getProduct(APPLES);
    const none = { Contains: [], MayContain: [], Labels: ['vegan'], Kcal: 52, Portion: '100 g' };
    const product = await t.request('POST', `${base}/products/${APPLES}`, {
      token: owner,
      body: { ...productBody(apples), FoodInfo: none },
    });
    expect(product.status, product.body).toBe(200);
    const shop = await t.request('GET', `/api/Product/getProduct/${MINE.flavour}/${APPLES}`);
    expect(ProductResponse.parse(shop.json()).Data.FoodInfo).toEqual(none);
  });

  it('refuses bad food information field by field, naming the item, and stores nothing', async () => {
    const cola = await getRecipe(COLA);
    const burger = await getRecipe(BURGER);
    const declared = (info: Record<string, unknown>) => ({
      ...recipeBody(cola),
      FoodInfo: { Contains: [], MayContain: [], Labels: [], Kcal: null, Portion: null, ...info },
    });
    const withBrioche = (info: Record<string, unknown>) => {
      const group = burger.RecipeExtraObject!.groups[0]!;
      const Extras = group.Extras.map((e, i) =>
        i === 0 ? { ...e, FoodInfo: { ...e.FoodInfo, ...info } } : e,
      );
      return {
        ...recipeBody(burger),
        RecipeExtraObject: { ...burger.RecipeExtraObject, groups: [{ ...group, Extras }] },
      };
    };
    const cases: [number, unknown, { Path: string; Message: string | RegExp }][] = [
      [
        COLA,
        declared({ Contains: ['nuts'] }),
        {
          Path: 'body.FoodInfo.Contains.0',
          Message: /^Collection-only Cola: "nuts" is not one of the 14 allergens/,
        },
      ],
      [
        COLA,
        declared({ Kcal: -1 }),
        { Path: 'body.FoodInfo.Kcal', Message: 'Collection-only Cola: Calories cannot be below 0' },
      ],
      [
        COLA,
        declared({ Kcal: 5001 }),
        { Path: 'body.FoodInfo.Kcal', Message: 'Collection-only Cola: Calories can be at most 5000' },
      ],
      [
        COLA,
        declared({ Kcal: 12.5 }),
        { Path: 'body.FoodInfo.Kcal', Message: 'Collection-only Cola: Calories must be a whole number' },
      ],
      [
        COLA,
        declared({ Labels: ['keto'] }),
        {
          Path: 'body.FoodInfo.Labels',
          Message: /^Collection-only Cola: "keto" is not a dietary label of this brand \(.*spicy\)$/,
        },
      ],
      [
        COLA,
        declared({ Contains: ['milk', 'eggs'], Labels: ['vegan'] }),
        { Path: 'body.FoodInfo', Message: 'Collection-only Cola: Vegan cannot contain milk, eggs' },
      ],
      [
        COLA,
        { ...declared({ Contains: ['milk'] }), Allergens: [MILK_ICON] },
        {
          Path: 'body.Allergens',
          Message:
            'Collection-only Cola: give allergens as FoodInfo codes or as the old Allergens titles, not both',
        },
      ],
      [
        COLA,
        { ...recipeBody(cola), Allergens: [{ Title: 'Nuts', Link: '' }] },
        {
          Path: 'body.Allergens.0.Title',
          Message: 'Collection-only Cola: "Nuts" could be peanuts or tree nuts: say which',
        },
      ],
      [
        BURGER,
        withBrioche({ Kcal: -5 }),
        {
          Path: 'body.RecipeExtraObject.groups.0.Extras.0.FoodInfo.Kcal',
          Message: `${burger.RecipeTitle}: Brioche: Calories cannot be below 0`,
        },
      ],
      [
        BURGER,
        withBrioche({ Labels: ['keto'] }),
        {
          Path: 'body.RecipeExtraObject.groups.0.Extras.0.FoodInfo.Labels',
          Message: /^menu-food Classic Burger: Brioche: "keto" is not a dietary label/,
        },
      ],
    ];
    const before = { cola: await served(COLA), burger: await served(BURGER) };
    for (const [id, body, problem] of cases) {
      const res = await saveRecipe(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = errorsOf(res.body);
      // Every problem names the item; the one asked about sits on its field (kcal out of range is also
      // repeated on the declaration as a whole, by the contract's own check).
      for (const e of errors) expect(e.Message).toMatch(/^(Collection-only Cola|menu-food Classic Burger): /);
      const found = errors.find((e) => e.Path === problem.Path);
      expect(found, res.body).toBeDefined();
      if (problem.Message instanceof RegExp) expect(found!.Message).toMatch(problem.Message);
      else expect(found!.Message).toEqual(problem.Message);
      expect(res.json<{ Info: { Message: string } }>().Info.Message).toContain(`${problem.Path}: `);
    }
    expect(await served(COLA)).toEqual(before.cola);
    expect(await served(BURGER)).toEqual(before.burger);
    expect(await getRecipe(COLA)).toEqual(cola);
  });

  it('keeps a dish’s old titles while it declares nothing, and drops them once it declares', async () => {
    const lemonadeRow = and(eq(recipes.brandId, MINE.id), eq(recipes.id, LEMONADE));
    await t.app.database.db
      .update(recipes)
      .set({ foodInfo: null, unmatchedAllergens: ['Nuts'] })
      .where(lemonadeRow);
    const lemonade = await getRecipe(LEMONADE);
    expect(lemonade).toMatchObject({ FoodInfo: null, Allergens: [{ Title: 'Nuts', Link: '' }] });

    // The GET's answer sent back unchanged, and the editor's body (no titles): both keep them.
    for (const Allergens of [lemonade.Allergens, []]) {
      const res = await saveRecipe(LEMONADE, { ...recipeBody(lemonade), Allergens, RecipePrice: 3 });
      expect(res.status, res.body).toBe(200);
      expect(await getRecipe(LEMONADE)).toMatchObject({
        FoodInfo: null,
        Allergens: [{ Title: 'Nuts', Link: '' }],
      });
      expect((await served(LEMONADE)).Allergens).toEqual([{ Title: 'Nuts', Link: '' }]);
    }

    const FoodInfo = { Contains: ['tree-nuts'], MayContain: [], Labels: [], Kcal: null, Portion: null };
    const res = await saveRecipe(LEMONADE, { ...recipeBody(lemonade), Allergens: [], FoodInfo });
    expect(res.status, res.body).toBe(200);
    const [row] = await t.app.database.db
      .select({ unmatched: recipes.unmatchedAllergens })
      .from(recipes)
      .where(lemonadeRow);
    expect(row!.unmatched).toEqual([]);
    expect((await served(LEMONADE)).Allergens).toEqual([
      { Title: 'Tree nuts', Link: '/brand-assets/common/allergens/nuts.svg' },
    ]);
  });
});
