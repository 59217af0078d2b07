import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import {
  GuestSessionResponse,
  OrderResponse,
  QuoteResponse,
  ReorderResponse,
} from '@storefront/contract/order';
import { addDays, londonInstants, londonTime } from '@storefront/domain/schedule';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createOrdersRepository } from './orders.repository';

/**
 * Checkout on the server: delivery areas, fee and minimum, scheduled times (clock changes included), stopped
 * channels, amending, reordering, guest sessions and confirmation emails. Each driver imports its own brands
 * (ids apart, so the run's shared PostgreSQL database is not disturbed):
 * - `ship-*` (recipes as in fixtures.ts): delivery £2.50 over £15 to N1/N7, Battersea SW11 at £3.50 over £20;
 *   Delivery from 11:30 (45 min), Collection from 11:00 (20 min).
 * - `shut-*`: checkout switched off. `calm-*`: delivery stopped with the brand's own message.
 */
const ids = { pglite: 931, postgres: 941 } as const;

function shipBrand(id: number, flavour: string): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  return {
    ...file,
    BrandConfig: {
      ...file.BrandConfig,
      DeliveryFee: 2.5,
      MinDeliveryOrder: 15,
      DeliveryAreas: [
        { Name: 'Islington', Postcodes: ['N1', 'N7'] },
        { Name: 'Battersea', Postcodes: ['sw11'], DeliveryFee: 3.5, MinDeliveryOrder: 20 },
      ],
    },
  };
}

