import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandFileInput } from '@storefront/contract/brand-file';
import { GiftCardPurchaseResponse } from '@storefront/contract/giftcard';
import { OrderResponse, type Order } from '@storefront/contract/order';
import { PaymentSessionResponse } from '@storefront/contract/payment';
import { ReportResponse, type Report } from '@storefront/contract/reports';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { TEST_CARDS } from '../payments/test-provider';
import { createStaffAccount } from '../staff/staff.service';

/**
 * Reports through the API on both databases: orders placed through the real routes (cash, card with a partial
 * refund, a gift card as payment, dine-in, a training order, a rejected order, an unpaid card order), then
 * moved to fixed instants so the London days are known, including across both clock changes. Each driver has
 * its own two brands (the reports' brand and another one whose orders must never show).
 */
// On the shared PostgreSQL database 941-943 are orders.checkout.test's brands: these take 945-946 there.
const ids = { pglite: 941, postgres: 945 } as const;
const STAFF_API = 'staff-token-for-report-tests-0123456789';
const PASSWORD = 'staff-password-for-report-tests';
/** A seller-typed title a spreadsheet would run as a formula, with a comma and quotes to quote. */
const BURGER_TITLE = '=1+1 "Classic" Burger, large';
/** A seller-typed branch name a spreadsheet would run as a formula. */
const SOUTH = '=South, "Yard"';

function brandFile(id: number, flavour: string): BrandFileInput {
  const file = makeBrandFile(id, flavour);
  return {
    ...file,
    WebCustomer: {
      ...file.WebCustomer,
      DeliveryTypes: { ...file.WebCustomer.DeliveryTypes, EatIn: { Enabled: true, Text: 'Eat in' } },
    },
    BrandConfig: { ...file.BrandConfig, StopOnlineEatInOrders: false, DeliveryFee: 2.5 },
    Recipes: file.Recipes?.map((r) => (r.RecipeId === id * 10 + 1 ? { ...r, RecipeTitle: BURGER_TITLE } : r)),
    Loyalty: { GiftCards: { Enabled: true, Amounts: [10], Minimum: 5, Maximum: 100 } },
    // Two branches; branch ids are the brand's own, so the other brand's second branch is not this one's.
    Branches: [
      { BranchId: id * 10 + 1, Name: 'North Branch', Address: '1 North Street, London' },
      { BranchId: id * 10 + 2, Name: SOUTH, Address: '2 South Street, London' },
    ],
  };
}

