import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '@storefront/contract/order';
import { PrintOrderResponse } from '@storefront/contract/print';
import { DRIVERS, startApp, type TestApp } from '../../../test/harness';
import { TEST_PASSWORD } from '../../../test/fixtures';
import { createStaffAccount } from '../../staff/staff.service';

const STAFF_PASSWORD = 'staff-password-for-print-tests';

describe.each(DRIVERS)('printed tickets on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { alphaStaff: '', betaOwner: '', admin: '', customer: '' };

  const place = async (brand: string, lines: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: brand,
        OrderOption: 'Pickup',
        Guest: {
          Email: `p-${tag}@example.test`,
          FirstName: 'Pat',
          LastName: 'Print',
          Mobile: '+44 7700 900778',
        },
        Lines: lines,
        ...extra,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    return OrderResponse.parse(res.json()).Data;
  };
  const printOf = (brand: string, orderId: number, token?: string) =>
    t.request('GET', `/api/admin/${brand}/orders/${orderId}/print`, token ? { token } : {});

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const accounts = [
      ['alphaStaff', 'BrandStaff', 901],
      ['betaOwner', 'BrandOwner', 902],
      ['admin', 'PlatformAdmin', null],
    ] as const;
    for (const [key, role, brandId] of accounts) {
      const email = `print-${key}-${tag}@staff.test`;
      await createStaffAccount(db, { email, name: key, role, brandId, password: STAFF_PASSWORD });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      expect(res.status, res.body).toBe(200);
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
    tokens.customer = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it("answers the board's order with each line's allergens as ordered, its extras, the brand and what is left to pay", async () => {
    const order = await place(
      'alpha',
      [
        {
          ItemId: 9011,
          Quantity: 2,
          ExtraDetail: [{ ExtraTitle: 'Sourdough', ExtraQuantity: 1, Group: 'Choose your bread' }],
        },
        { ItemId: 9012, Quantity: 1 },
      ],
      { Notes: 'Ring the bell twice', AllergyNote: 'Coeliac: no crumbs please' },
    );
    const res = await printOf('alpha', order.OrderId, tokens.alphaStaff);
    expect(res.status, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const printed = PrintOrderResponse.parse(res.json()).Data;
    expect(printed).toMatchObject({
      OrderId: order.OrderId,
      OrderNumber: order.OrderNumber,
      BrandName: 'Test alpha',
      CustomerName: 'Pat Print',
      Notes: 'Ring the bell twice',
      AllergyNote: 'Coeliac: no crumbs please',
      DueAt: order.DueAt,
      // Stored figures, as placed: nothing recomputed for the receipt.
      SubTotal: order.SubTotal,
      Total: order.Total,
      PaymentMethod: 'OnCollection',
      // Paid at the counter: all of it is still to pay.
      ToPay: order.Total,
    });
    expect(printed.Lines).toEqual([
      expect.objectContaining({
        ItemId: 9011,
        Title: 'alpha Classic Burger',
        Quantity: 2,
        ExtraDetail: [expect.objectContaining({ ExtraTitle: 'Sourdough', ExtraQuantity: 1 })],
        // The burger's milk with the sourdough's gluten: the line's snapshot, named as tickets print them.
        FoodInfo: { Contains: ['gluten', 'milk'], MayContain: [], Labels: [], Kcal: null },
        Allergens: ['Gluten', 'Milk'],
        MayContain: [],
      }),
      // Lemonade is declared free of the 14.
      expect.objectContaining({
        ItemId: 9012,
        Title: 'Lemonade',
        Quantity: 1,
        FoodInfo: { Contains: [], MayContain: [], Labels: ['vegan', 'vegetarian'], Kcal: 120 },
        Allergens: [],
        MayContain: [],
      }),
    ]);
    // A platform admin prints any brand's order.
    expect((await printOf('alpha', order.OrderId, tokens.admin)).status).toBe(200);
  });

  it('prints nothing a cancelled order no longer owes', async () => {
    const order = await place('alpha', [{ ItemId: 9012, Quantity: 1 }]);
    const rejected = await t.request('POST', `/api/admin/alpha/orders/${order.OrderId}/reject`, {
      token: tokens.alphaStaff,
      body: { Reason: 'Out of lemons' },
    });
    expect(rejected.status, rejected.body).toBe(200);
    const printed = PrintOrderResponse.parse(
      (await printOf('alpha', order.OrderId, tokens.alphaStaff)).json(),
    );
    expect(printed.Data).toMatchObject({ Status: 'Cancelled', ToPay: 0 });
  });

  it("refuses another brand's staff, customers and anonymous callers, and never prints another brand's order", async () => {
    const order = await place('alpha', [{ ItemId: 9012, Quantity: 1 }]);
    expect((await printOf('alpha', order.OrderId, tokens.betaOwner)).status).toBe(403);
    expect((await printOf('alpha', order.OrderId, tokens.customer)).status).toBe(403);
    expect((await printOf('alpha', order.OrderId)).status).toBe(401);
    // Beta's owner under beta's own path: alpha's order is not found there, and nothing of it is answered.
    const elsewhere = await printOf('beta', order.OrderId, tokens.betaOwner);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain('Pat Print');
    // A bad id is a field error, not a lookup.
    const bad = await printOf('alpha', 0, tokens.alphaStaff);
    expect(bad.status).toBe(400);
  });
});
