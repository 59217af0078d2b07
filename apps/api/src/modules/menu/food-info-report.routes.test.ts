import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoodInfoReportResponse } from '@storefront/contract/menu';
import { products, recipes } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/** The food information report. Brand 914 is this file's (911-919: the menu editor's tests). */
const MINE = { id: 914, flavour: 'menu-food-report' } as const;
const BURGER = MINE.id * 10 + 1;
const LEMONADE = MINE.id * 10 + 2;
const SHAKE = MINE.id * 10 + 3;
const SPECIAL = MINE.id * 10 + 4;
const COLA = MINE.id * 10 + 5;
const APPLES = MINE.id * 10 + 1;
const BANANAS = MINE.id * 10 + 2;

describe.each(DRIVERS)('the food information report on %s', (driver) => {
  let t: TestApp;
  const tokens = { owner: '', staff: '' };
  const url = `/api/admin/${MINE.flavour}/menu/food-info`;

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(MINE.id, MINE.flavour);
    const burger = file.Recipes![0]!;
    // The burger's bread is declared; its sauce and its builder's side are not.
    const document = {
      ...file,
      Recipes: [
        {
          ...burger,
          RecipeExtraObject: {
            groups: [
              ...burger.RecipeExtraObject!.groups!,
              { Key: 'Optional sauce', Extras: [{ Title: 'Satay', Price: 0.5 }] },
            ],
            MenuBuilder: [{ Id: 1, Title: 'Side', Choose: [{ Item: 'Fries', Price: 2, Redirection: -1 }] }],
          },
        },
        ...file.Recipes!.slice(1),
      ],
    };
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: MINE.flavour, document },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const db = t.app.database.db;
    // A dish from before the codes whose title was no code, and a hidden dish and product left out.
    await db
      .update(recipes)
      .set({ unmatchedAllergens: ['Nuts'] })
      .where(and(eq(recipes.brandId, MINE.id), eq(recipes.id, SHAKE)));
    await db
      .update(recipes)
      .set({ hidden: true })
      .where(and(eq(recipes.brandId, MINE.id), eq(recipes.id, SPECIAL)));
    await db
      .update(products)
      .set({ hidden: true })
      .where(and(eq(products.brandId, MINE.id), eq(products.id, BANANAS)));
    for (const role of ['BrandOwner', 'BrandStaff'] as const) {
      const email = `food-report-${role}-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
      const password = 'staff-password-for-tests';
      await createStaffAccount(db, { email, name: role, role, brandId: MINE.id, password });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password },
      });
      tokens[role === 'BrandOwner' ? 'owner' : 'staff'] = res.json<{
        Data: { access_token: string };
      }>().Data.access_token;
    }
  });
  afterAll(() => t.close());

  it('lists what declares nothing yet, in menu order; declared none and hidden items are not listed', async () => {
    const res = await t.request('GET', url, { token: tokens.owner });
    expect(res.status, res.body).toBe(200);
    const report = FoodInfoReportResponse.parse(res.json()).Data;
    const title = `${MINE.flavour} Classic Burger`;
    expect(report.Gaps).toEqual([
      {
        Kind: 'Recipe',
        ItemId: BURGER,
        ItemTitle: title,
        Part: 'Extra',
        Group: 'Optional sauce',
        Option: 'Satay',
        Notes: [],
      },
      {
        Kind: 'Recipe',
        ItemId: BURGER,
        ItemTitle: title,
        Part: 'Choice',
        Group: 'Side',
        Option: 'Fries',
        Notes: [],
      },
      {
        Kind: 'Recipe',
        ItemId: SHAKE,
        ItemTitle: 'Sold-out Shake',
        Part: 'Item',
        Group: null,
        Option: null,
        Notes: ['Was "Nuts": choose peanuts or tree nuts'],
      },
      {
        Kind: 'Recipe',
        ItemId: COLA,
        ItemTitle: 'Collection-only Cola',
        Part: 'Item',
        Group: null,
        Option: null,
        Notes: [],
      },
      {
        Kind: 'Product',
        ItemId: APPLES,
        ItemTitle: 'Organic Apples',
        Part: 'Item',
        Group: null,
        Option: null,
        Notes: [],
      },
    ]);
    expect(report.Count).toBe(5);
    // Lemonade declares none of the 14 (Contains: []): declared, so not listed.
    expect(report.Gaps.some((g) => g.ItemId === LEMONADE && g.Kind === 'Recipe')).toBe(false);
  });

  it('drops an item once the menu editor declares it', async () => {
    const base = `/api/admin/${MINE.flavour}/menu`;
    const got = await t.request('GET', `${base}/recipes/${COLA}`, { token: tokens.owner });
    const { RecipeId: _id, ...cola } = got.json<{ Data: Record<string, unknown> & { RecipeId: number } }>()
      .Data;
    const FoodInfo = { Contains: [], MayContain: [], Labels: ['vegan'], Kcal: 139, Portion: '330 ml' };
    const saved = await t.request('POST', `${base}/recipes/${COLA}`, {
      token: tokens.owner,
      body: { ...cola, FoodInfo },
    });
    expect(saved.status, saved.body).toBe(200);
    const report = FoodInfoReportResponse.parse(
      (await t.request('GET', url, { token: tokens.owner })).json(),
    ).Data;
    expect(report.Gaps.map((g) => g.ItemTitle)).not.toContain('Collection-only Cola');
    expect(report.Count).toBe(4);
  });

  it('is for the owners who edit the menu: staff 403, no token 401', async () => {
    expect((await t.request('GET', url, { token: tokens.staff })).status).toBe(403);
    expect((await t.request('GET', url)).status).toBe(401);
  });
});
