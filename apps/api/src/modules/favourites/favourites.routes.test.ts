import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouritesResponse } from '@storefront/contract/customer';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';

describe.each(DRIVERS)('favourites API on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await startApp(driver);
    const res = await t.request('POST', '/Token', {
      form: {
        grant_type: 'password',
        username: 'bob@beta.test',
        password: TEST_PASSWORD,
        BrandFlavor: 'beta',
      },
    });
    ({ access_token: token, CustomerId: customerId } = res.json<{
      access_token: string;
      CustomerId: number;
    }>());
  });
  afterAll(() => t.close());

  const update = (body: Record<string, unknown>) =>
    t.request('POST', '/api/CustomerFavourites/updateItem', { body, token });
  const list = () => t.request('GET', `/api/CustomerFavourites/getItems/${customerId}`, { token });

  it('adds, lists and removes favourite products and recipes', async () => {
    expect(
      (
        await update({ FK_CustomerId: customerId, FK_ProductId: 9021, FK_RecipeId: null, Status: true })
      ).json(),
    ).toEqual({
      Info: { Status: 200, Message: 'Success' },
    });
    expect((await update({ FK_CustomerId: customerId, FK_RecipeId: 9022, Status: true })).status).toBe(200);
    // Adding twice is harmless.
    expect((await update({ FK_CustomerId: customerId, FK_RecipeId: 9022, Status: true })).status).toBe(200);
    const listed = FavouritesResponse.parse((await list()).json());
    expect(listed.Products.map((p) => [p.ProductTitle, p.IsFavourite])).toEqual([['Organic Apples', true]]);
    expect(listed.Recipes.map((r) => r.RecipeTitle)).toEqual(['Lemonade']);
    expect((await update({ FK_CustomerId: customerId, FK_ProductId: 9021, Status: false })).status).toBe(200);
    expect(FavouritesResponse.parse((await list()).json()).Products).toEqual([]);
  });

  it('reads an id of 0 as none, as the spec’s .NET clients send it', async () => {
    expect(
      (await update({ FK_CustomerId: customerId, FK_RecipeId: 0, FK_ProductId: 9021, Status: true })).status,
    ).toBe(200);
    expect(FavouritesResponse.parse((await list()).json()).Products.map((p) => p.ProductId)).toEqual([9021]);
    expect(
      (await update({ FK_CustomerId: customerId, FK_RecipeId: 0, FK_ProductId: 9021, Status: false })).status,
    ).toBe(200);
    // The other key the same way: 0 for the product, a recipe named.
    expect(
      (await update({ FK_CustomerId: customerId, FK_RecipeId: 9022, FK_ProductId: 0, Status: true })).status,
    ).toBe(200);
    expect(FavouritesResponse.parse((await list()).json()).Recipes.map((r) => r.RecipeId)).toEqual([9022]);
    expect(
      (await update({ FK_CustomerId: customerId, FK_RecipeId: 9022, FK_ProductId: 0, Status: false })).status,
    ).toBe(200);
    // Neither: still refused.
    expect(
      (await update({ FK_CustomerId: customerId, FK_RecipeId: 0, FK_ProductId: 0, Status: true })).status,
    ).toBe(400);
    // Only 0 means none: a negative or too large id, or 0 for the customer, is refused with its field named.
    for (const [field, value] of [
      ['FK_RecipeId', -1],
      ['FK_ProductId', 2_147_483_648],
      ['FK_CustomerId', 0],
    ] as const) {
      const refused = await update({
        FK_CustomerId: customerId,
        FK_ProductId: 9021,
        [field]: value,
        Status: true,
      });
      expect(refused.status, field).toBe(400);
      expect(refused.json<{ Info: { Message: string } }>().Info.Message, field).toContain(`body.${field}`);
    }
  });

  it('rejects unknown items, both ids at once, and anonymous callers', async () => {
    const unknown = await update({ FK_CustomerId: customerId, FK_ProductId: 123456, Status: true });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ Info: { Status: 404, Message: 'Product 123456 was not found' } });
    expect(
      (await update({ FK_CustomerId: customerId, FK_ProductId: 9021, FK_RecipeId: 9022, Status: true }))
        .status,
    ).toBe(400);
    const anonymous = await t.request('POST', '/api/CustomerFavourites/updateItem', {
      body: { FK_CustomerId: customerId, FK_ProductId: 9021, Status: true },
    });
    expect(anonymous.status).toBe(401);
    expect((await t.request('GET', `/api/CustomerFavourites/getItems/${customerId}`)).status).toBe(401);
  });
});
