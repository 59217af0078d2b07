import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { QuoteResponse } from '@storefront/contract/order';
import { makeBrandFile } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { createBrandFileService } from '../brand-file/brand-file.service';

const ids = { pglite: 5321, postgres: 5331 } as const;
const ALL_DAY = [{ Days: [0, 1, 2, 3, 4, 5, 6], From: '00:00', To: '24:00' }];

/** A brand whose category ids are another brand's (ids are per brand: two sellers may well use the same). */
function twinBrand(id: number, flavour: string, twinOf: number): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  const category = (c: number) => c - id * 100 + twinOf * 100;
  return {
    ...file,
    WebCustomer: { ...file.WebCustomer, HotCategories: [category(id * 100 + 1)] },
    Categories: file.Categories.map((c) => ({ ...c, CategoryId: category(c.CategoryId) })),
    Recipes: file.Recipes?.map((r) => ({ ...r, CategoryId: category(r.CategoryId) })),
    Products: file.Products?.map((p) => ({ ...p, CategoryId: category(p.CategoryId) })),
  };
}

/**
 * An item's category is its own brand's, whatever other brands use the same category id: a category switched
 * off hides its items, and its menu hours are read, for that brand only (the catalogue and order placement read
 * both in a subquery that once compared the category's brand with itself).
 */
describe.each(DRIVERS)('category lookups stay within the brand on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const mine = `scope-a-${driver}`;
  const twin = `scope-b-${driver}`;
  const lemonade = id * 10 + 2; // in Drinks (id * 100 + 2)

  beforeAll(async () => {
    t = await startApp(driver);
    const file = makeBrandFile(id, mine);
    const other = twinBrand(id + 1, twin, id);
    const result = await createBrandFileService(t.app.database.db).importBrands([
      {
        source: 'mine',
        document: {
          ...file,
          // Drinks switched off here; Burgers with menu hours in both brands.
          Categories: file.Categories.map((c) =>
            c.CategoryId === id * 100 + 2
              ? { ...c, Status: false }
              : c.CategoryId === id * 100 + 1
                ? { ...c, Hours: ALL_DAY }
                : c,
          ),
        },
      },
      {
        source: 'twin',
        document: {
          ...other,
          Categories: other.Categories.map((c) =>
            c.CategoryId === id * 100 + 1 ? { ...c, Hours: ALL_DAY } : c,
          ),
        },
      },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });
  afterAll(() => t.close());

  const quote = (brand: string, itemId: number) =>
    t.request('POST', '/api/Order/v2/quote', {
      body: { BrandFlavor: brand, OrderOption: 'Pickup', Lines: [{ ItemId: itemId, Quantity: 1 }] },
    });

  it("refuses an item of a category switched off, though another brand's category of that id is on", async () => {
    const res = await quote(mine, lemonade);
    expect(res.status, res.body).toBe(200);
    expect(QuoteResponse.parse(res.json()).Data.Problems).toContainEqual({
      Path: 'body.Lines.0.ItemId',
      Message: `Item ${lemonade} is not on the menu`,
    });
    const order = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: mine,
        OrderOption: 'Pickup',
        Guest: {
          Email: `g-${randomUUID().slice(0, 8)}@example.test`,
          FirstName: 'G',
          Mobile: '+44 7700 900777',
        },
        Lines: [{ ItemId: lemonade, Quantity: 1 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(order.status, order.body).toBe(400);
  });

  it('reads the menu hours of its own category when another brand has hours on the same id', async () => {
    const burger = id * 10 + 1;
    const res = await quote(mine, burger);
    expect(res.status, res.body).toBe(200);
    const twinRes = await quote(twin, (id + 1) * 10 + 2);
    expect(twinRes.status, twinRes.body).toBe(200);
    expect(QuoteResponse.parse(twinRes.json()).Data.Problems).toEqual([]);
    const menu = await t.request('GET', `/api/Recipe/RecommendedItems/${mine}`);
    expect(menu.status, menu.body).toBe(200);
  });
});
