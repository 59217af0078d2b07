import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client';
import { HttpError } from './http-error';
import { createIdempotencyRepository } from './idempotency.repository';

/** How long a key's first result is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,255}$/;
/** How long a retry waits for the first request with its key before answering 409 'still being processed'. */
const MAX_WAIT_MS = 5_000;
const STILL_RUNNING = 'This order is still being processed: please wait a moment and try again';

/** PostgreSQL's lock_not_available (lock_timeout), however the driver wraps it. */
function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '55P03') return true;
  return false;
}

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

export interface IdempotencyScope {
  brandId: number;
  scope: string;
  key: string;
  hash: string;
}

/**
 * What a write guarded by a key does inside its own transaction: `claim` first (before any other write), `save`
 * last (before the commit), so the key, the write and its answer commit together or not at all.
 */
export interface KeyGuard {
  claim(tx: DbOrTx): Promise<void>;
  save(tx: DbOrTx, result: StoredResult): Promise<void>;
}

/** Thrown inside the guarded transaction when the key's first request committed meanwhile: rolls it back. */
class Replay extends Error {
  constructor(readonly result: StoredResult) {
    super('replayed');
  }
}

/**
 * Runs a write at most once per key, crash-safe: the key is claimed, the work written and the answer stored
 * in one transaction. A concurrent request with the same key waits on the key's row until the first commits,
 * then gets its answer back byte for byte (or, if the first failed and rolled back, runs itself); after
 * `waitMs` (5 s) of waiting it is answered 409, the first still running. A retry after the fact gets the
 * stored answer without running anything. The same key with another body gets 422.
 * A failed run leaves nothing behind, since it created nothing; an expired key (24 hours) is taken over.
 */
export function createIdempotency(db: Db, options: { waitMs?: number } = {}) {
  const waitMs = options.waitMs ?? MAX_WAIT_MS;
  /** The committed answer of a live key, if any; 422 for the same key with another body. */
  async function storedAnswer(executor: DbOrTx, scope: IdempotencyScope): Promise<StoredResult | null> {
    const existing = await createIdempotencyRepository(executor).live(scope);
    if (!existing) return null;
    if (existing.requestHash !== scope.hash)
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    if (existing.responseStatus != null && existing.responseBody != null)
      return { status: existing.responseStatus, body: existing.responseBody };
    return null;
  }

  return {
    async run(
      scope: IdempotencyScope,
      work: (guard: KeyGuard) => Promise<void>,
    ): Promise<StoredResult & { replayed: boolean }> {
      const earlier = await storedAnswer(db, scope);
      if (earlier) return { ...earlier, replayed: true };
      let claimed = false;
      let saved: StoredResult | undefined;
      const guard: KeyGuard = {
        async claim(tx) {
          // A concurrent request with the same key holds its row until it commits: wait for it, but not for
          // ever (the limit holds for this statement only; the rest of the transaction waits as usual).
          const keys = createIdempotencyRepository(tx);
          await keys.lockTimeout(waitMs);
          let won: boolean;
          try {
            won = await keys.claim({
              brandId: scope.brandId,
              scope: scope.scope,
              key: scope.key,
              requestHash: scope.hash,
              expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
            });
          } catch (error) {
            if (isLockTimeout(error)) throw new HttpError(409, STILL_RUNNING);
            throw error;
          }
          await keys.lockTimeout(0);
          if (won) {
            claimed = true;
            return;
          }
          // The first request with this key committed while this one was on its way (the insert waited for
          // it): answer as it did.
          const first = await storedAnswer(tx, scope);
          if (!first)
            throw new HttpError(
              409,
              'This order is still being processed: please wait a moment and try again',
            );
          throw new Replay(first);
        },
        async save(tx, result) {
          if (!claimed) throw new Error('An idempotent write must claim its key before saving its answer');
          await createIdempotencyRepository(tx).saveAnswer(scope, result.status, result.body);
          saved = result;
        },
      };
      try {
        await work(guard);
      } catch (error) {
        if (error instanceof Replay) return { ...error.result, replayed: true };
        throw error;
      }
      if (!saved) throw new Error('An idempotent write finished without saving its answer');
      return { ...saved, replayed: false };
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
