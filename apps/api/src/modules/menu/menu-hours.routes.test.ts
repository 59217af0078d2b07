import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import {
  CategoriesResponse,
  ProductsResponse,
  RecipeResponse,
  RecipesResponse,
} from '@storefront/contract/catalog';
import { ErrorResponse } from '@storefront/contract/envelope';
import { MenuCategoryResponse, MenuRecipeResponse, MenuResponse } from '@storefront/contract/menu';
import type { MenuHours } from '@storefront/contract/menu-hours';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
/** This file's brands, one per driver (ids apart, so the run's shared PostgreSQL database is not disturbed). */
const ids = { pglite: 6401, postgres: 6411 } as const;

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const BREAKFAST_HOURS: MenuHours = [{ Days: WEEKDAYS, From: '07:00', To: '11:00' }];

/**
 * The fixtures' brand with menu hours: a Breakfast category (Mon–Fri 07:00–11:00) holding a Full English with no
 * hours of its own and a Porridge of its own Mon–Sat 06:00–09:00 (so Mon–Fri 07:00–09:00 within its category),
 * Lemonade served 11:00–23:00 every day, and Organic Apples (a product) on weekends only. Collection from 06:00
 * with 20 minutes' notice, so a breakfast can be scheduled.
 */
function hoursBrand(id: number, flavour: string): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  return {
    ...file,
    BrandConfig: { ...file.BrandConfig, CollectionFrom: '06:00' },
    Categories: [
      ...file.Categories,
      { CategoryId: id * 100 + 5, CategoryTitle: 'Breakfast', Kind: 'Recipe', Hours: BREAKFAST_HOURS },
    ],
    Recipes: [
      ...file.Recipes!.map((r) =>
        r.RecipeId === id * 10 + 2 ? { ...r, Hours: [{ Days: EVERY_DAY, From: '11:00', To: '23:00' }] } : r,
      ),
      { RecipeId: id * 10 + 6, CategoryId: id * 100 + 5, RecipeTitle: 'Full English', RecipePrice: 9 },
      {
        RecipeId: id * 10 + 7,
        CategoryId: id * 100 + 5,
        RecipeTitle: 'Porridge',
        RecipePrice: 4.5,
        Hours: [{ Days: [1, 2, 3, 4, 5, 6], From: '06:00', To: '09:00' }],
      },
    ],
    Products: file.Products!.map((p, i) =>
      i === 0 ? { ...p, Hours: [{ Days: [6, 0], From: '09:00', To: '17:00' }] } : p,
    ),
  };
}

