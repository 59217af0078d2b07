import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS, PushStateResponse } from '@storefront/contract/push';
import { pushUrl } from '@storefront/contract/push-paths';
import { pushSubscriptions } from '../../db/schema';
import { DRIVERS } from '../../test/harness';
import { createPushService } from './push.service';
import { browserKeys } from './test-support/push-service-stand-in';
import { SHOREDITCH, startPushApp, type PushTestApp } from './test-support/push-test-app';

/**
 * Subscribing browsers (no message is sent here: see push.delivery.test.ts): only an order's customer, or the
 * guest session that placed it, may subscribe to it; staff to their brand's new orders; the subscription is
 * checked (keys, address) and kept once per browser, at most a few per order or member of staff.
 */
const ids = { pglite: 3721, postgres: 3731 } as const;
const endpointAt = (name: string) => `http://127.0.0.1:9/push/${name}`;

describe.each(DRIVERS)('push subscriptions on %s', (driver) => {
  let p: PushTestApp;
  beforeAll(async () => {
    p = await startPushApp(driver, ids[driver]);
  });
  afterAll(() => p.t.close());

  const rowsOf = (orderId: number) =>
    p.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, orderId));

  it("answers the server's VAPID public key", async () => {
    const res = await p.t.request('GET', pushUrl.publicKey());
    expect(res.status).toBe(200);
    expect(res.json<{ Data: { PublicKey: string } }>().Data.PublicKey).toBe(p.vapid.VAPID_PUBLIC_KEY);
  });

  it("keeps a customer's browser for their order, once, and says so", async () => {
    const order = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    const keys = browserKeys();
    const body = p.subscription(endpointAt('ann'), keys);
    const res = await p.subscribeToOrder(order.OrderId, body, p.tokens.ann);
    expect(res.status, res.body).toBe(200);
    expect(PushStateResponse.parse(res.json()).Data.Subscribed).toBe(true);
    // Again, with new keys: the same row, updated.
    const again = browserKeys();
    await p.subscribeToOrder(order.OrderId, p.subscription(endpointAt('ann'), again), p.tokens.ann);
    expect(await rowsOf(order.OrderId)).toMatchObject([
      { endpoint: endpointAt('ann'), p256dh: again.p256dh, auth: again.auth, staffId: null },
    ]);
    const state = await p.t.request('POST', pushUrl.order(order.OrderId, 'state'), {
      body: { Endpoint: endpointAt('ann') },
      token: p.tokens.ann,
    });
    expect(PushStateResponse.parse(state.json()).Data.Subscribed).toBe(true);
    const off = await p.t.request('POST', pushUrl.order(order.OrderId, 'unsubscribe'), {
      body: { Endpoint: endpointAt('ann') },
      token: p.tokens.ann,
    });
    expect(PushStateResponse.parse(off.json()).Data.Subscribed).toBe(false);
    expect(await rowsOf(order.OrderId)).toEqual([]);
  });

  it('lets only the order’s owner subscribe: another customer, another guest, or nobody is refused', async () => {
    const anns = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    const guests = await p.place(SHOREDITCH.BranchId);
    const otherGuest = await p.place(SHOREDITCH.BranchId);
    const body = p.subscription(endpointAt('owner-only'), browserKeys());
    expect((await p.subscribeToOrder(anns.OrderId, body, p.tokens.bob)).status).toBe(404);
    expect((await p.subscribeToOrder(anns.OrderId, body, otherGuest.GuestSession)).status).toBe(404);
    expect((await p.subscribeToOrder(anns.OrderId, body)).status).toBe(401);
    expect((await p.subscribeToOrder(anns.OrderId, body, p.tokens.owner)).status).toBe(401);
    expect((await p.subscribeToOrder(guests.OrderId, body, p.tokens.ann)).status).toBe(404);
    expect(await rowsOf(anns.OrderId)).toEqual([]);
    // The guest session that placed it may.
    const res = await p.subscribeToOrder(guests.OrderId, body, guests.GuestSession);
    expect(res.status, res.body).toBe(200);
    expect(await rowsOf(guests.OrderId)).toHaveLength(1);
  });

  it('refuses keys that are not a browser’s and an address that is not a web address', async () => {
    const order = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    const keys = browserKeys();
    const refused = async (body: unknown) => {
      const res = await p.subscribeToOrder(order.OrderId, body, p.tokens.ann);
      expect(res.status, res.body).toBe(400);
      return res.json<{ Errors: { Path: string }[] }>().Errors.map((e) => e.Path);
    };
    const good = p.subscription(endpointAt('checked'), keys);
    expect(await refused({ ...good, Keys: { ...good.Keys, P256dh: keys.p256dh.slice(1) } })).toContain(
      'body.Keys.P256dh',
    );
    // 65 bytes of the right shape, but not a point on the curve.
    expect(await refused({ ...good, Keys: { ...good.Keys, P256dh: `B${'A'.repeat(86)}` } })).toEqual([
      'body.Keys.P256dh',
    ]);
    expect(await refused({ ...good, Keys: { ...good.Keys, Auth: 'c2hvcnQ' } })).toContain('body.Keys.Auth');
    expect(await refused({ ...good, Endpoint: 'ftp://127.0.0.1/push' })).toContain('body.Endpoint');
    expect(await rowsOf(order.OrderId)).toEqual([]);
  });

  it('refuses, under the production policy, plain http and private, loopback and metadata addresses', async () => {
    const push = createPushService(p.db, {
      policy: { httpsOnly: true, allowPrivate: false },
      vapid: () => ({ subject: 'mailto:x@example.test', publicKey: '', privateKey: '' }),
      orders: { get: () => Promise.reject(new Error('not asked')) },
    });
    const brand = { id: ids[driver] } as Parameters<typeof push.subscribeStaff>[0];
    const keys = browserKeys();
    for (const endpoint of [
      'http://push.example.test/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
    ]) {
      const attempt = push.subscribeStaff(brand, 1, {
        Endpoint: endpoint,
        Keys: { P256dh: keys.p256dh, Auth: keys.auth },
      });
      await expect(attempt, endpoint).rejects.toMatchObject({
        statusCode: 400,
        fields: [{ Path: 'body.Endpoint' }],
      });
    }
  });

  it('keeps at most a few browsers per order, dropping the oldest', async () => {
    const order = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      const res = await p.subscribeToOrder(
        order.OrderId,
        p.subscription(endpointAt(`many-${i}`), browserKeys()),
        p.tokens.ann,
      );
      expect(res.status, res.body).toBe(200);
    }
    const kept = (await rowsOf(order.OrderId)).map((row) => row.endpoint).sort();
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept).not.toContain(endpointAt('many-0'));
  });

  it("keeps a member of staff's browser for new orders; customers are refused", async () => {
    const url = pushUrl.staff(p.flavour, 'subscribe');
    const body = p.subscription(endpointAt('cook'), browserKeys());
    expect((await p.t.request('POST', url, { body, token: p.tokens.ann })).status).toBe(403);
    expect((await p.t.request('POST', url, { body })).status).toBe(401);
    const res = await p.t.request('POST', url, { body, token: p.tokens.clapham });
    expect(res.status, res.body).toBe(200);
    const rows = await p.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.brandId, ids[driver]), eq(pushSubscriptions.endpoint, endpointAt('cook'))),
      );
    expect(rows).toMatchObject([{ orderId: null, staffId: expect.any(Number) as number }]);
    const state = await p.t.request('POST', pushUrl.staff(p.flavour, 'state'), {
      body: { Endpoint: endpointAt('cook') },
      token: p.tokens.clapham,
    });
    expect(PushStateResponse.parse(state.json()).Data.Subscribed).toBe(true);
    // Another member's question about this browser: not theirs.
    const owners = await p.t.request('POST', pushUrl.staff(p.flavour, 'state'), {
      body: { Endpoint: endpointAt('cook') },
      token: p.tokens.owner,
    });
    expect(PushStateResponse.parse(owners.json()).Data.Subscribed).toBe(false);
  });
});
