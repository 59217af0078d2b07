import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../test/harness';
import { createIdempotency, type Idempotency, type IdempotencyScope, type KeyGuard } from './idempotency';

/**
 * The key's claim, the write and the answer share one transaction; these tests hold the first request's
 * transaction open to see what a retry gets meanwhile (PostgreSQL: PGlite runs one transaction at a time).
 */
describe('idempotency keys on PostgreSQL', () => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await startApp('postgres');
    const found = await t.app.database.db.execute<{ id: number }>(sql`select id from brands limit 1`);
    brandId = (found as { rows: { id: number }[] }).rows[0]!.id;
  });
  afterAll(() => t.close());

  const write = (body: string, hold?: { claimed: () => void; until: Promise<void> }) => (guard: KeyGuard) =>
    t.app.database.db.transaction(async (tx) => {
      await guard.claim(tx);
      hold?.claimed();
      await hold?.until;
      await guard.save(tx, { status: 200, body });
    });

  const newScope = (): IdempotencyScope => ({ brandId, scope: 'test', key: randomUUID(), hash: 'same' });

  /** Starts a first request that claims its key and keeps its transaction open until released. */
  async function firstHoldingItsKey(idempotency: Idempotency, scope: IdempotencyScope) {
    let claimed!: () => void;
    let release!: () => void;
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const until = new Promise<void>((resolve) => (release = resolve));
    const first = idempotency.run(scope, write('first', { claimed, until }));
    await isClaimed;
    return { first, release };
  }

  it('answers 409 while the first request runs past the wait, then replays its answer', async () => {
    const idempotency = createIdempotency(t.app.database.db, { waitMs: 200 });
    const scope = newScope();
    const { first, release } = await firstHoldingItsKey(idempotency, scope);
    await expect(idempotency.run(scope, write('second'))).rejects.toMatchObject({ statusCode: 409 });
    release();
    expect(await first).toEqual({ status: 200, body: 'first', replayed: false });
    expect(await idempotency.run(scope, write('third'))).toEqual({
      status: 200,
      body: 'first',
      replayed: true,
    });
    await expect(idempotency.run({ ...scope, hash: 'other' }, write('fourth'))).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('lets a retry that arrives within the wait take the first answer', async () => {
    const idempotency = createIdempotency(t.app.database.db, { waitMs: 5_000 });
    const scope = newScope();
    const { first, release } = await firstHoldingItsKey(idempotency, scope);
    const retry = idempotency.run(scope, write('second'));
    setTimeout(release, 100);
    expect(await retry).toEqual({ status: 200, body: 'first', replayed: true });
    expect(await first).toEqual({ status: 200, body: 'first', replayed: false });
  });

  it('frees the key of a write that failed, so the retry runs', async () => {
    const idempotency = createIdempotency(t.app.database.db);
    const scope = newScope();
    await expect(
      idempotency.run(scope, (guard) =>
        t.app.database.db.transaction(async (tx) => {
          await guard.claim(tx);
          throw new Error('out of stock');
        }),
      ),
    ).rejects.toThrow('out of stock');
    expect(await idempotency.run(scope, write('again'))).toEqual({
      status: 200,
      body: 'again',
      replayed: false,
    });
  });
});
