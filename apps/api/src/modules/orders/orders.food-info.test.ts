import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { ALLERGY_NOTE_TOO_LONG, OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { PrintOrderResponse } from '@storefront/contract/print';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/**
 * An order keeps each line's food information as it was ordered (issue 34): the dish rolled up through the
 * extras chosen, and the customer's allergy note. A later menu change alters neither the stored order nor its
 * tickets. Each driver imports its own brand (ids apart from the other tests').
 */
const ids = { pglite: 3671, postgres: 3681 } as const;
const STAFF_PASSWORD = 'staff-password-for-food-info-tests';

/** The fixture brand, its brioche also "may contain" sesame so the precautionary list is carried too. */
function foodBrand(id: number, flavour: string): BrandFileInput {
  const file = structuredClone(makeBrandFile(id, flavour)) as BrandFileInput & {
    Recipes: { RecipeExtraObject?: { groups: { Extras: { Title: string; FoodInfo?: object }[] }[] } }[];
  };
  const brioche = file.Recipes[0]!.RecipeExtraObject!.groups[0]!.Extras[0]!;
  brioche.FoodInfo = { ...brioche.FoodInfo, MayContain: ['sesame'] };
  return file;
}

describe.each(DRIVERS)('food information of orders on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const flavour = `food-${driver}`;
  const burger = id * 10 + 1; // old title "Milk", no kcal; bread: Brioche (gluten, eggs, milk), Sourdough
  const lemonade = id * 10 + 2; // declared: none of the 14, vegan, vegetarian, 120 kcal
  const tokens = { customer: '', staff: '' };
  const db = () => t.app.database.db;
  const lines = [
    {
      ItemId: burger,
      Quantity: 1,
      ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1, Group: 'Choose your bread' }],
    },
    { ItemId: lemonade, Quantity: 2 },
  ];
  const burgerAsOrdered = {
    Contains: ['gluten', 'eggs', 'milk'],
    MayContain: ['sesame'],
    Labels: [],
    Kcal: null,
  };
  const lemonadeAsOrdered = { Contains: [], MayContain: [], Labels: ['vegan', 'vegetarian'], Kcal: 120 };
  const place = (body: Record<string, unknown>) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: flavour, OrderOption: 'Pickup', Lines: lines, ...body },
      headers: { 'idempotency-key': randomUUID() },
      token: tokens.customer,
    });
  const quote = async () => {
    const res = await t.request('POST', '/api/Order/v2/quote', {
      body: { BrandFlavor: flavour, OrderOption: 'Pickup', Lines: lines },
    });
    expect(res.status, res.body).toBe(200);
    return QuoteResponse.parse(res.json()).Data;
  };
  const ordersOfBrand = async () => {
    const res = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from orders where brand_id = ${id}`,
    );
    return (res as { rows: { n: number }[] }).rows[0]!.n;
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const result = await createBrandFileService(db()).importBrands([
      { source: flavour, document: foodBrand(id, flavour) },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    tokens.customer = await t.login(flavour, `ann@${flavour}.test`, TEST_PASSWORD);
    const email = `food-staff-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
    await createStaffAccount(db(), {
      email,
      name: 'Food staff',
      role: 'BrandStaff',
      brandId: id,
      password: STAFF_PASSWORD,
    });
    const staff = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(staff.status, staff.body).toBe(200);
    tokens.staff = staff.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  it('quotes each line with its food information rolled up through the extras chosen', async () => {
    const priced = await quote();
    expect(priced.Lines.map((l) => l.FoodInfo)).toEqual([burgerAsOrdered, lemonadeAsOrdered]);
  });

  it('keeps each line as ordered, and the allergy note, whatever the menu says later', async () => {
    const res = await place({ AllergyNote: '  Severe sesame allergy  ' });
    expect(res.status, res.body).toBe(200);
    const placed = OrderResponse.parse(res.json()).Data;
    expect(placed.AllergyNote).toBe('Severe sesame allergy');
    expect(placed.Lines.map((l) => [l.ItemId, l.FoodInfo])).toEqual([
      [burger, burgerAsOrdered],
      [lemonade, lemonadeAsOrdered],
    ]);

    // The owner changes both dishes: the burger now has peanuts, the lemonade loses its labels and kcal.
    const peanuts = { Contains: ['peanuts'], MayContain: [], Labels: [], Kcal: 800, Portion: null };
    const plain = { Contains: ['sulphites'], MayContain: [], Labels: [], Kcal: null, Portion: null };
    await db().execute(
      sql`update recipes set food_info = ${JSON.stringify(peanuts)}::jsonb where brand_id = ${id} and id = ${burger}`,
    );
    await db().execute(
      sql`update recipes set food_info = ${JSON.stringify(plain)}::jsonb where brand_id = ${id} and id = ${lemonade}`,
    );
    // A new quote reads the menu as it is now…
    const now = await quote();
    expect(now.Lines[0]!.FoodInfo?.Contains).toEqual(['gluten', 'eggs', 'milk', 'peanuts']);
    expect(now.Lines[1]!.FoodInfo).toEqual({
      Contains: ['sulphites'],
      MayContain: [],
      Labels: [],
      Kcal: null,
    });

    // …the stored order and its tickets as it was ordered.
    const stored = await t.request('GET', `/api/Order/getOrder/${placed.OrderId}`, {
      token: tokens.customer,
    });
    expect(stored.status, stored.body).toBe(200);
    const order = OrderResponse.parse(stored.json()).Data;
    expect(order.AllergyNote).toBe('Severe sesame allergy');
    expect(order.Lines.map((l) => l.FoodInfo)).toEqual([burgerAsOrdered, lemonadeAsOrdered]);

    const print = await t.request('GET', `/api/admin/${flavour}/orders/${placed.OrderId}/print`, {
      token: tokens.staff,
    });
    expect(print.status, print.body).toBe(200);
    const printed = PrintOrderResponse.parse(print.json()).Data;
    expect(printed.AllergyNote).toBe('Severe sesame allergy');
    expect(printed.Lines.map((l) => [l.Allergens, l.MayContain])).toEqual([
      [['Gluten', 'Eggs', 'Milk'], ['Sesame']],
      [[], []],
    ]);
  });

  it('refuses an allergy note over 300 characters by its field, and stores nothing', async () => {
    const before = await ordersOfBrand();
    const res = await place({ AllergyNote: 'n'.repeat(301) });
    expect(res.status).toBe(400);
    expect(res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors).toContainEqual({
      Path: 'body.AllergyNote',
      Message: ALLERGY_NOTE_TOO_LONG,
    });
    expect(await ordersOfBrand()).toBe(before);
    // 300 is allowed.
    expect((await place({ AllergyNote: 'n'.repeat(300) })).status).toBe(200);
  });
});
