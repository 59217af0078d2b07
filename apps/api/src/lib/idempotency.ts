import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './http-error';

/** How long a key's first result is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,255}$/;
const WAIT_STEP_MS = 50;
const MAX_WAIT_MS = 5_000;

export interface StoredResult {
  status: number;
  body: string;
}

/** A stable hash of a request body: key order does not matter. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Checks the header's value; a missing or malformed key is a client error. */
export function parseIdempotencyKey(header: unknown): string {
  if (typeof header !== 'string' || !header)
    throw new HttpError(400, 'The Idempotency-Key header is required (a new random value per order)');
  if (!KEY_FORMAT.test(header))
    throw new HttpError(400, 'The Idempotency-Key header must be 8 to 255 letters, digits or - _ . :');
  return header;
}

/**
 * Runs a request at most once per key: the first caller claims the key with an insert (the primary key makes
 * concurrent claims safe on every driver), runs, and stores its successful result; retries get that result
 * back byte for byte. While the first is running others get 409; the same key with another body gets 422. A
 * failed run releases the key, since it created nothing.
 */
export function createIdempotency(db: Db) {
  return {
    async run(
      scope: { brandId: number; scope: string; key: string; hash: string },
      work: () => Promise<StoredResult>,
    ): Promise<StoredResult & { replayed: boolean }> {
      const where = and(
        eq(idempotencyKeys.brandId, scope.brandId),
        eq(idempotencyKeys.scope, scope.scope),
        eq(idempotencyKeys.key, scope.key),
      );
      await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, sql`now()`)));
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          brandId: scope.brandId,
          scope: scope.scope,
          key: scope.key,
          requestHash: scope.hash,
          expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        // A retry while the first request runs waits a little for its answer (a double click gets the same
        // order back); after that it is told the request is still in progress.
        for (let waited = 0; ; waited += WAIT_STEP_MS) {
          const [existing] = await db.select().from(idempotencyKeys).where(where);
          if (existing && existing.requestHash !== scope.hash)
            throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
          if (existing?.responseStatus != null && existing.responseBody != null)
            return { status: existing.responseStatus, body: existing.responseBody, replayed: true };
          if (waited >= MAX_WAIT_MS || !existing)
            throw new HttpError(
              409,
              'This order is still being processed: please wait a moment and try again',
            );
          await sleep(WAIT_STEP_MS);
        }
      }
      let result: StoredResult;
      try {
        result = await work();
      } catch (error) {
        await db.delete(idempotencyKeys).where(where);
        throw error;
      }
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: result.status, responseBody: result.body })
        .where(where);
      return { ...result, replayed: false };
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