describe.each(DRIVERS)('menu hours on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const flavour = `hours-${driver}`;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const breakfast = id * 100 + 5;
  const drinks = id * 100 + 2;
  const groceries = id * 100 + 4;
  const lemonade = id * 10 + 2;
  const fullEnglish = id * 10 + 6;
  const porridge = id * 10 + 7;
  let owner = '';
  const base = `/api/admin/${flavour}/menu`;
  // Wednesday 27 November 2030, 12:00 in London (GMT).
  const wednesdayNoon = '2030-11-27T12:00:00Z';
  const thursdayBreakfast = '2030-11-28T08:00:00.000Z';

  const errorsOf = (body: string) => ErrorResponse.parse(JSON.parse(body)).Errors ?? [];
  const guest = () => ({
    Email: `hours-${tag}-${randomUUID().slice(0, 6)}@example.test`,
    FirstName: 'Bea',
    LastName: 'Breakfast',
    Mobile: '+44 7700 900321',
  });
  const place = (Lines: { ItemId: number; Quantity: number }[], extra: Record<string, unknown> = {}) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: flavour, OrderOption: 'Pickup', Guest: guest(), Lines, ...extra },
      headers: { 'idempotency-key': randomUUID() },
    });
  const quote = async (
    Lines: { ItemId: number; Quantity: number }[],
    extra: Record<string, unknown> = {},
  ) => {
    const res = await t.request('POST', '/api/Order/v2/quote', {
      body: { BrandFlavor: flavour, OrderOption: 'Pickup', Lines, ...extra },
    });
    expect(res.status, res.body).toBe(200);
    return QuoteResponse.parse(res.json()).Data;
  };
  const recipesOf = async (CategoryId: number) =>
    RecipesResponse.parse(
      (await t.request('POST', `/api/Recipe/v1/getRecipes/${flavour}`, { body: { CategoryId } })).json(),
    ).Data;
  const stockOf = async (recipeId: number) =>
    RecipeResponse.parse((await t.request('GET', `/api/Recipe/getRecipe/${flavour}/${recipeId}`)).json()).Data
      .RecipeStock;
  const clockAt = (at: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: flavour, document: hoursBrand(id, flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const email = `hours-owner-${tag}@staff.test`;
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
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  it('keeps the hours through export and import, and refuses hours that are inverted, overlap or never meet', async () => {
    const service = createBrandFileService(t.app.database.db);
    const exported = (await service.exportBrand(flavour))!;
    expect(exported.Categories.find((c) => c.CategoryId === breakfast)?.Hours).toEqual(BREAKFAST_HOURS);
    expect(exported.Categories.find((c) => c.CategoryId === drinks)).not.toHaveProperty('Hours');
    // The file keeps an item's own hours, not the ones combined with its category's.
    expect(exported.Recipes.find((r) => r.RecipeId === porridge)?.Hours).toEqual([
      { Days: [1, 2, 3, 4, 5, 6], From: '06:00', To: '09:00' },
    ]);
    expect(exported.Recipes.find((r) => r.RecipeId === fullEnglish)).not.toHaveProperty('Hours');
    expect(exported.Products[0]?.Hours).toEqual([{ Days: [6, 0], From: '09:00', To: '17:00' }]);
    const again = await service.importBrands([
      { source: 'export.json', document: JSON.parse(JSON.stringify(exported)) as unknown },
    ]);
    expect(again.ok).toBe(true);
    expect(await service.exportBrand(flavour)).toEqual(exported);

    const bad = hoursBrand(id, flavour);
    bad.Categories[4]!.Hours = [
      { Days: WEEKDAYS, From: '07:00', To: '11:00' },
      { Days: [5, 6], From: '10:00', To: '12:00' },
      { Days: [0], From: '22:00', To: '02:00' },
    ];
    bad.Recipes![6]!.Hours = [{ Days: [0, 6], From: '06:00', To: '09:00' }];
    const refused = await service.importBrands([{ source: 'bad.json', document: bad }]);
    expect(refused).toEqual({
      ok: false,
      problems: [
        {
          source: 'bad.json',
          path: '$.Categories[4].Hours[2].To',
          message: expect.stringContaining('Ends at 02:00, not after it starts at 22:00') as string,
        },
        {
          source: 'bad.json',
          path: '$.Categories[4].Hours[1].From',
          message: 'Overlaps range 1 (07:00–11:00) on Friday',
        },
        {
          source: 'bad.json',
          path: '$.Recipes[6].Hours',
          // A problem inside an item names it.
          message: `Porridge: Never within the hours of its category ${breakfast} (Breakfast): it could never be ordered`,
        },
      ],
    });
    bad.Categories[4]!.Hours = BREAKFAST_HOURS;
    const never = await service.importBrands([{ source: 'bad.json', document: bad }]);
    expect(never).toEqual({
      ok: false,
      problems: [
        {
          source: 'bad.json',
          path: '$.Recipes[6].Hours',
          // A problem inside an item names it.
          message: `Porridge: Never within the hours of its category ${breakfast} (Breakfast): it could never be ordered`,
        },
      ],
    });
    // Nothing of the refused files was written.
    expect(await service.exportBrand(flavour)).toEqual(exported);
  });

  it('serves a category its hours and an item its own within its category’s, leaving others as they were', async () => {
    const categories = CategoriesResponse.parse(
      (await t.request('POST', `/api/Category/v1/getCategories/${flavour}/Recipe`, { body: {} })).json(),
    ).Data;
    expect(categories.find((c) => c.CategoryId === breakfast)?.Hours).toEqual(BREAKFAST_HOURS);
    expect(categories.find((c) => c.CategoryId === drinks)).not.toHaveProperty('Hours');

    const dishes = await recipesOf(breakfast);
    expect(dishes.map((r) => [r.RecipeTitle, r.Hours])).toEqual([
      ['Full English', BREAKFAST_HOURS],
      ['Porridge', [{ Days: WEEKDAYS, From: '07:00', To: '09:00' }]],
    ]);
    expect((await recipesOf(drinks)).map((r) => [r.RecipeTitle, r.Hours])).toEqual([
      ['Lemonade', [{ Days: EVERY_DAY, From: '11:00', To: '23:00' }]],
      ['Sold-out Shake', undefined],
      ['Collection-only Cola', undefined],
    ]);
    const one = RecipeResponse.parse(
      (await t.request('GET', `/api/Recipe/getRecipe/${flavour}/${porridge}`)).json(),
    ).Data;
    expect(one.Hours).toEqual([{ Days: WEEKDAYS, From: '07:00', To: '09:00' }]);
    const products = ProductsResponse.parse(
      (
        await t.request('POST', `/api/Product/v1/getProducts/${flavour}`, {
          body: { CategoryId: groceries },
        })
      ).json(),
    ).Data;
    expect(products.map((p) => [p.ProductTitle, p.Hours])).toEqual([
      ['Organic Apples', [{ Days: [6, 0], From: '09:00', To: '17:00' }]],
      ['Bananas', undefined],
    ]);
  });

  it('refuses an order due outside a line’s hours, naming the line, and stores nothing', async () => {
    clockAt(wednesdayNoon);
    const stock = await stockOf(fullEnglish);
    // ASAP collection at 12:00 is due at 12:20: breakfast is over.
    const late = await place([
      { ItemId: lemonade, Quantity: 1 },
      { ItemId: fullEnglish, Quantity: 2 },
    ]);
    expect(late.status, late.body).toBe(400);
    expect(errorsOf(late.body)).toEqual([
      { Path: 'body.Lines.1', Message: 'Full English is served Mon–Fri 07:00–11:00, not at 12:20' },
    ]);
    expect(await stockOf(fullEnglish)).toBe(stock);

    // The quote marks the same line, and only it, for the time the order would be due.
    const asap = await quote([
      { ItemId: lemonade, Quantity: 1 },
      { ItemId: porridge, Quantity: 1 },
    ]);
    expect(asap.Problems).toEqual([
      { Path: 'body.Lines.1', Message: 'Porridge is served Mon–Fri 07:00–09:00, not at 12:20' },
    ]);
    expect(asap.Lines.map((l) => l.Title)).toEqual(['Lemonade']);
    const tomorrow = await quote([{ ItemId: porridge, Quantity: 1 }], { ScheduledFor: thursdayBreakfast });
    expect(tomorrow.Problems).toEqual([]);

    // Scheduled for Thursday 08:00 the breakfast is served, but the lemonade is not.
    const early = await place(
      [
        { ItemId: fullEnglish, Quantity: 1 },
        { ItemId: lemonade, Quantity: 1 },
      ],
      { ScheduledFor: thursdayBreakfast },
    );
    expect(early.status).toBe(400);
    expect(errorsOf(early.body)).toEqual([
      { Path: 'body.Lines.1', Message: 'Lemonade is served every day 11:00–23:00, not on Thursday at 08:00' },
    ]);
    const ok = await place([{ ItemId: fullEnglish, Quantity: 1 }], { ScheduledFor: thursdayBreakfast });
    expect(ok.status, ok.body).toBe(200);
    expect(OrderResponse.parse(ok.json()).Data.DueAt).toBe(thursdayBreakfast);
    expect(await stockOf(fullEnglish)).toBe(stock - 1);
  });

  it('edits hours in the menu editor; bad hours are field errors and nothing is stored', async () => {
    const menu = async () => MenuResponse.parse((await t.request('GET', base, { token: owner })).json()).Data;
    const category = (await menu()).Categories.find((c) => c.CategoryId === breakfast)!;
    expect(category.Hours).toEqual(BREAKFAST_HOURS);
    const { CategoryId: _id, ...body } = category;
    const save = (hours: unknown) =>
      t.request('POST', `${base}/categories/${breakfast}`, { token: owner, body: { ...body, Hours: hours } });

    const overlapping = await save([
      { Days: WEEKDAYS, From: '07:00', To: '11:00' },
      { Days: [3], From: '10:30', To: '12:00' },
    ]);
    expect(overlapping.status).toBe(400);
    expect(errorsOf(overlapping.body)).toEqual([
      { Path: 'body.Hours.1.From', Message: 'Overlaps range 1 (07:00–11:00) on Wednesday' },
    ]);
    const inverted = await save([{ Days: WEEKDAYS, From: '11:00', To: '07:00' }]);
    expect(errorsOf(inverted.body)).toEqual([
      { Path: 'body.Hours.0.To', Message: expect.stringContaining('Ends at 07:00') as string },
    ]);
    // Hours that would leave the porridge (Mon–Sat 06:00–09:00 of its own) never on.
    const excluding = await save([{ Days: WEEKDAYS, From: '09:00', To: '11:00' }]);
    expect(errorsOf(excluding.body)).toEqual([
      {
        Path: 'body.Hours',
        Message:
          'Porridge has its own hours, which never meet these: it could never be ordered. Change its hours first',
      },
    ]);
    expect((await menu()).Categories.find((c) => c.CategoryId === breakfast)?.Hours).toEqual(BREAKFAST_HOURS);

    // A dish's own hours must meet its category's.
    const dish = MenuRecipeResponse.parse(
      (await t.request('GET', `${base}/recipes/${porridge}`, { token: owner })).json(),
    ).Data;
    const { RecipeId: _rid, ...dishBody } = dish;
    const weekend = await t.request('POST', `${base}/recipes/${porridge}`, {
      token: owner,
      body: { ...dishBody, Hours: [{ Days: [0, 6], From: '08:00', To: '10:00' }] },
    });
    expect(weekend.status).toBe(400);
    expect(errorsOf(weekend.body)).toEqual([
      {
        Path: 'body.Hours',
        Message: `Never within the hours of its category ${breakfast} (Breakfast): it could never be ordered`,
      },
    ]);

    // Good hours: stored, and the storefront serves them at once; no hours: no limit.
    const longer = [
      { Days: WEEKDAYS, From: '07:00', To: '11:30' },
      { Days: [0, 6], From: '08:00', To: '12:00' },
    ];
    const saved = await save(longer);
    expect(saved.status, saved.body).toBe(200);
    expect(MenuCategoryResponse.parse(saved.json()).Data.Hours).toEqual(longer);
    expect((await recipesOf(breakfast))[0]?.Hours).toEqual(longer);
    const cleared = await t.request('POST', `${base}/recipes/${porridge}`, {
      token: owner,
      body: { ...dishBody, Hours: [] },
    });
    expect(cleared.status, cleared.body).toBe(200);
    expect(MenuRecipeResponse.parse(cleared.json()).Data).not.toHaveProperty('Hours');
    expect((await recipesOf(breakfast))[1]?.Hours).toEqual(longer);
    const restored = await save(BREAKFAST_HOURS);
    expect(restored.status).toBe(200);
  });
});
