import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox, outboxAttempts } from '../../db/schema';
import { ALPHA } from '../../test/seed-test-brands';
import { DRIVERS } from '../../test/harness';
import { isolatedDatabase } from '../../test/isolated-database';
import { MAX_ATTEMPTS } from './backoff';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxWorker, DeliveryError, type Channel } from './outbox-worker';

const failOnError = (error: unknown) => {
  throw error;
};

describe.each(DRIVERS)('the outbox worker on %s', (driver) => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await isolatedDatabase(driver, 'outbox_worker'));
  });
  afterAll(() => close());

  const queue = async (count: number, subject: string) =>
    createOutboxRepository(database.db).insert(
      Array.from({ length: count }, (_, i) => ({
        brandId: ALPHA.id,
        kind: 'email' as const,
        recipient: `r${i}@example.test`,
        subject,
        text: 'hello',
      })),
    );
  const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const attemptsOf = (id: number) =>
    database.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, id))
      .orderBy(asc(outboxAttempts.id));
  const dueNow = (id: number) =>
    database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, id));

  it('delivers each due message once, records the attempt, and leaves other kinds queued', async () => {
    const ids = await queue(5, 'once');
    const [push] = await createOutboxRepository(database.db).insert([
      { brandId: ALPHA.id, kind: 'push', recipient: 'https://push.example.test/1', payload: '{}' },
    ]);
    const seen: number[] = [];
    const worker = createOutboxWorker(database.db, {
      channels: { email: async (row) => (seen.push(row.id), { response: '250 OK' }) },
      onError: failOnError,
    });
    expect(await worker.runOnce()).toBe(5);
    expect(await worker.runOnce()).toBe(0);
    expect(seen.sort()).toEqual(ids);
    const row = await rowOf(ids[0]!);
    expect(row.sentAt).not.toBeNull();
    expect(row.lease).toBeNull();
    expect(await attemptsOf(ids[0]!)).toMatchObject([{ error: null, response: '250 OK' }]);
    expect((await rowOf(push!)).sentAt).toBeNull();
  });

  it('retries a failed delivery after its backoff, and gives up at dead after the last attempt', async () => {
    const [id] = await queue(1, 'failing');
    const worker = createOutboxWorker(database.db, {
      channels: {
        email: () => Promise.reject(new DeliveryError('Answered 503', { statusCode: 503, response: 'busy' })),
      },
      onError: failOnError,
    });
    const before = Date.now();
    expect(await worker.runOnce()).toBe(1);
    let row = await rowOf(id!);
    expect(row).toMatchObject({ attempts: 1, error: 'Answered 503', sentAt: null, deadAt: null });
    const wait = row.nextAttemptAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(0.8 * 60_000 - 1000);
    expect(wait).toBeLessThanOrEqual(1.2 * 60_000 + 5000);
    expect(await worker.runOnce()).toBe(0); // not due yet

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await dueNow(id!);
      expect(await worker.runOnce()).toBe(1);
    }
    row = await rowOf(id!);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.deadAt).not.toBeNull();
    await dueNow(id!);
    expect(await worker.runOnce()).toBe(0);
    const attempts = await attemptsOf(id!);
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(attempts[0]).toMatchObject({ statusCode: 503, response: 'busy', error: 'Answered 503' });
  });

  it('a permanent failure is dead at once', async () => {
    const [id] = await queue(1, 'permanent');
    const worker = createOutboxWorker(database.db, {
      channels: { email: () => Promise.reject(new DeliveryError('gone', { permanent: true })) },
      onError: failOnError,
    });
    await worker.runOnce();
    expect(await rowOf(id!)).toMatchObject({ attempts: 1, error: 'gone' });
    expect((await rowOf(id!)).deadAt).not.toBeNull();
  });

  it('a claim whose worker stopped is taken over once its lease lapses, and the late worker changes nothing', async () => {
    const [id] = await queue(1, 'abandoned');
    const repo = createOutboxRepository(database.db);
    const [claim] = await repo.claim(['email'], 10, 300);
    expect(claim!.row.id).toBe(id);
    const delivered: number[] = [];
    const channel: Channel = async (row) => (delivered.push(row.id), {});
    const other = createOutboxWorker(database.db, { channels: { email: channel }, onError: failOnError });
    expect(await other.runOnce()).toBe(0); // held
    await sleep(400);
    expect(await other.runOnce()).toBe(1);
    expect(delivered).toEqual([id]);
    const attempts = await attemptsOf(id!);
    expect(attempts.map((a) => a.error)).toEqual([expect.stringMatching(/cut short/), null]);
    // The first worker wakes up and settles with its old lease: refused, nothing recorded twice.
    expect(await repo.settle(claim!.row, { startedAt: new Date(), durationMs: 1 }, { sent: true })).toBe(
      false,
    );
    await repo.settleSent([{ row: claim!.row, attempt: { startedAt: new Date(), durationMs: 1 } }]);
    expect(await attemptsOf(id!)).toHaveLength(2);
  });

  it('gives up on a message due for over two days, but sends an old one resent now', async () => {
    const [stale, resent] = await queue(2, 'old');
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    await database.db
      .update(outbox)
      .set({ createdAt: days(3), nextAttemptAt: days(3) })
      .where(eq(outbox.id, stale!));
    await database.db
      .update(outbox)
      .set({ createdAt: days(3), nextAttemptAt: new Date() })
      .where(eq(outbox.id, resent!));
    const delivered: number[] = [];
    const worker = createOutboxWorker(database.db, {
      channels: { email: async (row) => (delivered.push(row.id), {}) },
      onError: failOnError,
    });
    await worker.runOnce();
    expect(delivered).toEqual([resent]);
    expect(await rowOf(stale!)).toMatchObject({
      sentAt: null,
      error: expect.stringMatching(/two days/) as unknown,
    });
    expect((await rowOf(stale!)).deadAt).not.toBeNull();
  });

  it('runs until stopped, delivering what is queued while it waits', async () => {
    const delivered: number[] = [];
    const worker = createOutboxWorker(database.db, {
      channels: { email: async (row) => (delivered.push(row.id), {}) },
      idleMs: 60_000,
      onError: failOnError,
    });
    worker.start();
    const [id] = await queue(1, 'woken');
    worker.wake();
    for (let i = 0; i < 100 && !delivered.includes(id!); i++) await sleep(20);
    await worker.stop();
    expect(delivered).toContain(id);
  });
});
