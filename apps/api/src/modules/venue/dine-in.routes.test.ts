import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardResponse } from '@storefront/contract/admin';
import { OrderResponse } from '@storefront/contract/order';
import { BranchesResponse } from '@storefront/contract/venue';
import { brands } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { createStaffAccount } from '../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-dine-in';
/** bistro: 10003 Halloumi Fries (£5.95), 10042 Still Water (£1.80); tables 1–30. */
const FRIES = 10003;
const WATER = 10042;
/** Copperleaf Clapham: tables 1–20 of its own (the brand's are 1–30). */
const CLAPHAM = 12;

describe.each(DRIVERS)('dine-in orders on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  let staffToken = '';
  const place = (body: Record<string, unknown>) =>
    t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: 'bistro',
        OrderOption: 'EatIn',
        // Copperleaf Shoreditch: the bistro has three branches, so an order names one.
        BranchId: 11,
        Guest: {
          Email: `t-${tag}@example.test`,
          FirstName: 'Tam',
          LastName: 'Table',
          Mobile: '07700 900123',
        },
        Lines: [
          { ItemId: FRIES, Quantity: 1, TotalPrice: 0.01 },
          { ItemId: WATER, Quantity: 2 },
        ],
        ...body,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  const problems = (res: { json: <T>() => T }) =>
    (res.json<{ Errors?: { Path: string; Message: string }[] }>().Errors ?? []).map((e) => e.Path);

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const [bistro] = await db.select({ id: brands.id }).from(brands).where(eq(brands.flavour, 'bistro'));
    await createStaffAccount(db, {
      email: `kitchen-${tag}@staff.test`,
      name: 'Kitchen',
      role: 'BrandStaff',
      brandId: bistro!.id,
      password: STAFF_PASSWORD,
    });
    const signIn = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: `kitchen-${tag}@staff.test`, password: STAFF_PASSWORD },
    });
    expect(signIn.status, signIn.body).toBe(200);
    staffToken = signIn.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  it('stores the table with an eat-in order, priced by the server, and shows it to the customer and the kitchen', async () => {
    const res = await place({ TableNumber: 12 });
    expect(res.status, res.body).toBe(200);
    const { Data } = OrderResponse.parse(res.json());
    expect(Data).toMatchObject({
      OrderOption: 'EatIn',
      TableNumber: 12,
      PaymentMethod: 'AtTable',
      SubTotal: 9.55,
      Total: 9.55,
    });

    const seen = await t.request('GET', `/api/Order/getOrder/${Data.OrderId}`, {
      token: Data.GuestSession!,
      headers: { BrandFlavor: 'bistro' },
    });
    expect(seen.status, seen.body).toBe(200);
    expect(OrderResponse.parse(seen.json()).Data.TableNumber).toBe(12);

    const board = await t.request('GET', '/api/admin/bistro/orders', { token: staffToken });
    expect(board.status, board.body).toBe(200);
    const onBoard = BoardResponse.parse(board.json()).Data.find((o) => o.OrderId === Data.OrderId);
    expect(onBoard).toMatchObject({ TableNumber: 12, OrderOption: 'EatIn' });
  });

  it('an eat-in order without a table has none; a takeaway order is never given one', async () => {
    const plain = await place({});
    expect(plain.status, plain.body).toBe(200);
    expect(OrderResponse.parse(plain.json()).Data.TableNumber).toBeNull();

    const pickup = await place({ OrderOption: 'Pickup', TableNumber: 12 });
    expect(pickup.status).toBe(400);
    expect(problems(pickup)).toEqual(['body.TableNumber']);
  });

  it('refuses tables the brand does not have, and numbers outside 1–999', async () => {
    const unknown = await place({ TableNumber: 31 });
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ Info: { Message: string } }>().Info.Message).toContain('We have no table 31');
    for (const bad of [0, 1000, 2.5, '12'])
      expect((await place({ TableNumber: bad })).status, String(bad)).toBe(400);
  });

  it("a table's QR code names its branch: the order is that branch's, at one of that branch's tables", async () => {
    // Copperleaf Clapham lists its own 20 tables; Shoreditch has the brand's 30.
    const branches = BranchesResponse.parse(
      (await t.request('GET', '/api/Brand/v1/getBranches/bistro')).json(),
    ).Branches;
    expect(branches.map((b) => [b.BranchId, b.DineInTables?.length])).toEqual([
      [11, 30],
      [12, 20],
      [13, 30],
    ]);

    const res = await place({ BranchId: CLAPHAM, TableNumber: 12 });
    expect(res.status, res.body).toBe(200);
    const { Data } = OrderResponse.parse(res.json());
    expect(Data).toMatchObject({
      TableNumber: 12,
      Branch: { BranchId: CLAPHAM, Name: 'Copperleaf Clapham', Address: '118 Clapham High Street, London' },
    });
    const board = BoardResponse.parse(
      (await t.request('GET', '/api/admin/bistro/orders', { token: staffToken })).json(),
    ).Data.find((o) => o.OrderId === Data.OrderId);
    expect(board).toMatchObject({ TableNumber: 12, Branch: { BranchId: CLAPHAM } });

    // Table 25 is Shoreditch's, not Clapham's.
    const elsewhere = await place({ BranchId: CLAPHAM, TableNumber: 25 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json<{ Errors: unknown }>().Errors).toEqual([
      {
        Path: 'body.TableNumber',
        Message: 'We have no table 25 at Copperleaf Clapham: check the number on your table',
      },
    ]);
    expect((await place({ BranchId: 11, TableNumber: 25 })).status).toBe(200);
    // A branch of another brand (the grocer's) is no table's branch here.
    const theirs = await place({ BranchId: 21, TableNumber: 12 });
    expect(theirs.status).toBe(400);
    expect(problems(theirs)).toEqual(['body.BranchId']);
  });
});
