import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RewardsAccountResponse } from '@storefront/contract/loyalty';
import { OrderResponse } from '@storefront/contract/order';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

/**
 * A completed order earns its points whichever way it was completed (the board, the staff route), once. Burger
 * £9.50 × 2 with a £0 extra: 190 points at 10 points per pound.
 */
const ids = { pglite: 7301, postgres: 7311 } as const;
const STAFF = 'staff-token-for-completion-tests-0123456789';
const STAFF_PASSWORD = 'staff-password-for-tests';

describe.each(DRIVERS)('points on completion on %s', (driver) => {
  let t: TestApp;
  let kitchen = '';
  const id = ids[driver];
  const brand = `done${id}-${driver}`;
  const lines = [
    { ItemId: id * 10 + 1, Quantity: 2, ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1 }] },
  ];
  const call = (path: string, body: Record<string, unknown>, token?: string) =>
    t.request('POST', path, { body: { BrandFlavor: brand, ...body }, token });

  const member = async () => {
    const email = `member-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await call('/api/Customer/register', {
      CustomerEmail: email,
      CustomerPassword: TEST_PASSWORD,
      CustomerFirstName: 'Mia',
      CustomerLastName: 'Member',
    });
    expect(registered.status, registered.body).toBe(200);
    const token = await t.login(brand, email, TEST_PASSWORD);
    expect((await call('/api/Rewards/join', {}, token)).status).toBe(200);
    return token;
  };
  const balance = async (token: string) =>
    (await call('/api/Rewards/account', {}, token)).json<RewardsAccountResponse>().Data.Balance;
  const placeReady = async (token: string) => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: { BrandFlavor: brand, OrderOption: 'Pickup', Lines: lines },
      token,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    const { OrderId } = OrderResponse.parse(res.json()).Data;
    expect((await board(OrderId, 'accept', { PrepMinutes: 10 })).status).toBe(200);
    expect((await board(OrderId, 'status', { Status: 'Ready' })).status).toBe(200);
    return OrderId;
  };
  const board = (orderId: number, action: string, body: unknown) =>
    t.request('POST', `/api/admin/${brand}/orders/${orderId}/${action}`, { token: kitchen, body });
  const staffRoute = (orderId: number) =>
    call('/api/Rewards/staff/completeOrder', { OrderId: orderId }, STAFF);

  beforeAll(async () => {
    t = await startApp(driver, { STAFF_API_TOKEN: STAFF });
    const db = t.app.database.db;
    const result = await createBrandFileService(db).importBrands([
      {
        source: 'completion',
        document: {
          ...makeBrandFile(id, brand),
          Loyalty: { Rewards: { Enabled: true, PointsPerPound: 10 } },
        },
      },
    ]);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await db.execute(sql`update recipes set stock = 100000 where brand_id = ${id}`);
    const email = `kitchen-${driver}-${id}@staff.test`;
    await createStaffAccount(db, {
      email,
      name: 'Kitchen',
      role: 'BrandStaff',
      brandId: id,
      password: STAFF_PASSWORD,
    });
    const signedIn = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    kitchen = signedIn.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  it('credits an order completed on the board, once, whichever route completes it again', async () => {
    const token = await member();
    const orderId = await placeReady(token);
    expect(await balance(token)).toBe(0);

    const completed = await board(orderId, 'status', { Status: 'Completed' });
    expect(completed.status, completed.body).toBe(200);
    expect(await balance(token)).toBe(190);

    expect((await board(orderId, 'status', { Status: 'Completed' })).status).toBe(409);
    const again = await staffRoute(orderId);
    expect(again.status, again.body).toBe(200);
    expect(again.json<{ Data: { PointsEarned: number } }>().Data.PointsEarned).toBe(0);
    expect(await balance(token)).toBe(190);
  });

  it('credits an order completed by the staff route once, and the board cannot complete it again', async () => {
    const token = await member();
    const orderId = await placeReady(token);
    const first = await staffRoute(orderId);
    expect(first.json<{ Data: { PointsEarned: number } }>().Data.PointsEarned).toBe(190);
    expect((await board(orderId, 'status', { Status: 'Completed' })).status).toBe(409);
    expect((await staffRoute(orderId)).json<{ Data: { PointsEarned: number } }>().Data.PointsEarned).toBe(0);
    expect(await balance(token)).toBe(190);
  });
});
