import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, OrdersResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD, makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * The stock races run on a brand of their own: they sell alpha-like lemonade down to nothing, and on the shared
 * PostgreSQL database other test files read alpha's menu at the same time.
 */
const stockIds = { pglite: 991, postgres: 993 } as const;

/** alpha is a recipe brand: 9011 burger (£9.50, choose bread, max buy 2), 9012 lemonade (£2.75), 9015 cola (collection only). */
describe.each(DRIVERS)('orders on %s', (driver) => {
  let t: TestApp;
  const guest = (n = 0) => ({
    Email: `guest-${driver}-${n}-${Date.now()}@example.test`,
    FirstName: 'Gia',
    LastName: 'Guest',
    Mobile: '+44 7700 900777',
  });
  const address = { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' };
  const burger = {
    ItemId: 9011,
    Quantity: 1,
    ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1, ExtraPrice: 0.5 }],
  };
  const order = (body: Record<string, unknown>, key: string | null = randomUUID(), token?: string) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: 'alpha', OrderOption: 'Pickup', Guest: guest(), ...body },
      headers: key ? { 'idempotency-key': key } : {},
      token,
    });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];

  const stockBrand = `ordstock-${driver}`;
  const lemonade = stockIds[driver] * 10 + 2;
  const setStock = (n: number) =>
    t.app.database.db.execute(
      sql`update recipes set stock = ${n} where brand_id = ${stockIds[driver]} and id = ${lemonade}`,
    );

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'stock', document: makeBrandFile(stockIds[driver], stockBrand) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  });
  afterAll(() => t.close());

  it('places a guest order priced by the server, ignoring tampered totals', async () => {
    const res = await order({
      OrderOption: 'Delivery',
      Address: address,
      Lines: [
        {
          ...burger,
          TotalPrice: 0.01,
          ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1, ExtraPrice: 0 }],
        },
        { ItemId: 9012, Quantity: 2, TotalPrice: 0.02, ExtraDetail: '[]' },
      ],
    });
    expect(res.status, res.body).toBe(200);
    const { Data } = OrderResponse.parse(res.json());
    expect(Data).toMatchObject({
      Status: 'Placed',
      OrderOption: 'Delivery',
      SubTotal: 15.5,
      Total: 15.5,
      Training: false,
    });
    expect(Data.Lines[0]).toMatchObject({
      Title: 'alpha Classic Burger',
      UnitPrice: 10,
      TotalPrice: 10,
      ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1, ExtraPrice: 0.5 }],
    });
    expect(Data.Lines[1]).toMatchObject({ Title: 'Lemonade', Quantity: 2, UnitPrice: 2.75, TotalPrice: 5.5 });
    expect(Data.OrderNumber).toMatch(/^ALP-\d{6}$/);
  });

  it('rejects bad quantities, broken extras and unknown items field by field', async () => {
    const bad = await order({
      Lines: [
        { ItemId: 9012, Quantity: 0 },
        { ItemId: 9012, Quantity: 1.5 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual(
      expect.arrayContaining([
        { Path: 'body.Lines.0.Quantity', Message: 'Quantity must be at least 1' },
        { Path: 'body.Lines.1.Quantity', Message: 'Quantity must be a whole number' },
      ]),
    );
    const tooMany = await order({
      Lines: [
        { ...burger, Quantity: 2 },
        { ...burger, Quantity: 1 },
      ],
    });
    expect(errorsOf(tooMany)).toContainEqual({
      Path: 'body.Lines',
      Message: 'You can buy at most 2 of alpha Classic Burger',
    });
    const noBread = await order({ Lines: [{ ItemId: 9011, Quantity: 1 }] });
    expect(noBread.status).toBe(400);
    expect(errorsOf(noBread)[0]?.Path).toMatch(/^body\.Lines\.0\.ExtraDetail/);
    const unknownExtra = await order({
      Lines: [{ ItemId: 9011, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Gold leaf', ExtraQuantity: 1 }] }],
    });
    expect(errorsOf(unknownExtra)).toContainEqual({
      Path: 'body.Lines.0.ExtraDetail.0.ExtraTitle',
      Message: "No extra 'Gold leaf' on this item",
    });
    const unknownItem = await order({ Lines: [{ ItemId: 9021, Quantity: 1 }] });
    expect(errorsOf(unknownItem)).toContainEqual({
      Path: 'body.Lines.0.ItemId',
      Message: 'Item 9021 is not on the menu',
    });
  });

  it('enforces the channel rules on the server too', async () => {
    const stopped = await order({ OrderOption: 'EatIn', Lines: [{ ItemId: 9012, Quantity: 1 }] });
    expect(stopped.status).toBe(409);
    expect(stopped.json()).toMatchObject({
      Info: { Message: 'Sorry for the inconvenience, EatIn is not avaiable at moment' },
    });
    const notOffered = await order({
      OrderOption: 'Delivery',
      Address: address,
      Lines: [{ ItemId: 9015, Quantity: 1 }],
    });
    expect(errorsOf(notOffered)).toContainEqual({
      Path: 'body.Lines.0',
      Message: 'Collection-only Cola is not available for delivery',
    });
    const noAddress = await order({ OrderOption: 'Delivery', Lines: [{ ItemId: 9012, Quantity: 1 }] });
    expect(errorsOf(noAddress)).toContainEqual({
      Path: 'body.Address',
      Message: 'Enter the delivery address',
    });
    const tooSoon = await order({
      Lines: [{ ItemId: 9012, Quantity: 1 }],
      ScheduledFor: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(errorsOf(tooSoon)).toContainEqual({
      Path: 'body.ScheduledFor',
      Message: 'Choose a time at least 20 minutes from now',
    });
    const noGuest = await order({ Guest: undefined, Lines: [{ ItemId: 9012, Quantity: 1 }] });
    expect(errorsOf(noGuest)).toContainEqual({
      Path: 'body.Guest',
      Message: 'Enter your details, or log in',
    });
  });

  it('requires an Idempotency-Key and refuses the same key with another body', async () => {
    expect((await order({ Lines: [{ ItemId: 9012, Quantity: 1 }] }, null)).json()).toMatchObject({
      Info: { Status: 400, Message: expect.stringContaining('Idempotency-Key') as string },
    });
    const key = randomUUID();
    const who = guest(7);
    expect((await order({ Guest: who, Lines: [{ ItemId: 9012, Quantity: 1 }] }, key)).status).toBe(200);
    const other = await order({ Guest: who, Lines: [{ ItemId: 9012, Quantity: 2 }] }, key);
    expect(other.status).toBe(422);
  });

  it('turns 50 parallel retries of one order into one order with identical answers', async () => {
    const token = await t.login('alpha', 'bob@alpha.test', TEST_PASSWORD);
    const before = OrdersResponse.parse(
      (await t.request('GET', '/api/Order/previousOrders', { token })).json(),
    ).Data.length;
    const key = randomUUID();
    const body = { Guest: undefined, Lines: [{ ItemId: 9012, Quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(body, key, token)));
    expect(new Set(answers.map((a) => a.status)), answers.find((a) => a.status !== 200)?.body).toEqual(
      new Set([200]),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const after = OrdersResponse.parse(
      (await t.request('GET', '/api/Order/previousOrders', { token })).json(),
    ).Data;
    expect(after.length).toBe(before + 1);
    // The customer sees it; another customer does not.
    const id = after[0]!.OrderId;
    expect((await t.request('GET', `/api/Order/getOrder/${id}`, { token })).status).toBe(200);
    const ann = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
    expect((await t.request('GET', `/api/Order/getOrder/${id}`, { token: ann })).status).toBe(404);
  });

  it("replays a placed order after its item sold out, and leaves a refused order's key free", async () => {
    const body = { BrandFlavor: stockBrand, Guest: guest(60), Lines: [{ ItemId: lemonade, Quantity: 1 }] };
    const placedKey = randomUUID();
    await setStock(1);
    const first = await order(body, placedKey);
    expect(first.status, first.body).toBe(200);
    // Sold out now: the retry still gets the first answer, byte for byte, and orders nothing more.
    const retry = await order(body, placedKey);
    expect(retry.status).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // A refused attempt commits nothing, not even its key: the same key works once stock is back.
    const refusedKey = randomUUID();
    expect((await order(body, refusedKey)).status).toBe(409);
    await setStock(1000);
    const again = await order(body, refusedKey);
    expect(again.status, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(OrderResponse.parse(again.json()).Data.OrderId).not.toBe(
      OrderResponse.parse(first.json()).Data.OrderId,
    );
  });

  it('sells the last unit once when 200 orders race for it', async () => {
    await setStock(1);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order({ BrandFlavor: stockBrand, Guest: guest(100 + i), Lines: [{ ItemId: lemonade, Quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(answers.find((a) => a.status === 409)?.json()).toMatchObject({
      Info: { Message: 'Lemonade is sold out' },
    });
    const stock = await t.app.database.db.execute<{ stock: number }>(
      sql`select stock from recipes where brand_id = ${stockIds[driver]} and id = ${lemonade}`,
    );
    expect((stock as { rows: { stock: number }[] }).rows[0]?.stock).toBe(0);
    await setStock(1000);
  });

  it('refuses an order too large for its amounts with a message, never a 500', async () => {
    await t.app.database.db.execute(
      sql`update recipes set price_pence = 3000000 where brand_id = ${stockIds[driver]} and id = ${lemonade}`,
    );
    // £30,000 × 999: more than an integer pence column holds.
    const res = await order({ BrandFlavor: stockBrand, Lines: [{ ItemId: lemonade, Quantity: 999 }] });
    expect(res.status, res.body).toBe(400);
    expect(errorsOf(res)).toContainEqual({
      Path: 'body.Lines',
      Message: 'This order is too large to place online. Please contact us.',
    });
    await t.app.database.db.execute(
      sql`update recipes set price_pence = 275 where brand_id = ${stockIds[driver]} and id = ${lemonade}`,
    );
  });

  it("prices bistro's build-your-own pizza from its builder path and extras", async () => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        BrandFlavor: 'bistro',
        OrderOption: 'Pickup',
        BranchId: 11,
        Guest: guest(900),
        Lines: [
          {
            ItemId: 10021,
            Quantity: 2,
            TotalPrice: 1,
            ExtraDetail: [
              { ExtraTitle: '12" large', ExtraQuantity: 1 },
              { ExtraTitle: 'Gluten-free base', ExtraQuantity: 1 },
              { ExtraTitle: 'Pepperoni', ExtraQuantity: 1 },
            ],
          },
        ],
      },
    });
    expect(res.status, res.body).toBe(200);
    const line = OrderResponse.parse(res.json()).Data.Lines[0]!;
    const pepperoni = line.ExtraDetail.find((e) => e.ExtraTitle === 'Pepperoni')!.ExtraPrice;
    expect(line.UnitPrice).toBeCloseTo(10 + 2.5 + 1.5 + pepperoni, 2);
    expect(line.TotalPrice).toBeCloseTo(2 * line.UnitPrice, 2);
    const unfinished = await t.request('POST', '/api/Order/v2/placeOrder', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        BrandFlavor: 'bistro',
        OrderOption: 'Pickup',
        BranchId: 11,
        Guest: guest(901),
        Lines: [{ ItemId: 10021, Quantity: 1, ExtraDetail: [{ ExtraTitle: '12" large', ExtraQuantity: 1 }] }],
      },
    });
    expect(errorsOf(unfinished)).toContainEqual({
      Path: 'body.Lines.0.ExtraDetail',
      Message: 'Complete every step of the menu builder',
    });
  });
});
