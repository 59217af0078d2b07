import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

/** The outbox table: every email, queued before it is delivered. */
export function createOutboxRepository(db: DbOrTx) {
  return {
    /** Queues a message; answers its row id (none if the insert returned nothing). */
    async insert(row: typeof outbox.$inferInsert): Promise<number | undefined> {
      const [created] = await db.insert(outbox).values(row).returning({ id: outbox.id });
      return created?.id;
    },
    async markSent(id: number): Promise<void> {
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    },
    /** The latest messages, newest first. */
    latest(limit: number) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}
