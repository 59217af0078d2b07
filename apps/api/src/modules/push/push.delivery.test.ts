import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushMessage } from '@storefront/contract/push';
import { pushUrl } from '@storefront/contract/push-paths';
import { outbox, pushSubscriptions } from '../../db/schema';
import { DRIVERS } from '../../test/harness';
import {
  browserKeys,
  decryptPush,
  startPushServiceStandIn,
  type BrowserKeys,
} from './test-support/push-service-stand-in';
import { CLAPHAM, SHOREDITCH, startPushApp, type PushTestApp } from './test-support/push-test-app';

/**
 * Push messages reach the browser's push service: queued with the order's move, delivered by the outbox worker,
 * encrypted for the browser's keys (aes128gcm) and signed with the server's VAPID key. The push service here is
 * a local stand-in (an HTTP server on 127.0.0.1 this test runs), and the test plays the browser: it made the
 * subscription's keys, and decrypts what the stand-in received. A browser the push service says is gone (410)
 * is forgotten.
 */
const ids = { pglite: 3741, postgres: 3751 } as const;

describe.each(DRIVERS)('push messages on %s', (driver) => {
  let p: PushTestApp;
  let service: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  beforeAll(async () => {
    p = await startPushApp(driver, ids[driver]);
    // Browsers named gone-… are gone: the stand-in answers 410 as a push service does.
    service = await startPushServiceStandIn((index) =>
      service.received[index]!.path.includes('/gone-') ? 410 : 201,
    );
  });
  afterAll(async () => {
    await p.t.close();
    await service.close();
  });

  /** What a browser's endpoint received, decrypted with its keys. */
  const messagesTo = (name: string, keys: BrowserKeys) =>
    service.received
      .filter((call) => call.path === new URL(service.endpoint(name)).pathname)
      .map((call) => PushMessage.parse(decryptPush(call.body, keys)));

  it('tells the customer’s browser the order is accepted, with its ready-by time, then ready', async () => {
    const order = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    const keys = browserKeys();
    const res = await p.subscribeToOrder(
      order.OrderId,
      p.subscription(service.endpoint('ann-phone'), keys),
      p.tokens.ann,
    );
    expect(res.status, res.body).toBe(200);
    await p.move(order.OrderId, 'accept');
    await p.deliverAll();

    const [call] = service.received.filter((c) => c.path.endsWith('/ann-phone'));
    expect(call!.headers['content-encoding']).toBe('aes128gcm');
    expect(call!.headers.ttl).toBe('3600');
    expect(call!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${p.vapid.VAPID_PUBLIC_KEY}$`),
    );
    const [accepted] = messagesTo('ann-phone', keys);
    expect(accepted).toEqual({
      title: `Test ${p.flavour}: order ${order.OrderNumber} accepted`,
      body: expect.stringMatching(/accepted.*The kitchen expects it ready at about \d\d:\d\d/) as string,
      url: `/${p.flavour}/order-confirmation/${order.OrderId}`,
      tag: `order-${order.OrderId}`,
    });

    await p.move(order.OrderId, 'Ready');
    await p.deliverAll();
    expect(messagesTo('ann-phone', keys).map((m) => m.title)).toEqual([
      `Test ${p.flavour}: order ${order.OrderNumber} accepted`,
      `Test ${p.flavour}: order ${order.OrderNumber} ready to collect`,
    ]);
    const rows = await p.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.brandId, ids[driver]), eq(outbox.kind, 'push')));
    expect(rows.map((row) => [row.eventType, row.sentAt !== null])).toEqual([
      ['order.accepted', true],
      ['order.ready', true],
    ]);
  });

  it('forgets a browser its push service says is gone (410), with what was queued to it', async () => {
    const order = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    const gone = service.endpoint('gone-phone');
    await p.subscribeToOrder(order.OrderId, p.subscription(gone, browserKeys()), p.tokens.ann);
    const other = await p.place(SHOREDITCH.BranchId, p.tokens.ann);
    await p.subscribeToOrder(other.OrderId, p.subscription(gone, browserKeys()), p.tokens.ann);
    await p.move(order.OrderId, 'accept');
    await p.move(other.OrderId, 'reject');
    const kept = () => p.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone));
    expect(await kept()).toHaveLength(2);
    await p.deliverAll();

    expect(service.received.filter((c) => c.path.endsWith('/gone-phone')).length).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
    const queued = await p.db.select().from(outbox).where(eq(outbox.recipient, gone));
    expect(queued).toEqual([]);
    await p.move(order.OrderId, 'Ready');
    expect(await p.db.select().from(outbox).where(eq(outbox.recipient, gone))).toEqual([]);
  });

  it('tells staff of a new order, each only of their branch’s', async () => {
    const ownerKeys = browserKeys();
    const cookKeys = browserKeys();
    const staffSubscribe = async (token: string, name: string, keys: BrowserKeys) => {
      const res = await p.t.request('POST', pushUrl.staff(p.flavour, 'subscribe'), {
        body: p.subscription(service.endpoint(name), keys),
        token,
      });
      expect(res.status, res.body).toBe(200);
    };
    await staffSubscribe(p.tokens.owner, 'owner-desk', ownerKeys);
    await staffSubscribe(p.tokens.clapham, 'clapham-tablet', cookKeys);

    const shoreditch = await p.place(SHOREDITCH.BranchId);
    const clapham = await p.place(CLAPHAM.BranchId);
    await p.deliverAll();

    const owners = messagesTo('owner-desk', ownerKeys);
    expect(owners.map((m) => m.title)).toEqual([
      `New order ${shoreditch.OrderNumber}`,
      `New order ${clapham.OrderNumber}`,
    ]);
    expect(owners[0]).toMatchObject({
      url: `/${p.flavour}/admin/orders`,
      body: expect.stringMatching(/^Collection · £\d+\.\d\d · .*Shoreditch$/) as string,
    });
    expect(messagesTo('clapham-tablet', cookKeys).map((m) => m.title)).toEqual([
      `New order ${clapham.OrderNumber}`,
    ]);
  });
});
