import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** A key as the requests that use it name it. */
export interface KeyRef {
  brandId: number;
  scope: string;
  key: string;
}

const whereKey = (ref: KeyRef) =>
  and(
    eq(idempotencyKeys.brandId, ref.brandId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/** Idempotency keys: claimed, answered and read back, each query by brand, scope and key. */
export function createIdempotencyRepository(db: DbOrTx) {
  return {
    /** The key's row while it lives (not past its expiry). */
    async live(ref: KeyRef) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(whereKey(ref), gte(idempotencyKeys.expiresAt, sql`now()`)));
      return row;
    },

    /** Makes this transaction's lock waits give up after `ms` (0: wait as long as it takes). */
    async lockTimeout(ms: number): Promise<void> {
      await db.execute(sql`select set_config('lock_timeout', ${ms === 0 ? '0' : `${ms}ms`}, true)`);
    },

    /**
     * Claims the key: a new row, or an expired one taken over. Waits for a concurrent claim to commit; answers
     * false when the key is live and someone else's.
     */
    async claim(ref: KeyRef & { requestHash: string; expiresAt: Date }): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values(ref)
        .onConflictDoUpdate({
          target: [idempotencyKeys.brandId, idempotencyKeys.scope, idempotencyKeys.key],
          set: {
            requestHash: ref.requestHash,
            responseStatus: null,
            responseBody: null,
            createdAt: sql`now()`,
            expiresAt: ref.expiresAt,
          },
          setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async saveAnswer(ref: KeyRef, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(whereKey(ref));
    },
  };
}
