import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** Password reset tokens, stored as SHA-256 hashes; each works once, before it expires. */
export function createPasswordResetRepository(db: DbOrTx) {
  return {
    async insert(row: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(row);
    },
    async findForUpdate(brandId: number, tokenHash: string) {
      const rows = await db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.brandId, brandId), eq(passwordResetTokens.tokenHash, tokenHash)))
        .for('update');
      return rows[0];
    },
    /** Uses up every open token of the customer (the one just used, and any older link). */
    async useAll(brandId: number, customerId: number): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.brandId, brandId),
            eq(passwordResetTokens.customerId, customerId),
            isNull(passwordResetTokens.usedAt),
          ),
        );
    },
  };
}