describe.each(DRIVERS)('reports on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const brand = `rep${id}-${driver}`;
  const other = `rep${id + 1}-${driver}`;
  const burger = id * 10 + 1;
  const lemonade = id * 10 + 2;
  const north = id * 10 + 1;
  const south = id * 10 + 2;
  /** The other brand's second branch: a branch, but not this brand's. */
  const theirSouth = (id + 1) * 10 + 2;
  const tokens = { owner: '', staff: '', otherOwner: '' };
  const base = `/api/admin/${brand}/reports`;
  const db = () => t.app.database.db;

  const place = async (body: Record<string, unknown>, forBrand = brand): Promise<Order> => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: forBrand,
        OrderOption: 'Pickup',
        Guest: {
          Email: `r-${randomUUID().slice(0, 8)}@example.test`,
          FirstName: 'Rita',
          LastName: 'Report',
          Mobile: '+44 7700 900222',
        },
        ...body,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    return OrderResponse.parse(res.json()).Data;
  };
  const lemonades = (quantity: number) => [{ ItemId: lemonade, Quantity: quantity }];
  const call = async (path: string, body: Record<string, unknown>, token?: string) => {
    const res = await t.request('POST', path, { body: { BrandFlavor: brand, ...body }, token });
    expect(res.status, `${path}: ${res.body}`).toBe(200);
    return res;
  };
  const payByCard = async (order: Order) => {
    const session = PaymentSessionResponse.parse(
      (await call('/api/Payment/start', { OrderId: order.OrderId }, order.GuestSession)).json(),
    ).Data;
    await call('/api/Payment/test/confirm', {
      ClientSecret: session.ClientSecret,
      CardNumber: TEST_CARDS.succeeds,
      Expiry: '12/34',
      Cvc: '123',
    });
    await call(
      '/api/Payment/check',
      { OrderId: order.OrderId, PaymentId: session.PaymentId },
      order.GuestSession,
    );
  };
  const buyGiftCard = async () => {
    const purchase = GiftCardPurchaseResponse.parse(
      (
        await call('/api/GiftCard/buy', {
          RecipientName: 'Gus',
          RecipientEmail: `gus-${randomUUID().slice(0, 8)}@example.test`,
          FromName: 'Fay',
          FromEmail: 'fay@example.test',
          Amount: 10,
        })
      ).json(),
    ).Data;
    await call('/api/Payment/test/confirm', {
      ClientSecret: purchase.ClientSecret,
      CardNumber: TEST_CARDS.succeeds,
      Expiry: '12/34',
      Cvc: '123',
    });
    await call('/api/GiftCard/confirm', {
      GiftCardId: purchase.GiftCardId,
      PurchaseToken: purchase.PurchaseToken,
    });
    const { rows } = (await db().execute<{ code: string }>(
      sql`select code from gift_cards where brand_id = ${id} and id = ${purchase.GiftCardId}`,
    )) as { rows: { code: string }[] };
    return rows[0]!.code;
  };
  /** Moves an order to an instant (orders are placed now; reports need known days). */
  const placedAt = (orderId: number, iso: string) =>
    db().execute(sql`update orders set created_at = ${iso}::timestamptz where id = ${orderId}`);
  const report = async (query: string, token = tokens.owner, path = base): Promise<Report> => {
    const res = await t.request('GET', `${path}${query}`, { token });
    expect(res.status, res.body).toBe(200);
    return ReportResponse.parse(res.json()).Data;
  };

  beforeAll(async () => {
    t = await startApp(driver, { STAFF_API_TOKEN: STAFF_API });
    const imported = await createBrandFileService(db()).importBrands([
      { source: 'reports', document: brandFile(id, brand) },
      { source: 'reports-other', document: brandFile(id + 1, other) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    await db().execute(sql`update recipes set stock = 10000 where brand_id in (${id}, ${id + 1})`);
    const accounts = [
      ['owner', 'BrandOwner', id],
      ['staff', 'BrandStaff', id],
      ['otherOwner', 'BrandOwner', id + 1],
    ] as const;
    for (const [key, role, brandId] of accounts) {
      const email = `${key.toLowerCase()}-${brand}@staff.test`;
      await createStaffAccount(db(), { email, name: key, role, brandId, password: PASSWORD });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
  });
  afterAll(() => t.close());

  it('counts paid and in-person orders by London day and channel, net of refunds, and nothing else', async () => {
    const collection = await place({ Lines: lemonades(2) });
    const delivery = await place({
      OrderOption: 'Delivery',
      Address: { Line1: '1 Test Street', Town: 'London', Postcode: 'N1 1AA' },
      Lines: [
        { ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1 }] },
        { ItemId: lemonade, Quantity: 1 },
      ],
    });
    expect(delivery).toMatchObject({ SubTotal: 12.75, DeliveryFee: 2.5, Total: 15.25 });
    const dineIn = await place({ OrderOption: 'EatIn', TableNumber: 5, Lines: lemonades(1) });
    const eatIn = await place({
      OrderOption: 'EatIn',
      Lines: [{ ItemId: burger, Quantity: 2, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] }],
    });
    // Not counted: a training order, a rejected one, a card order never paid.
    const training = await place({ Training: true, Lines: lemonades(3) });
    const rejected = await place({ Lines: lemonades(1) });
    const reject = await t.request('POST', `/api/admin/${brand}/orders/${rejected.OrderId}/reject`, {
      token: tokens.owner,
      body: { Reason: 'Closed early' },
    });
    expect(reject.status, reject.body).toBe(200);
    const unpaid = await place({ PaymentMethod: 'Card', Lines: lemonades(2) });
    expect(unpaid.Status).toBe('PendingPayment');
    // Paid by card (£11), then £2.75 refunded: £8.25 of revenue.
    const card = await place({ PaymentMethod: 'Card', Lines: lemonades(4) });
    await payByCard(card);
    await call('/api/Payment/refund', { OrderId: card.OrderId, AmountPence: 275 }, STAFF_API);
    // Paid with a gift card: the order's £2.75 is revenue; the £10 card sold is not an order.
    const gift = await place({
      PaymentMethod: 'Card',
      GiftCardCode: await buyGiftCard(),
      Lines: lemonades(1),
    });
    expect(gift).toMatchObject({ Status: 'Placed', GiftCardAmount: 2.75 });
    // Another brand's order on the same day never shows.
    const elsewhere = await place({ Lines: [{ ItemId: (id + 1) * 10 + 2, Quantity: 5 }] }, other);

    const june15 = '2026-06-15T10:00:00Z';
    for (const order of [collection, delivery, dineIn, training, rejected, unpaid, card, gift, elsewhere])
      await placedAt(order.OrderId, june15);
    // 22:30 UTC is 23:30 BST: still 16 June in London.
    await placedAt(eatIn.OrderId, '2026-06-16T22:30:00Z');

    const figures = await report('?from=2026-06-15&to=2026-06-16');
    expect(figures).toMatchObject({
      From: '2026-06-15',
      To: '2026-06-16',
      TimeZone: 'Europe/London',
      Orders: 6,
      RevenuePence: 550 + 1525 + 275 + 1900 + 825 + 275,
      AverageOrderPence: 892,
      RefundedPence: 275,
    });
    expect(figures.Channels).toEqual([
      { Channel: 'Delivery', Orders: 1, RevenuePence: 1525 },
      { Channel: 'Collection', Orders: 3, RevenuePence: 550 + 825 + 275 },
      { Channel: 'EatIn', Orders: 1, RevenuePence: 1900 },
      { Channel: 'DineIn', Orders: 1, RevenuePence: 275 },
    ]);
    expect(figures.Days.map((d) => [d.Date, d.Orders, d.RevenuePence])).toEqual([
      ['2026-06-15', 5, 3450],
      ['2026-06-16', 1, 1900],
    ]);
    expect(figures.Days[1]!.Channels.find((c) => c.Channel === 'EatIn')).toEqual({
      Channel: 'EatIn',
      Orders: 1,
      RevenuePence: 1900,
    });
    // Lemonade: 2 + 1 + 1 + 4 + 1 sold; the burger's lines with different breads are one item.
    const lemonadeRow = {
      Kind: 'Recipe',
      ItemId: lemonade,
      Title: 'Lemonade',
      Quantity: 9,
      RevenuePence: 2475,
    };
    const burgerRow = {
      Kind: 'Recipe',
      ItemId: burger,
      Title: BURGER_TITLE,
      Quantity: 3,
      RevenuePence: 2900,
    };
    expect(figures.TopByQuantity).toEqual([lemonadeRow, burgerRow]);
    expect(figures.TopByRevenue).toEqual([burgerRow, lemonadeRow]);

    // The other brand's owner sees only the other brand's order.
    const theirs = await report(
      '?from=2026-06-15&to=2026-06-16',
      tokens.otherOwner,
      `/api/admin/${other}/reports`,
    );
    expect(theirs).toMatchObject({ Orders: 1, RevenuePence: 1375 });

    // One day: the 16th's late order alone.
    expect(await report('?from=2026-06-16&to=2026-06-16')).toMatchObject({ Orders: 1, RevenuePence: 1900 });
    // A range without orders: every day listed, all zero.
    const empty = await report('?from=2026-05-01&to=2026-05-03');
    expect(empty).toMatchObject({ Orders: 0, RevenuePence: 0, AverageOrderPence: 0, TopByQuantity: [] });
    expect(empty.Days.map((d) => [d.Date, d.Orders])).toEqual([
      ['2026-05-01', 0],
      ['2026-05-02', 0],
      ['2026-05-03', 0],
    ]);
  });

  it('puts orders on their London day across both clock changes', async () => {
    const at = {
      // 23:59 GMT on the 28th; 00:30 GMT on the 29th (clocks go forward at 01:00); 23:30 UTC is 00:30 BST the 30th.
      lateMarch28: '2026-03-28T23:59:00Z',
      earlyMarch29: '2026-03-29T00:30:00Z',
      earlyMarch30: '2026-03-29T23:30:00Z',
      // 23:30 UTC on 24 October is 00:30 BST on the 25th; clocks go back at 02:00 BST; 23:30 UTC is 23:30 GMT.
      earlyOctober25: '2026-10-24T23:30:00Z',
      lateOctober25: '2026-10-25T23:30:00Z',
    };
    for (const iso of Object.values(at)) await placedAt((await place({ Lines: lemonades(1) })).OrderId, iso);

    const march = await report('?from=2026-03-28&to=2026-03-30');
    expect(march.Days.map((d) => [d.Date, d.Orders])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 1],
      ['2026-03-30', 1],
    ]);
    expect((await report('?from=2026-03-29&to=2026-03-29')).Orders).toBe(1);
    const october = await report('?from=2026-10-24&to=2026-10-26');
    expect(october.Days.map((d) => [d.Date, d.Orders, d.RevenuePence])).toEqual([
      ['2026-10-24', 0, 0],
      ['2026-10-25', 2, 550],
      ['2026-10-26', 0, 0],
    ]);
  });

  it("defaults to the last 30 London days and shows today's order", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const before = await report('');
    await place({ Lines: lemonades(1) });
    const after = await report('');
    expect(after.To).toBe(today);
    expect(after.Days).toHaveLength(30);
    expect(after.Days.at(-1)!.Date).toBe(today);
    // The order lands on today (unless London's midnight passed between the two calls).
    if (before.To === after.To) {
      expect(after.Orders - before.Orders).toBe(1);
      expect(after.Days.at(-1)!.RevenuePence - before.Days.at(-1)!.RevenuePence).toBe(275);
    }
  });

  it('exports the days and the items as CSV downloads, quoted and safe from formulas', async () => {
    const days = await t.request('GET', `${base}/days.csv?from=2026-06-15&to=2026-06-16`, {
      token: tokens.owner,
    });
    expect(days.status, days.body).toBe(200);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe(
      `attachment; filename="${brand}-orders-by-day-2026-06-15-to-2026-06-16.csv"`,
    );
    expect(days.body.split('\r\n')).toEqual([
      '\uFEFFDate,Orders,Revenue (GBP),Delivery orders,Delivery revenue (GBP),Collection orders,' +
        'Collection revenue (GBP),Eat in orders,Eat in revenue (GBP),Dine in (table) orders,' +
        'Dine in (table) revenue (GBP),Branch',
      '2026-06-15,5,34.50,1,15.25,3,16.50,0,0.00,1,2.75,All branches',
      '2026-06-16,1,19.00,0,0.00,0,0.00,1,19.00,0,0.00,All branches',
      '',
    ]);

    const items = await t.request('GET', `${base}/items.csv?from=2026-06-15&to=2026-06-16`, {
      token: tokens.owner,
    });
    expect(items.status, items.body).toBe(200);
    expect(items.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(items.headers['content-disposition']).toBe(
      `attachment; filename="${brand}-items-2026-06-15-to-2026-06-16.csv"`,
    );
    expect(items.body.split('\r\n')).toEqual([
      '\uFEFFRank,Item,Type,Item id,Quantity,Revenue (GBP),Branch',
      `1,"'=1+1 ""Classic"" Burger, large",Recipe,${burger},3,29.00,All branches`,
      `2,Lemonade,Recipe,${lemonade},9,24.75,All branches`,
      '',
    ]);
    // No customer's details travel in an export.
    expect(items.body + days.body).not.toMatch(/Rita|example\.test|7700/);
  });

  it('lists the orders with when each was due, ASAP or scheduled, and exports them as CSV', async () => {
    const asap = await place({ Lines: lemonades(1) });
    // Their times are set below, as the customer chose them (scheduled_for).
    const scheduled = await place({ Lines: lemonades(2) });
    // Due in the repeated October hour, the second time round (01:30 GMT).
    const lateNight = await place({ Lines: lemonades(1) });
    const training = await place({ Training: true, Lines: lemonades(1) });
    const set = (order: Order, values: Record<string, string>) =>
      db().execute(
        sql`update orders set created_at = ${values.created}::timestamptz, due_at = ${values.due}::timestamptz,
          scheduled_for = ${values.scheduled ?? null}::timestamptz, ready_by = ${values.readyBy ?? null}::timestamptz,
          status = ${values.status ?? 'Placed'} where id = ${order.OrderId}`,
      );
    // 10:00 BST, due 11:20 BST, accepted ready by then.
    await set(asap, {
      created: '2026-09-10T09:00:00Z',
      due: '2026-09-10T10:20:00Z',
      readyBy: '2026-09-10T10:20:00Z',
      status: 'Accepted',
    });
    await set(scheduled, {
      created: '2026-09-10T12:00:00Z',
      due: '2026-09-11T17:30:00Z',
      scheduled: '2026-09-11T17:30:00Z',
    });
    await set(lateNight, {
      created: '2026-09-10T13:00:00Z',
      due: '2026-10-25T01:30:00Z',
      scheduled: '2026-10-25T01:30:00Z',
    });
    await set(training, { created: '2026-09-10T14:00:00Z', due: '2026-09-10T14:20:00Z' });

    const figures = await report('?from=2026-09-10&to=2026-09-10');
    expect(figures.LatestOrders).toEqual([
      {
        OrderId: lateNight.OrderId,
        OrderNumber: lateNight.OrderNumber,
        Branch: { BranchId: north, Name: 'North Branch' },
        PlacedAt: '2026-09-10T13:00:00.000Z',
        Channel: 'Collection',
        Status: 'Placed',
        DueAt: '2026-10-25T01:30:00.000Z',
        Scheduled: true,
        ReadyBy: null,
        RevenuePence: 275,
      },
      expect.objectContaining({
        OrderId: scheduled.OrderId,
        DueAt: '2026-09-11T17:30:00.000Z',
        Scheduled: true,
      }),
      expect.objectContaining({
        OrderId: asap.OrderId,
        Status: 'Accepted',
        DueAt: '2026-09-10T10:20:00.000Z',
        Scheduled: false,
        ReadyBy: '2026-09-10T10:20:00.000Z',
      }),
    ]);

    const csv = await t.request('GET', `${base}/orders.csv?from=2026-09-10&to=2026-09-10`, {
      token: tokens.owner,
    });
    expect(csv.status, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${brand}-orders-2026-09-10-to-2026-09-10.csv"`,
    );
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFOrder,Placed (London),Channel,Status,Due,Due at (London),Ready by (London),Revenue (GBP),Branch',
      `${asap.OrderNumber},2026-09-10 10:00,Collection,Accepted,ASAP,2026-09-10 11:20,2026-09-10 11:20,2.75,North Branch`,
      `${scheduled.OrderNumber},2026-09-10 13:00,Collection,Placed,Scheduled,2026-09-11 18:30,,5.50,North Branch`,
      `${lateNight.OrderNumber},2026-09-10 14:00,Collection,Placed,Scheduled,2026-10-25 01:30 GMT,,2.75,North Branch`,
      '',
    ]);
    expect(csv.body).not.toMatch(/Rita|example\.test|7700/);
  });

  it("keeps to one branch's orders when asked, and splits the totals by branch", async () => {
    const atSouth = { BranchId: south };
    const orders = [
      await place({ Lines: lemonades(2) }),
      await place({ BranchId: north, Lines: lemonades(1) }),
      await place({
        ...atSouth,
        Lines: [{ ItemId: burger, Quantity: 1, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] }],
      }),
      await place({ ...atSouth, Lines: lemonades(3) }),
      await place({ ...atSouth, OrderOption: 'EatIn', TableNumber: 4, Lines: lemonades(1) }),
      // The other brand's second branch, the same day: never counted here.
      await place({ BranchId: theirSouth, Lines: [{ ItemId: (id + 1) * 10 + 2, Quantity: 5 }] }, other),
    ];
    expect(orders.map((o) => o.Branch?.BranchId)).toEqual([north, north, south, south, south, theirSouth]);
    for (const [index, order] of orders.entries())
      await placedAt(order.OrderId, `2026-07-20T1${index}:00:00Z`);

    const all = await report('?from=2026-07-20&to=2026-07-20');
    expect(all).toMatchObject({ BranchId: null, Orders: 5, RevenuePence: 550 + 275 + 950 + 825 + 275 });
    expect(all.Branches).toEqual([
      { BranchId: north, Name: 'North Branch', Orders: 2, RevenuePence: 825 },
      { BranchId: south, Name: SOUTH, Orders: 3, RevenuePence: 2050 },
    ]);
    const sum = (key: 'Orders' | 'RevenuePence') => all.Branches.reduce((total, b) => total + b[key], 0);
    expect([sum('Orders'), sum('RevenuePence')]).toEqual([all.Orders, all.RevenuePence]);

    const one = await report(`?from=2026-07-20&to=2026-07-20&BranchId=${south}`);
    expect(one).toMatchObject({ BranchId: south, Orders: 3, RevenuePence: 2050, AverageOrderPence: 683 });
    expect(one.Branches).toEqual([{ BranchId: south, Name: SOUTH, Orders: 3, RevenuePence: 2050 }]);
    expect(one.Channels.filter((c) => c.Orders > 0)).toEqual([
      { Channel: 'Collection', Orders: 2, RevenuePence: 1775 },
      { Channel: 'DineIn', Orders: 1, RevenuePence: 275 },
    ]);
    expect(one.Days.map((d) => [d.Date, d.Orders, d.RevenuePence])).toEqual([['2026-07-20', 3, 2050]]);
    expect(one.TopByQuantity.map((i) => [i.ItemId, i.Quantity])).toEqual([
      [lemonade, 4],
      [burger, 1],
    ]);
    expect(one.LatestOrders.map((o) => [o.OrderId, o.Branch])).toEqual(
      [orders[4]!, orders[3]!, orders[2]!].map((o) => [o.OrderId, { BranchId: south, Name: SOUTH }]),
    );

    const csv = async (file: string, query: string) => {
      const res = await t.request('GET', `${base}/${file}?from=2026-07-20&to=2026-07-20${query}`, {
        token: tokens.owner,
      });
      expect(res.status, res.body).toBe(200);
      return { name: res.headers['content-disposition'], lines: res.body.split('\r\n').slice(0, -1) };
    };
    // A branch's name is seller-typed text a spreadsheet could run: guarded and quoted like an item's title.
    const southCell = `"'=South, ""Yard"""`;
    const lastCell = (line: string) => (line.endsWith(southCell) ? southCell : line.split(',').at(-1));
    const everyOrder = await csv('orders.csv', '');
    expect(everyOrder.lines[0]).toMatch(/,Revenue \(GBP\),Branch$/);
    expect(everyOrder.lines.slice(1).map(lastCell)).toEqual([
      'North Branch',
      'North Branch',
      southCell,
      southCell,
      southCell,
    ]);
    const southOrders = await csv('orders.csv', `&BranchId=${south}`);
    expect(southOrders.name).toBe(
      `attachment; filename="${brand}-South-Yard-orders-2026-07-20-to-2026-07-20.csv"`,
    );
    expect(southOrders.lines.slice(1).map((line) => [line.split(',')[0], lastCell(line)])).toEqual(
      [orders[2]!, orders[3]!, orders[4]!].map((o) => [o.OrderNumber, southCell]),
    );
    const southDays = await csv('days.csv', `&BranchId=${south}`);
    expect(southDays.lines[1]).toBe(`2026-07-20,3,20.50,0,0.00,2,17.75,0,0.00,1,2.75,${southCell}`);
    const southItems = await csv('items.csv', `&BranchId=${south}`);
    expect(southItems.lines.slice(1)).toEqual([
      `1,Lemonade,Recipe,${lemonade},4,11.00,${southCell}`,
      `2,"'=1+1 ""Classic"" Burger, large",Recipe,${burger},1,9.50,${southCell}`,
    ]);
  });

  it("refuses a branch that is not the brand's, naming the field", async () => {
    for (const path of [base, `${base}/days.csv`, `${base}/items.csv`, `${base}/orders.csv`]) {
      const res = await t.request('GET', `${path}?BranchId=${theirSouth}`, { token: tokens.owner });
      expect(res.status, path).toBe(400);
      expect(res.json<{ Errors: unknown }>().Errors, path).toEqual([
        { Path: 'querystring.BranchId', Message: 'Choose one of your branches' },
      ]);
    }
    const text = await t.request('GET', `${base}?BranchId=south`, { token: tokens.owner });
    expect(text.status).toBe(400);
    expect(text.body).toContain('BranchId');
    // Their own branch is theirs to see.
    const theirs = await t.request('GET', `/api/admin/${other}/reports?BranchId=${theirSouth}`, {
      token: tokens.otherOwner,
    });
    expect(theirs.status, theirs.body).toBe(200);
  });

  it('is for owners of the brand only, and refuses impossible ranges', async () => {
    for (const path of [base, `${base}/days.csv`, `${base}/items.csv`, `${base}/orders.csv`]) {
      const staff = await t.request('GET', path, { token: tokens.staff });
      expect(staff.status, `${path} as staff`).toBe(403);
      const stranger = await t.request('GET', path, { token: tokens.otherOwner });
      expect(stranger.status, `${path} as another brand's owner`).toBe(403);
      expect((await t.request('GET', path)).status, `${path} anonymously`).toBe(401);
    }
    const refused = async (query: string, message: string) => {
      const res = await t.request('GET', `${base}${query}`, { token: tokens.owner });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toContain(message);
    };
    await refused('?from=2026-06-16&to=2026-06-15', 'The end date is before the start date');
    await refused('?from=2026-02-30&to=2026-03-01', 'This date does not exist');
    await refused('?from=15/06/2026', 'Enter a date as YYYY-MM-DD');
    await refused('?from=2025-01-01&to=2026-06-15', 'Choose at most 366 days');
    await refused('?from=2020-01-01', 'Choose at most 366 days');
    expect((await report('?from=2025-06-16&to=2026-06-16')).Days).toHaveLength(366);
  });
});
