import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { outbox, outboxAttempts, webhookEndpoints } from '../../db/schema';
import { createOutboxWorker } from '../../lib/outbox/outbox-worker';
import { isolatedDatabase } from '../../test/isolated-database';
import { ALPHA } from '../../test/seed-test-brands';
import { startReceiver } from '../../test/webhook-receiver';
import { webhookChannel } from './webhook-channel';
import { emitWebhook } from './webhook-events';

const policy = { httpsOnly: false, allowPrivate: true };
const brand = { id: ALPHA.id, flavour: ALPHA.flavour };

/**
 * Several processes deliver from one PostgreSQL database (the outbox worker, ADR 0055): each message once, and
 * one whose worker died mid-delivery is taken over once its lease lapses. A database of this file's own, so no
 * other test's messages are in the way.
 */
describe('webhook delivery by several workers on postgres', () => {
  let database: Database;
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const isolated = await isolatedDatabase('postgres', 'outbox_workers');
    ({ database, close } = isolated);
    url = isolated.url!;
  });
  afterAll(() => close());

  const endpointFor = async (receiverUrl: string) => {
    await database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.brandId, brand.id));
    await database.db
      .insert(webhookEndpoints)
      .values({ brandId: brand.id, url: receiverUrl, secret: 'whsec_workers', events: ['order.placed'] });
  };
  const unsent = async () =>
    (
      await database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, 'webhook'), isNull(outbox.sentAt)))
    )[0]!.n;

  it('two workers deliver 1,000 queued webhooks exactly once each', async () => {
    const receiver = await startReceiver();
    await endpointFor(receiver.url);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 1000; i++) await emitWebhook(tx, brand, 'order.placed', { OrderId: i });
    });
    // A second connection pool: the two workers claim side by side as two processes would.
    const second = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    const workers = [database, second].map((db) =>
      createOutboxWorker(db.db, {
        channels: { webhook: webhookChannel(db.db, policy) },
        idleMs: 20,
        onError: (e) => {
          throw e;
        },
      }),
    );
    const taken = [0, 0] as [number, number];
    await Promise.all(
      workers.map(async (worker, i) => {
        for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) taken[i as 0 | 1] += n;
      }),
    );
    await second.close();
    const ids = receiver.calls.map((call) => (JSON.parse(call.body) as { id: string }).id);
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    expect(taken[0] + taken[1]).toBe(1000);
    expect(Math.min(...taken)).toBeGreaterThan(0);
    expect(await unsent()).toBe(0);
    await receiver.close();
  });

  it('a worker killed mid-delivery leaves the call to another once its lease lapses', async () => {
    // The first call is held unanswered (the killed worker's); the next is answered.
    const receiver = await startReceiver((_call, index) => (index === 0 ? 'hold' : 200));
    await endpointFor(receiver.url);
    await database.db.transaction((tx) => emitWebhook(tx, brand, 'order.placed', { OrderId: 'killed' }));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/outbox-worker-process.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, LEASE_MS: '2000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (let i = 0; i < 600 && receiver.calls.length === 0; i++) await sleep(50);
    expect(receiver.calls).toHaveLength(1);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const survivor = createOutboxWorker(database.db, {
      channels: { webhook: webhookChannel(database.db, policy) },
      onError: (e) => {
        throw e;
      },
    });
    expect(await survivor.runOnce()).toBe(0); // still held by the dead worker's lease
    await sleep(2100);
    expect(await survivor.runOnce()).toBe(1);
    expect(receiver.calls).toHaveLength(2);
    expect(receiver.calls[1]!.body).toBe(receiver.calls[0]!.body);
    // Removing the first test's endpoint removed its calls: this is the only one left.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, 'webhook'));
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row!.sentAt).not.toBeNull();
    const attempts = await database.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, row!.id))
      .orderBy(asc(outboxAttempts.id));
    expect(attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [null, expect.stringMatching(/cut short/)],
      [200, null],
    ]);
    await receiver.close();
  });
});
