import { and, asc, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveriesResponse, WebhookEvent } from '@storefront/contract/webhooks';
import { repoRoot } from '../../config/env';
import { outbox, outboxAttempts, webhookEndpoints } from '../../db/schema';
import { MAX_ATTEMPTS } from '../../lib/outbox/backoff';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { placeOrderAs } from '../../test/place-order';
import { staffToken } from '../../test/staff-token';
import { startReceiver } from '../../test/webhook-receiver';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { verifyWebhook } from './verify-webhook.example';
import { emitWebhook } from './webhook-events';
import { SIGNATURE_HEADER } from './webhook-signature';

/**
 * An order's events reach a seller's endpoint: queued in the transaction of each change, delivered by the outbox
 * worker, signed so that the documented verifier accepts them and refuses a changed byte. Each driver imports its
 * own brand (ids apart from the other tests').
 */
const ids = { pglite: 3691, postgres: 3701 } as const;

describe.each(DRIVERS)('webhooks of orders on %s', (driver) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const id = ids[driver];
  const flavour = `hooks-${driver}`;
  const secret = `whsec_test_${driver}_secret`;
  const tokens = { customer: '', staff: '' };
  const db = () => t.app.database.db;
  const queued = () =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.brandId, id), eq(outbox.kind, 'webhook')))
      .orderBy(asc(outbox.id));
  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  };

  beforeAll(async () => {
    t = await startApp(driver, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    receiver = await startReceiver();
    const imported = await createBrandFileService(db()).importBrands([
      { source: flavour, document: makeBrandFile(id, flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    await db()
      .insert(webhookEndpoints)
      .values({ brandId: id, url: receiver.url, secret, events: ['order.placed', 'order.accepted'] });
    tokens.customer = await t.login(flavour, `ann@${flavour}.test`, TEST_PASSWORD);
    tokens.staff = await staffToken(t, id);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('queues nothing when the changing transaction rolls back', async () => {
    const before = (await queued()).length;
    await expect(
      db().transaction(async (tx) => {
        await emitWebhook(tx, { id, flavour }, 'order.placed', { OrderId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queued()).toHaveLength(before);
  });

  it('tells the endpoint of a placed and an accepted order, signed as docs/webhooks.md verifies', async () => {
    const order = await placeOrderAs(t, flavour, tokens.customer, id * 10 + 2);
    // Queued with the order, before any worker ran.
    expect((await queued()).map((row) => row.eventType)).toContain('order.placed');

    const accepted = await t.request('POST', `/api/admin/${flavour}/orders/${order.OrderId}/accept`, {
      body: { PrepMinutes: 15 },
      token: tokens.staff,
    });
    expect(accepted.status, accepted.body).toBe(200);
    await deliverAll();

    const events = receiver.calls
      .map((call) => WebhookEvent.parse(JSON.parse(call.body)))
      .sort((a, b) => a.created.localeCompare(b.created));
    expect(events.map((e) => [e.type, e.data.OrderId, e.data.Status])).toEqual([
      ['order.placed', order.OrderId, 'Placed'],
      ['order.accepted', order.OrderId, 'Accepted'],
    ]);
    expect(events[0]!.brand).toBe(flavour);
    for (const call of receiver.calls) {
      const header = String(call.headers[SIGNATURE_HEADER]);
      expect(verifyWebhook(secret, header, call.body)).toBe(true);
      const changed = call.body.replace('"Placed"', '"Placee"').replace('"Accepted"', '"Acceptee"');
      expect(verifyWebhook(secret, header, changed)).toBe(false);
      expect(verifyWebhook(`${secret}x`, header, call.body)).toBe(false);
      expect(call.headers['storefront-event-id']).toBe((JSON.parse(call.body) as { id: string }).id);
    }
    const rows = await queued();
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
    const attempts = await db().select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, rows[0]!.id));
    expect(attempts).toMatchObject([{ statusCode: 200, error: null, response: 'answered 200' }]);
  });

  it('tells of an item switched out of stock and back, once each', async () => {
    await db()
      .update(webhookEndpoints)
      .set({ events: ['stock.changed'] })
      .where(eq(webhookEndpoints.brandId, id));
    const before = receiver.calls.length;
    const lemonade = id * 10 + 2;
    for (const OutOfStock of [true, true, false]) {
      const res = await t.request('POST', `/api/admin/${flavour}/stock/Recipe/${lemonade}`, {
        body: { OutOfStock },
        token: tokens.staff,
      });
      expect(res.status, res.body).toBe(200);
    }
    await deliverAll();
    // Calls go out side by side, so they may arrive in any order: the events' times say which came first.
    const events = receiver.calls
      .slice(before)
      .map((call) => WebhookEvent.parse(JSON.parse(call.body)))
      .sort((a, b) => a.created.localeCompare(b.created));
    expect(events.map((e) => [e.type, e.data.ItemId, e.data.OutOfStock])).toEqual([
      ['stock.changed', lemonade, true],
      ['stock.changed', lemonade, false],
    ]);
  });

  it('records a refused address as a failed attempt, retried until dead, and the back office shows it', async () => {
    await db()
      .update(webhookEndpoints)
      .set({ url: 'http://127.0.0.1:9/unreachable', events: ['order.accepted'] })
      .where(eq(webhookEndpoints.brandId, id));
    await db().transaction((tx) => emitWebhook(tx, { id, flavour }, 'order.accepted', { OrderId: 2 }));
    await deliverAll();
    const row = (await queued()).find((queuedRow) => queuedRow.sentAt === null);
    expect(row).toMatchObject({ attempts: 1, deadAt: null });
    expect(row?.error).toMatch(/Could not reach/);

    // Each retry when due, until the attempts run out: dead, and the back office's log says so.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row!.id));
      await deliverAll();
    }
    await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row!.id));
    expect(await t.app.outbox.runOnce()).toBe(0);
    const owner = await staffToken(t, id, 'BrandOwner');
    const log = await t.request('GET', `/api/admin/${flavour}/webhooks/${row!.endpointId}/deliveries`, {
      token: owner,
    });
    expect(log.status, log.body).toBe(200);
    const shown = WebhookDeliveriesResponse.parse(log.json()).Data.find((d) => d.DeliveryId === row!.id);
    expect(shown).toMatchObject({ Status: 'Dead', NextAttempt: null });
    expect(shown!.Attempts).toHaveLength(MAX_ATTEMPTS);
  });
});

it('docs/webhooks.md shows the verifier these tests run, unchanged', () => {
  const example = readFileSync(path.join(import.meta.dirname, 'verify-webhook.example.ts'), 'utf8');
  const docs = readFileSync(path.join(repoRoot, 'docs/webhooks.md'), 'utf8');
  expect(docs).toContain('```ts\n' + example + '```');
});
