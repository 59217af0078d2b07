import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardOrderResponse } from '@storefront/contract/admin';
import { OrderResponse } from '@storefront/contract/order';
import { recipes } from './db/schema';
import { createStaffAccount } from './modules/staff/staff.service';
import { TEST_PASSWORD } from './test/fixtures';
import { DRIVERS, startApp, type TestApp } from './test/harness';

const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * The staff guard over the whole back office: every route under /api/admin/:brand, whichever module registers
 * it, refuses other brands' staff, customers and anonymous callers.
 */
describe.each(DRIVERS)('back-office access on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens: Record<'alphaOwner' | 'alphaStaff' | 'betaOwner' | 'admin' | 'customer', string> = {
    alphaOwner: '',
    alphaStaff: '',
    betaOwner: '',
    admin: '',
    customer: '',
  };
  const signIn = async (email: string) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return res;
  };
  const place = async () => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: 'alpha',
        OrderOption: 'Pickup',
        Guest: {
          Email: `g-${tag}@example.test`,
          FirstName: 'Gia',
          LastName: 'Guest',
          Mobile: '+44 7700 900777',
        },
        Lines: [{ ItemId: 9012, Quantity: 1 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status, res.body).toBe(200);
    return { order: OrderResponse.parse(res.json()).Data };
  };

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const make = (who: string, role: 'PlatformAdmin' | 'BrandOwner' | 'BrandStaff', brandId: number | null) =>
      createStaffAccount(db, {
        email: `${who}-${tag}@staff.test`,
        name: who,
        role,
        brandId,
        password: STAFF_PASSWORD,
      });
    await make('alpha-owner', 'BrandOwner', 901);
    await make('alpha-staff', 'BrandStaff', 901);
    await make('beta-owner', 'BrandOwner', 902);
    await make('admin', 'PlatformAdmin', null);
    for (const [key, who] of [
      ['alphaOwner', 'alpha-owner'],
      ['alphaStaff', 'alpha-staff'],
      ['betaOwner', 'beta-owner'],
      ['admin', 'admin'],
    ] as const)
      tokens[key] = (await signIn(`${who}-${tag}@staff.test`)).json<{
        Data: { access_token: string };
      }>().Data.access_token;
    tokens.customer = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses every brand route to another brand’s staff (403/404), customers (403) and anonymous callers (401)', async () => {
    // The list the app collected as modules registered their routes, not one written here; it must also
    // cover every back-office path the API documents.
    const routes = t.app.adminRouteList;
    const documented = Object.entries(
      (await t.request('GET', '/api/openapi.json')).json<{ paths: Record<string, object> }>().paths,
    )
      .filter(([path]) => path.startsWith('/api/admin/{brand}'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    expect(documented.length).toBeGreaterThan(0);
    for (const route of documented) expect(listed, route).toContain(route);
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const { order } = await place();
    // A valid body where one is read, so a refusal cannot come from validation instead of the guard.
    const bodies: Record<string, unknown> = {
      accept: { PrepMinutes: 10 },
      reject: { Reason: 'Closed early' },
      refund: { Reason: 'Refund in a test' },
      status: { Status: 'Ready' },
      channels: { Channel: 'Delivery', Stopped: true },
      invitations: { Email: `x-${tag}@staff.test`, Name: 'X', Role: 'BrandStaff' },
      9012: { OutOfStock: true },
    };
    const params: Record<string, string> = {
      brand: 'alpha',
      OrderId: String(order.OrderId),
      Kind: 'Recipe',
      ItemId: '9012',
    };
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const body = method === 'GET' ? undefined : (bodies[url.split('/').pop()!] ?? {});
      const other = await t.request(method, url, { token: tokens.betaOwner, body });
      expect([403, 404], `${method} ${route.url} as beta's owner: ${other.status}`).toContain(other.status);
      const customer = await t.request(method, url, { token: tokens.customer, body });
      expect(customer.status, `${method} ${route.url} as a customer`).toBe(403);
      const anonymous = await t.request(method, url, { body });
      expect(anonymous.status, `${method} ${route.url} anonymously`).toBe(401);
    }
    // The order is untouched and alpha's staff may see it; the platform admin may too.
    for (const token of [tokens.alphaStaff, tokens.admin]) {
      const res = await t.request('GET', `/api/admin/alpha/orders/${order.OrderId}`, { token });
      expect(BoardOrderResponse.parse(res.json()).Data.Status).toBe('Placed');
    }
    // Nothing changed: the dish is still in stock and delivery still runs.
    const [lemonade] = await t.app.database.db
      .select({ outOfStock: recipes.outOfStock })
      .from(recipes)
      .where(and(eq(recipes.brandId, 901), eq(recipes.id, 9012)));
    expect(lemonade!.outOfStock).toBe(false);
    // Staff are not owners: the staff list is for owners.
    expect((await t.request('GET', '/api/admin/alpha/staff', { token: tokens.alphaStaff })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/alpha/staff', { token: tokens.alphaOwner })).status).toBe(200);
  });
});
