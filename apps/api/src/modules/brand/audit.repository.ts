import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log: who changed what in a brand, written in the change's own transaction. */
export function createAuditRepository(db: DbOrTx) {
  return {
    async insertAudit(row: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    async auditOf(brandId: number, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.brandId, brandId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
