import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, outboxAttempts, type OutboxKind } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** What one delivery attempt came to, as recorded in outbox_attempts. */
export interface AttemptRecord {
  startedAt: Date;
  durationMs: number;
  statusCode?: number | null;
  error?: string | null;
  response?: string | null;
}

/** The outbox table: messages queued in their causing transaction, claimed and settled by the worker. */
export function createOutboxRepository(db: DbOrTx) {
  return {
    /** Queues messages; answers their row ids. */
    async insert(rows: NewOutboxRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const created = await db.insert(outbox).values(rows).returning({ id: outbox.id });
      return created.map((row) => row.id);
    },

    /**
     * Claims up to `limit` due messages of the given kinds for `leaseMs`: rows another worker holds are skipped
     * (SKIP LOCKED while claiming; an unexpired lease after), so no two workers deliver one message at once.
     * A claimed row whose earlier lease had expired was abandoned mid-delivery (its worker died): `abandoned`.
     */
    async claim(kinds: readonly OutboxKind[], limit: number, leaseMs: number) {
      const lease = randomUUID();
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id, leaseUntil: outbox.leaseUntil })
          .from(outbox)
          .where(
            and(
              isNull(outbox.sentAt),
              isNull(outbox.deadAt),
              inArray(outbox.kind, [...kinds]),
              lte(outbox.nextAttemptAt, sql`now()`),
              or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(outbox)
          .set({
            lease,
            leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
            attempts: sql`${outbox.attempts} + 1`,
          })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        const abandoned = new Set(due.filter((row) => row.leaseUntil !== null).map((row) => row.id));
        return rows.map((row) => ({ row, abandoned: abandoned.has(row.id) }));
      });
    },

    /**
     * Settles a claimed message: sent, retried at `retryAt`, or dead (neither). Only the holder of the lease
     * settles it: a worker that outlived its lease, whose message another has taken over, changes nothing.
     */
    async settle(
      row: Pick<OutboxRow, 'id' | 'brandId' | 'lease'>,
      attempt: AttemptRecord,
      outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const settled = await tx
          .update(outbox)
          .set(
            outcome.sent
              ? { sentAt: sql`now()`, lease: null, leaseUntil: null, error: null }
              : {
                  lease: null,
                  leaseUntil: null,
                  error: outcome.error,
                  ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : { deadAt: sql`now()` }),
                },
          )
          .where(and(eq(outbox.id, row.id), eq(outbox.lease, row.lease!)))
          .returning({ id: outbox.id });
        if (settled.length === 0) return false;
        await tx.insert(outboxAttempts).values({ brandId: row.brandId, outboxId: row.id, ...attempt });
        return true;
      });
    },

    /**
     * Settles delivered messages as sent, together: one update and one insert of their attempts, whatever their
     * number. As in `settle`, a message whose lease another worker has since taken is left to it.
     */
    async settleSent(
      delivered: { row: Pick<OutboxRow, 'id' | 'brandId' | 'lease'>; attempt: AttemptRecord }[],
    ) {
      if (delivered.length === 0) return;
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(outbox)
          .set({ sentAt: sql`now()`, lease: null, leaseUntil: null, error: null })
          .where(or(...delivered.map(({ row }) => and(eq(outbox.id, row.id), eq(outbox.lease, row.lease!)))))
          .returning({ id: outbox.id });
        const ids = new Set(settled.map((row) => row.id));
        const attempts = delivered
          .filter(({ row }) => ids.has(row.id))
          .map(({ row, attempt }) => ({ brandId: row.brandId, outboxId: row.id, ...attempt }));
        if (attempts.length > 0) await tx.insert(outboxAttempts).values(attempts);
      });
    },

    /** Records an attempt that never settled (its worker stopped mid-delivery). */
    async recordAttempt(row: Pick<OutboxRow, 'id' | 'brandId'>, attempt: AttemptRecord): Promise<void> {
      await db.insert(outboxAttempts).values({ brandId: row.brandId, outboxId: row.id, ...attempt });
    },

    /** The latest emails, newest first (the development mailbox). */
    latestEmails(limit: number) {
      return db.select().from(outbox).where(eq(outbox.kind, 'email')).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}