describe.each(DRIVERS)('checkout on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const ship = `ship-${driver}`;
  const shut = `shut-${driver}`;
  const calm = `calm-${driver}`;
  const burger = id * 10 + 1; // £9.50, choose bread (Brioche £0, Sourdough £0.50), max buy 2
  const lemonade = id * 10 + 2; // £2.75
  const cola = id * 10 + 5; // £1.99, collection only
  const secret = id * 10 + 4; // in a hidden category
  const db = () => t.app.database.db;
  const guest = (n = 0) => ({
    Email: `guest-${driver}-${n}-${randomUUID().slice(0, 8)}@example.test`,
    FirstName: 'Gia',
    LastName: 'Guest',
    Mobile: '+44 7700 900777',
  });
  const address = (Postcode: string) => ({ Line1: '1 Test Street', Town: 'London', Postcode });
  const place = (
    body: Record<string, unknown>,
    options: { token?: string; brand?: string; key?: string } = {},
  ) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: options.brand ?? ship, OrderOption: 'Pickup', ...body },
      headers: { 'idempotency-key': options.key ?? randomUUID() },
      token: options.token,
    });
  const amend = (body: Record<string, unknown>, token?: string, key = randomUUID()) =>
    t.request('POST', '/api/Order/v2/amendOrder', {
      body: { BrandFlavor: ship, ...body },
      headers: { 'idempotency-key': key },
      token,
    });
  const errorsOf = (res: { json: <T>() => T }) =>
    res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? [];
  const lines = (n: number) => [{ ItemId: lemonade, Quantity: n }];
  const stockOf = async (item: number) => {
    const res = await db().execute<{ stock: number }>(
      sql`select stock from recipes where brand_id = ${id} and id = ${item}`,
    );
    return (res as { rows: { stock: number }[] }).rows[0]!.stock;
  };
  const setStock = (item: number, stock: number) =>
    db().execute(sql`update recipes set stock = ${stock} where brand_id = ${id} and id = ${item}`);
  const outboxTo = async (email: string) => {
    const res = await db().execute<{ subject: string; text: string }>(
      sql`select subject, text from outbox where brand_id = ${id} and recipient = ${email} order by id`,
    );
    return (res as { rows: { subject: string; text: string }[] }).rows;
  };
  /** Tomorrow at a London wall time, as an ISO instant. */
  const tomorrowAt = (time: string) =>
    londonInstants(addDays(londonTime(new Date()).date, 1), time)[0]!.toISOString();

  beforeAll(async () => {
    t = await startApp(driver);
    const shipFile = shipBrand(id, ship);
    const shutFile = makeBrandFile(id + 1, shut);
    const calmFile = makeBrandFile(id + 2, calm);
    const result = await createBrandFileService(db()).importBrands([
      { source: 'ship', document: shipFile },
      { source: 'shut', document: { ...shutFile, BrandConfig: { ...shutFile.BrandConfig, Active: false } } },
      {
        source: 'calm',
        document: {
          ...calmFile,
          WebCustomer: {
            ...calmFile.WebCustomer,
            CartMessage: { StopOnlineOrders: { Delivery: { Message: 'Our riders are off tonight' } } },
          },
          BrandConfig: { ...calmFile.BrandConfig, StopOnlineDeliveryOrders: true },
        },
      },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('delivery areas, fee and minimum order', () => {
    it("adds the area's delivery fee to the total", async () => {
      const res = await place({
        OrderOption: 'Delivery',
        Guest: guest(1),
        Address: address('n7 6aa'),
        Lines: lines(6),
      });
      expect(res.status, res.body).toBe(200);
      const { Data } = OrderResponse.parse(res.json());
      expect(Data).toMatchObject({
        SubTotal: 16.5,
        DeliveryFee: 2.5,
        Total: 19,
        PaymentMethod: 'OnDelivery',
        Address: { Postcode: 'N7 6AA' },
      });
      const battersea = await place({
        OrderOption: 'Delivery',
        Guest: guest(2),
        Address: address('SW11 1AA'),
        Lines: lines(8),
      });
      expect(OrderResponse.parse(battersea.json()).Data).toMatchObject({
        SubTotal: 22,
        DeliveryFee: 3.5,
        Total: 25.5,
      });
      // Collection pays no fee.
      const pickup = await place({ Guest: guest(3), Lines: lines(1) });
      expect(OrderResponse.parse(pickup.json()).Data).toMatchObject({
        DeliveryFee: 0,
        Total: 2.75,
        PaymentMethod: 'OnCollection',
      });
    });

    it('refuses a delivery below the minimum, saying how much more is needed', async () => {
      const res = await place({
        OrderOption: 'Delivery',
        Guest: guest(4),
        Address: address('N1 7AA'),
        Lines: lines(2),
      });
      expect(res.status).toBe(400);
      expect(errorsOf(res)).toEqual([
        {
          Path: 'body.Lines',
          Message: 'The minimum order for delivery is £15.00. Add £9.50 more for delivery',
        },
      ]);
      // The area's own minimum.
      const battersea = await place({
        OrderOption: 'Delivery',
        Guest: guest(5),
        Address: address('SW11 1AA'),
        Lines: lines(6),
      });
      expect(errorsOf(battersea)[0]?.Message).toBe(
        'The minimum order for delivery is £20.00. Add £3.50 more for delivery',
      );
    });

    it('refuses a postcode outside the delivery areas, and a malformed one', async () => {
      const far = await place({
        OrderOption: 'Delivery',
        Guest: guest(6),
        Address: address('SE1 9SG'),
        Lines: lines(6),
      });
      expect(far.status).toBe(400);
      expect(errorsOf(far)).toContainEqual({
        Path: 'body.Address.Postcode',
        Message: 'Sorry, we do not deliver to SE1 9SG',
      });
      // N16 shares N1's letters but is another district.
      const near = await place({
        OrderOption: 'Delivery',
        Guest: guest(7),
        Address: address('N16 0UH'),
        Lines: lines(6),
      });
      expect(errorsOf(near)).toContainEqual({
        Path: 'body.Address.Postcode',
        Message: 'Sorry, we do not deliver to N16 0UH',
      });
      const bad = await place({
        OrderOption: 'Delivery',
        Guest: guest(8),
        Address: address('N1 AAA'),
        Lines: lines(6),
      });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)).toContainEqual({
        Path: 'body.Address.Postcode',
        Message: 'Enter a valid UK postcode',
      });
    });

    it('refuses an item of a category that is switched off', async () => {
      const res = await place({ Guest: guest(21), Lines: [{ ItemId: secret, Quantity: 1 }] });
      expect(errorsOf(res)).toContainEqual({
        Path: 'body.Lines.0.ItemId',
        Message: `Item ${secret} is not on the menu`,
      });
    });

    it('refuses a payment method of another channel', async () => {
      const res = await place({ Guest: guest(9), Lines: lines(1), PaymentMethod: 'OnDelivery' });
      expect(errorsOf(res)).toContainEqual({
        Path: 'body.PaymentMethod',
        Message: 'Orders for collection are paid in person: pay on collection',
      });
      const ok = await place({ Guest: guest(9), Lines: lines(1), PaymentMethod: 'OnCollection' });
      expect(ok.status).toBe(200);
    });
  });

  describe('scheduled times', () => {
    it('refuses a time sooner than the minimum or before the start time, and keeps a good one', async () => {
      const soon = await place({
        OrderOption: 'Delivery',
        Guest: guest(10),
        Address: address('N1 7AA'),
        Lines: lines(6),
        ScheduledFor: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
      expect(errorsOf(soon)).toContainEqual({
        Path: 'body.ScheduledFor',
        Message: 'Choose a time at least 45 minutes from now',
      });
      const early = await place({
        OrderOption: 'Delivery',
        Guest: guest(11),
        Address: address('N1 7AA'),
        Lines: lines(6),
        ScheduledFor: tomorrowAt('10:00'),
      });
      expect(errorsOf(early)).toContainEqual({
        Path: 'body.ScheduledFor',
        Message: 'We take delivery orders from 11:30',
      });
      const when = tomorrowAt('12:00');
      const good = await place({ Guest: guest(12), Lines: lines(1), ScheduledFor: when });
      expect(good.status, good.body).toBe(200);
      expect(OrderResponse.parse(good.json()).Data).toMatchObject({ ScheduledFor: when, DueAt: when });
    });

    it('reads start times in BST on the March clock-change day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-03-28T00:30:00Z'));
      // 10:15 UTC is 11:15 BST, after CollectionFrom 11:00.
      const good = await place({ Guest: guest(13), Lines: lines(1), ScheduledFor: '2027-03-28T10:15:00Z' });
      expect(good.status, good.body).toBe(200);
      // 10:45 BST is before it.
      const early = await place({
        Guest: guest(14),
        Lines: lines(1),
        ScheduledFor: '2027-03-28T10:45:00+01:00',
      });
      expect(errorsOf(early)).toContainEqual({
        Path: 'body.ScheduledFor',
        Message: 'We take collection orders from 11:00',
      });
      // As soon as possible means 11:00 BST.
      const asap = await place({ Guest: guest(15), Lines: lines(1) });
      expect(OrderResponse.parse(asap.json()).Data).toMatchObject({
        ScheduledFor: null,
        DueAt: '2027-03-28T10:00:00.000Z',
      });
    });

    it('reads start times in GMT on the October clock-change day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-10-31T00:10:00Z'));
      const early = await place({ Guest: guest(16), Lines: lines(1), ScheduledFor: '2027-10-31T10:30:00Z' });
      expect(errorsOf(early)).toContainEqual({
        Path: 'body.ScheduledFor',
        Message: 'We take collection orders from 11:00',
      });
      const good = await place({ Guest: guest(17), Lines: lines(1), ScheduledFor: '2027-10-31T11:00:00Z' });
      expect(good.status, good.body).toBe(200);
    });
  });

  describe('quote (the checkout summary)', () => {
    const quote = (body: Record<string, unknown>, brand = ship) =>
      t.request('POST', '/api/Order/v2/quote', {
        body: { BrandFlavor: brand, OrderOption: 'Delivery', ...body },
      });

    it('prices the cart from the catalogue, with the fee and the shortfall to the minimum', async () => {
      const res = await quote({
        Postcode: 'sw11 1aa',
        Lines: [
          { ItemId: lemonade, Quantity: 2, TotalPrice: 0.01 },
          { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1 }] },
        ],
      });
      expect(res.status, res.body).toBe(200);
      const data = QuoteResponse.parse(res.json()).Data;
      expect(data.Lines.map((l) => l.TotalPrice)).toEqual([5.5, 10]);
      expect(data).toMatchObject({ SubTotal: 15.5, DeliveryFee: 3.5, Total: 19, MinimumOrder: 20 });
      expect(data.AddMore).toBe('Add £4.50 more for delivery');
      expect(data.Problems).toEqual([]);
      const before = await stockOf(lemonade);
      expect(before).toBeGreaterThan(0);
      // Nothing is placed or held.
      expect(await stockOf(lemonade)).toBe(before);
    });

    it('reports what would refuse the order instead of failing', async () => {
      const res = await quote({
        Postcode: 'E1 6AN',
        Lines: [
          { ItemId: lemonade, Quantity: 1 },
          { ItemId: cola, Quantity: 1 },
        ],
      });
      expect(res.status, res.body).toBe(200);
      const data = QuoteResponse.parse(res.json()).Data;
      expect(data.Problems.map((p) => p.Path)).toEqual(['body.Postcode', 'body.Lines.1']);
      expect(data.Lines.map((l) => l.ItemId)).toEqual([lemonade]);
      const pickup = QuoteResponse.parse(
        (await quote({ OrderOption: 'Pickup', Lines: [{ ItemId: cola, Quantity: 1 }] })).json(),
      ).Data;
      expect(pickup).toMatchObject({ DeliveryFee: 0, MinimumOrder: 0, AddMore: null, Problems: [] });
      expect(Date.parse(pickup.EarliestTime)).toBeGreaterThan(Date.now());
    });

    it('answers a closed checkout with its message', async () => {
      const res = await quote({ Lines: [{ ItemId: (id + 1) * 10 + 2, Quantity: 1 }] }, shut);
      expect(res.status).toBe(409);
    });
  });

  describe('closed checkout and stopped channels', () => {
    it("refuses every order while the brand's checkout is off", async () => {
      const res = await place(
        { Guest: guest(18), Lines: [{ ItemId: (id + 1) * 10 + 2, Quantity: 1 }] },
        { brand: shut },
      );
      expect(res.status).toBe(409);
      expect(res.json()).toMatchObject({ Info: { Message: 'We are not currently taking any orders' } });
    });

    it("refuses a stopped channel with the brand's message, leaving the others open", async () => {
      const item = (id + 2) * 10 + 2;
      const res = await place(
        {
          OrderOption: 'Delivery',
          Guest: guest(19),
          Address: address('N1 7AA'),
          Lines: [{ ItemId: item, Quantity: 1 }],
        },
        { brand: calm },
      );
      expect(res.status).toBe(409);
      expect(res.json()).toMatchObject({ Info: { Message: 'Our riders are off tonight' } });
      const pickup = await place(
        { Guest: guest(20), Lines: [{ ItemId: item, Quantity: 1 }] },
        { brand: calm },
      );
      expect(pickup.status).toBe(200);
    });
  });

  describe('amending', () => {
    it('replaces the lines, moves stock by the difference and flags the order amended', async () => {
      const token = await t.login(ship, `bob@${ship}.test`, TEST_PASSWORD);
      await setStock(lemonade, 50);
      await setStock(burger, 50);
      const placed = OrderResponse.parse(
        (
          await place(
            {
              Lines: [
                { ItemId: lemonade, Quantity: 2 },
                { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
              ],
            },
            { token },
          )
        ).json(),
      ).Data;
      expect(await stockOf(lemonade)).toBe(48);
      expect(await stockOf(burger)).toBe(49);
      const res = await amend(
        {
          OrderId: placed.OrderId,
          Lines: [
            { ItemId: lemonade, Quantity: 5, TotalPrice: 0.01 },
            { ItemId: cola, Quantity: 1 },
          ],
          Notes: 'No ice',
        },
        token,
      );
      expect(res.status, res.body).toBe(200);
      const amended = OrderResponse.parse(res.json()).Data;
      expect(amended).toMatchObject({
        OrderId: placed.OrderId,
        OrderNumber: placed.OrderNumber,
        Status: 'Placed',
        Amended: true,
        SubTotal: 15.74,
        Total: 15.74,
        Notes: 'No ice',
      });
      expect(amended.AmendedAt).not.toBeNull();
      expect(amended.Lines.map((l) => [l.Title, l.Quantity])).toEqual([
        ['Lemonade', 5],
        ['Collection-only Cola', 1],
      ]);
      expect(await stockOf(lemonade)).toBe(45);
      expect(await stockOf(burger)).toBe(50);
      // The customer sees the amended order.
      const seen = await t.request('GET', `/api/Order/getOrder/${placed.OrderId}`, { token });
      expect(OrderResponse.parse(seen.json()).Data.Lines).toHaveLength(2);
    });

    it('checks the new lines like a new order and moves no stock when refused', async () => {
      const token = await t.login(ship, `bob@${ship}.test`, TEST_PASSWORD);
      await setStock(lemonade, 50);
      const placed = OrderResponse.parse((await place({ Lines: lines(2) }, { token })).json()).Data;
      const tooMany = await amend(
        { OrderId: placed.OrderId, Lines: [{ ItemId: burger, Quantity: 3 }] },
        token,
      );
      expect(tooMany.status).toBe(400);
      await setStock(cola, 1);
      const short = await amend(
        { OrderId: placed.OrderId, Lines: [...lines(1), { ItemId: cola, Quantity: 2 }] },
        token,
      );
      expect(short.status).toBe(409);
      expect(short.json()).toMatchObject({ Info: { Message: 'Only 1 left of Collection-only Cola' } });
      // Rolled back: the lemonade given back by the refused amendment is taken again.
      expect(await stockOf(lemonade)).toBe(48);
      expect(await stockOf(cola)).toBe(1);
      await setStock(cola, 1000);
    });

    it('keeps stock exact when amendments of one order race each other and other orders', async () => {
      const token = await t.login(ship, `bob@${ship}.test`, TEST_PASSWORD);
      await setStock(lemonade, 10);
      const placed = OrderResponse.parse((await place({ Lines: lines(2) }, { token })).json()).Data;
      expect(await stockOf(lemonade)).toBe(8);
      const wanted = Array.from({ length: 20 }, (_, i) => 1 + (i % 6));
      const answers = await Promise.all(
        wanted.map((n) => amend({ OrderId: placed.OrderId, Lines: lines(n) }, token)),
      );
      expect(new Set(answers.map((a) => a.status)), answers.find((a) => a.status !== 200)?.body).toEqual(
        new Set([200]),
      );
      const final = OrderResponse.parse(
        (await t.request('GET', `/api/Order/getOrder/${placed.OrderId}`, { token })).json(),
      ).Data;
      expect(final.Lines).toHaveLength(1);
      expect(wanted).toContain(final.Lines[0]!.Quantity);
      expect((await stockOf(lemonade)) + final.Lines[0]!.Quantity).toBe(10);

      // The order holds 2 and 3 are left: raising it to 5 races three new orders for one each.
      await amend({ OrderId: placed.OrderId, Lines: lines(2) }, token);
      await setStock(lemonade, 3);
      const [raise, ...others] = await Promise.all([
        amend({ OrderId: placed.OrderId, Lines: lines(5) }, token),
        ...[0, 1, 2].map((i) => place({ Guest: guest(30 + i), Lines: lines(1) })),
      ]);
      const sold = others.filter((o) => o.status === 200).length;
      const held = raise.status === 200 ? 5 : 2;
      expect(raise.status === 200 ? sold : 3 - sold).toBe(0);
      expect(await stockOf(lemonade)).toBe(3 + 2 - held - sold);
      expect(await stockOf(lemonade)).toBeGreaterThanOrEqual(0);
      await setStock(lemonade, 1000);
    });

    it("refuses another customer's order, a guest without its session, and an accepted order", async () => {
      const bob = await t.login(ship, `bob@${ship}.test`, TEST_PASSWORD);
      const ann = await t.login(ship, `ann@${ship}.test`, TEST_PASSWORD);
      const placed = OrderResponse.parse((await place({ Lines: lines(1) }, { token: bob })).json()).Data;
      const other = await amend({ OrderId: placed.OrderId, Lines: lines(2) }, ann);
      expect(other.status).toBe(404);
      expect(other.json()).toMatchObject({ Info: { Message: `Order ${placed.OrderId} was not found` } });
      expect((await amend({ OrderId: placed.OrderId, Lines: lines(2) })).status).toBe(401);
      const session = GuestSessionResponse.parse(
        (
          await t.request('POST', '/api/Order/guestSession', {
            body: { BrandFlavor: ship, Guest: guest(40) },
          })
        ).json(),
      ).Data.access_token;
      expect((await amend({ OrderId: placed.OrderId, Lines: lines(2) }, session)).status).toBe(404);

      // The kitchen accepts it (the back office will do this with the same conditional update).
      const moves = await Promise.all(
        Array.from({ length: 5 }, () =>
          createOrdersRepository(db()).transition(id, placed.OrderId, 'Placed', 'Accepted'),
        ),
      );
      expect(moves.filter(Boolean)).toHaveLength(1);
      const late = await amend({ OrderId: placed.OrderId, Lines: lines(2) }, bob);
      expect(late.status).toBe(409);
      expect(late.json()).toMatchObject({
        Info: { Message: 'This order has been accepted and can no longer be changed' },
      });
    });

    it('lets the guest session that placed an order see and amend it, and no other', async () => {
      const session = GuestSessionResponse.parse(
        (
          await t.request('POST', '/api/Order/guestSession', {
            body: { BrandFlavor: ship, Guest: guest(41) },
          })
        ).json(),
      ).Data.access_token;
      expect(session).toMatch(/^gs_/);
      const placed = OrderResponse.parse(
        (await place({ Guest: guest(41), Lines: lines(1) }, { token: session })).json(),
      ).Data;
      expect(placed.GuestSession).toBeUndefined();
      const seen = await t.request('GET', `/api/Order/getOrder/${placed.OrderId}`, {
        token: session,
        headers: { BrandFlavor: ship },
      });
      expect(seen.status, seen.body).toBe(200);
      const res = await amend({ OrderId: placed.OrderId, Lines: lines(3) }, session);
      expect(res.status, res.body).toBe(200);
      expect(OrderResponse.parse(res.json()).Data).toMatchObject({ Amended: true, SubTotal: 8.25 });

      // Without a session the answer carries a new one, good for that order only.
      const anonymous = OrderResponse.parse((await place({ Guest: guest(42), Lines: lines(1) })).json()).Data;
      expect(anonymous.GuestSession).toMatch(/^gs_/);
      expect(
        (await amend({ OrderId: anonymous.OrderId, Lines: lines(2) }, anonymous.GuestSession)).status,
      ).toBe(200);
      expect((await amend({ OrderId: placed.OrderId, Lines: lines(2) }, anonymous.GuestSession)).status).toBe(
        404,
      );
    });
  });

  describe('reorder', () => {
    it('rebuilds the cart from today’s catalogue and says what it had to leave out', async () => {
      const token = await t.login(ship, `ann@${ship}.test`, TEST_PASSWORD);
      await setStock(lemonade, 1000);
      const placed = OrderResponse.parse(
        (
          await place(
            {
              Lines: [
                { ItemId: lemonade, Quantity: 3 },
                { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1 }] },
                { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
                { ItemId: cola, Quantity: 2 },
              ],
            },
            { token },
          )
        ).json(),
      ).Data;
      expect(placed.Lines).toHaveLength(4);
      // Since then: lemonade dearer and down to 2, sourdough gone, cola sold out.
      await db().execute(
        sql`update recipes set price_pence = 300, stock = 2 where brand_id = ${id} and id = ${lemonade}`,
      );
      await db().execute(
        sql`update recipes set extras = ${JSON.stringify({
          groups: [{ Key: 'Choose your bread', MaxQuantity: 1, Extras: [{ Title: 'Brioche', Price: 0 }] }],
        })}::jsonb where brand_id = ${id} and id = ${burger}`,
      );
      await setStock(cola, 0);

      const res = await t.request('POST', '/api/Order/reorder', {
        body: { BrandFlavor: ship, OrderId: placed.OrderId },
        token,
      });
      expect(res.status, res.body).toBe(200);
      const { Info, Data } = ReorderResponse.parse(res.json());
      expect(Info.Message).toBe('Some items of this order cannot be ordered now');
      expect(Data.OrderOption).toBe('Pickup');
      expect(Data.Lines).toEqual([
        expect.objectContaining({
          ItemId: lemonade,
          Kind: 'Recipe',
          Quantity: 2,
          UnitPrice: 3,
          TotalPrice: 6,
          PreviousUnitPrice: 2.75,
          Note: 'Only 2 left: quantity lowered from 3',
        }),
        expect.objectContaining({
          ItemId: burger,
          Quantity: 1,
          UnitPrice: 9.5,
          ExtraDetail: [
            { ExtraTitle: 'Brioche', ExtraQuantity: 1, ExtraPrice: 0, Group: 'Choose your bread' },
          ],
          MaxBuy: 2,
          Note: null,
        }),
      ]);
      expect(Data.Skipped).toEqual([
        {
          ItemId: burger,
          Title: `${ship} Classic Burger`,
          Quantity: 1,
          Reason: "Its options have changed: No extra 'Sourdough' on this item",
        },
        { ItemId: cola, Title: 'Collection-only Cola', Quantity: 2, Reason: 'Sold out' },
      ]);

      // For delivery the cola is not offered at all; a hidden category's item is no longer on the menu.
      await setStock(cola, 1000);
      await db().execute(
        sql`update recipes set category_id = ${id * 100 + 3} where brand_id = ${id} and id = ${lemonade}`,
      );
      const forDelivery = ReorderResponse.parse(
        (
          await t.request('POST', '/api/Order/reorder', {
            body: { BrandFlavor: ship, OrderId: placed.OrderId, OrderOption: 'Delivery' },
            token,
          })
        ).json(),
      ).Data;
      expect(forDelivery.Skipped).toEqual(
        expect.arrayContaining([
          { ItemId: lemonade, Title: 'Lemonade', Quantity: 3, Reason: 'No longer on the menu' },
          { ItemId: cola, Title: 'Collection-only Cola', Quantity: 2, Reason: 'Not available for delivery' },
        ]),
      );
      await db().execute(
        sql`update recipes set category_id = ${id * 100 + 2}, price_pence = 275, stock = 1000 where brand_id = ${id} and id = ${lemonade}`,
      );

      await db().execute(
        sql`update recipes set extras = ${JSON.stringify({
          groups: [
            {
              Key: 'Choose your bread',
              MaxQuantity: 1,
              Extras: [
                { Title: 'Brioche', Price: 0 },
                { Title: 'Sourdough', Price: 0.5 },
              ],
            },
          ],
        })}::jsonb where brand_id = ${id} and id = ${burger}`,
      );

      // Only the owner may reorder.
      const bob = await t.login(ship, `bob@${ship}.test`, TEST_PASSWORD);
      const other = await t.request('POST', '/api/Order/reorder', {
        body: { BrandFlavor: ship, OrderId: placed.OrderId },
        token: bob,
      });
      expect(other.status).toBe(404);
    });
  });

  describe('reorder and menu hours', () => {
    it('leaves out what is not served when an order placed now would be due, in the words of the checkout', async () => {
      const token = await t.login(ship, `ann@${ship}.test`, TEST_PASSWORD);
      await setStock(lemonade, 1000);
      const placed = OrderResponse.parse(
        (
          await place(
            {
              Lines: [
                { ItemId: lemonade, Quantity: 1 },
                { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
              ],
            },
            { token },
          )
        ).json(),
      ).Data;
      // Served for half an hour twelve hours after an order placed now would be due (London): never at that time,
      // late at night too, when the due time is the next morning's opening.
      const quoted = await t.request('POST', '/api/Order/v2/quote', {
        body: { BrandFlavor: ship, OrderOption: 'Pickup', Lines: [{ ItemId: lemonade, Quantity: 1 }] },
      });
      const due = QuoteResponse.parse(quoted.json()).Data.EarliestTime;
      const hour = Number(londonTime(new Date(due)).time.slice(0, 2));
      const from = `${String((hour + 12) % 24).padStart(2, '0')}:00`;
      const hours = [{ Days: [0, 1, 2, 3, 4, 5, 6], From: from, To: from.replace(':00', ':30') }];
      await db().execute(
        sql`update recipes set hours = ${JSON.stringify(hours)}::jsonb where brand_id = ${id} and id = ${burger}`,
      );
      try {
        const res = await t.request('POST', '/api/Order/reorder', {
          body: { BrandFlavor: ship, OrderId: placed.OrderId },
          token,
        });
        expect(res.status, res.body).toBe(200);
        const { Data } = ReorderResponse.parse(res.json());
        expect(Data.Lines.map((l) => l.ItemId)).toEqual([lemonade]);
        expect(Data.Skipped.map(({ ItemId, Quantity }) => ({ ItemId, Quantity }))).toEqual([
          { ItemId: burger, Quantity: 1 },
        ]);
        expect(Data.Skipped[0]?.Reason).toMatch(new RegExp(`^${ship} Classic Burger is served .*${from}`));
      } finally {
        await db().execute(sql`update recipes set hours = null where brand_id = ${id} and id = ${burger}`);
      }
    });
  });

  describe('confirmation email', () => {
    it('queues an email with the number, items, totals and delivery details, to a guest', async () => {
      const who = guest(50);
      const res = await place({
        OrderOption: 'Delivery',
        Guest: who,
        Address: address('N1 7AA'),
        Lines: [
          ...lines(4),
          { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1 }] },
        ],
        Notes: 'Ring twice',
      });
      expect(res.status, res.body).toBe(200);
      const order = OrderResponse.parse(res.json()).Data;
      const mail = await outboxTo(who.Email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe(`Test ${ship}: order ${order.OrderNumber} placed`);
      for (const text of [
        'Thank you for your order, Gia.',
        `Order ${order.OrderNumber}: delivery, pay on delivery`,
        'Status: Placed',
        '4 × Lemonade  £11.00',
        `1 × ${ship} Classic Burger (Sourdough)  £10.00`,
        'Subtotal  £21.00',
        'Delivery  £2.50',
        'Total  £23.50',
        'Delivery to: 1 Test Street, London, N1 7AA',
        'Notes: Ring twice',
      ])
        expect(mail[0]!.text).toContain(text);
    });

    it('emails the customer on placement and again on amendment', async () => {
      const token = await t.login(ship, `ann@${ship}.test`, TEST_PASSWORD);
      const before = (await outboxTo(`ann@${ship}.test`)).length;
      const placed = OrderResponse.parse((await place({ Lines: lines(1) }, { token })).json()).Data;
      await amend({ OrderId: placed.OrderId, Lines: lines(2) }, token);
      const mail = (await outboxTo(`ann@${ship}.test`)).slice(before);
      expect(mail.map((m) => m.subject)).toEqual([
        `Test ${ship}: order ${placed.OrderNumber} placed`,
        `Test ${ship}: order ${placed.OrderNumber} changed`,
      ]);
      expect(mail[1]!.text).toContain('2 × Lemonade  £5.50');
      // A replayed request sends nothing more.
      const key = randomUUID();
      await place({ Lines: lines(1) }, { token, key });
      await place({ Lines: lines(1) }, { token, key });
      expect((await outboxTo(`ann@${ship}.test`)).length).toBe(before + 3);
    });
  });
});
