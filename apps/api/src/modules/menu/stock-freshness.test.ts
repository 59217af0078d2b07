import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../staff/staff.service';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';

/** A brand of its own per database: its lemonade is sold down to nothing. */
const brandIds = { pglite: 981, postgres: 983 } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * Every answer that shows stock reflects a sale, a cancellation and a stock edit made outside the app at once —
 * including answers served from the catalogue's response cache, and (on PostgreSQL, where two API instances
 * share one database) on the instance that did not make the change.
 */
describe.each(DRIVERS)('stock in listings on %s', (driver) => {
  const brandId = brandIds[driver];
  const flavour = `fresh-${driver}`;
  const lemonade = brandId * 10 + 2;
  const bananas = brandId * 10 + 2;
  const lemonadeCategory = brandId * 100 + 2;
  let one: TestApp;
  /** A second instance on the same database (PostgreSQL only: an embedded database belongs to one process). */
  let two: TestApp | undefined;
  let ownerToken = '';

  beforeAll(async () => {
    one = await startApp(driver);
    const imported = await createBrandFileService(one.app.database.db).importBrands([
      { source: 'fresh', document: makeBrandFile(brandId, flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    if (driver === 'postgres') two = await startApp(driver);
    const email = `owner-${randomUUID().slice(0, 8)}@staff.test`;
    await createStaffAccount(one.app.database.db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId,
      password: STAFF_PASSWORD,
    });
    const signIn = await one.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(signIn.status, signIn.body).toBe(200);
    ownerToken = signIn.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => Promise.all([one.close(), two?.close()]));

  /** The lemonade's stock as every listing that shows it says, read through one instance. */
  const lemonadeEverywhere = async (t: TestApp) => {
    const recipes = (body: Record<string, unknown>) =>
      t.request('POST', `/api/Recipe/v1/getRecipes/${flavour}`, { body });
    const find = (items: { RecipeId: number; RecipeStock: number }[]) =>
      items.find((r) => r.RecipeId === lemonade)?.RecipeStock;
    const all = (await recipes({})).json<{ Data: { RecipeId: number; RecipeStock: number }[] }>().Data;
    const category = (await recipes({ CategoryId: lemonadeCategory })).json<{
      Data: { RecipeId: number; RecipeStock: number }[];
    }>().Data;
    const detail = (await t.request('GET', `/api/Recipe/getRecipe/${flavour}/${lemonade}`)).json<{
      Data: { RecipeStock: number };
    }>().Data;
    const recommended = (await t.request('GET', `/api/Recipe/RecommendedItems/${flavour}/Pickup`)).json<{
      RecipesData: { RecipeId: number; RecipeStock: number }[];
    }>().RecipesData;
    const search = (
      await t.request('POST', '/api/Product/search', {
        body: { BrandFlavor: flavour, SearchKey: 'Lemonade' },
      })
    ).json<{ Data: { RecipeData: { RecipeId: number; RecipeStock: number }[] } }>().Data;
    return {
      list: find(all),
      category: find(category),
      detail: detail.RecipeStock,
      recommended: find(recommended),
      search: find(search.RecipeData),
    };
  };
  const everywhere = (stock: number) => ({
    list: stock,
    category: stock,
    detail: stock,
    // Recommendations leave out what is sold out.
    recommended: stock > 0 ? stock : undefined,
    search: stock,
  });
  const bananasStock = async (t: TestApp) => {
    const list = (await t.request('POST', `/api/Product/v1/getProducts/${flavour}`, { body: {} })).json<{
      Data: { ProductId: number; ProductStocks: number; ProductStockStatus: string }[];
    }>().Data;
    const detail = (await t.request('GET', `/api/Product/getProduct/${flavour}/${bananas}`)).json<{
      Data: { ProductStocks: number };
    }>().Data;
    return { list: list.find((p) => p.ProductId === bananas)?.ProductStocks, detail: detail.ProductStocks };
  };
  const instances = () => [one, ...(two ? [two] : [])];

  it('a sale of the last unit and its cancellation show in every listing at once, on every instance', async () => {
    await one.app.database.db.execute(
      sql`update recipes set stock = 1 where brand_id = ${brandId} and id = ${lemonade}`,
    );
    // Direct SQL (an operator's fix, another tool): no brand version moves, only the database's notification.
    for (const t of instances())
      await expect.poll(() => lemonadeEverywhere(t), { timeout: 2000 }).toEqual(everywhere(1));

    const placed = await one.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: flavour,
        OrderOption: 'Pickup',
        Guest: { Email: 'g@example.test', FirstName: 'Gia', LastName: 'Guest', Mobile: '+44 7700 900777' },
        Lines: [{ ItemId: lemonade, Quantity: 1 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, placed.body).toBe(200);
    // The instance that sold it: at once, no waiting.
    expect(await lemonadeEverywhere(one)).toEqual(everywhere(0));
    // Any other instance: as soon as the database's notification arrives.
    if (two) await expect.poll(() => lemonadeEverywhere(two!), { timeout: 2000 }).toEqual(everywhere(0));

    const orderId = placed.json<{ Data: { OrderId: number } }>().Data.OrderId;
    const rejected = await one.request('POST', `/api/admin/${flavour}/orders/${orderId}/reject`, {
      token: ownerToken,
      body: { Reason: 'Kitchen closed early' },
    });
    expect(rejected.status, rejected.body).toBe(200);
    expect(await lemonadeEverywhere(one)).toEqual(everywhere(1));
    if (two) await expect.poll(() => lemonadeEverywhere(two!), { timeout: 2000 }).toEqual(everywhere(1));
  });

  it('a product restocked outside the app shows in its list and detail on every instance', async () => {
    for (const t of instances()) expect(await bananasStock(t)).toEqual({ list: 0, detail: 0 });
    await one.app.database.db.execute(
      sql`update products set stock = 7 where brand_id = ${brandId} and id = ${bananas}`,
    );
    for (const t of instances())
      await expect.poll(() => bananasStock(t), { timeout: 2000 }).toEqual({ list: 7, detail: 7 });
  });
});
