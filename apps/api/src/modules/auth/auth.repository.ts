import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh tokens, stored only as hashes, grouped in families (one family per login). */
export function createAuthRepository(db: DbOrTx) {
  return {
    async insert(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    /** Locks the token's row for the rotation that follows. */
    async findForUpdate(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return rows[0];
    },
    async markUsed(tokenHash: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshTokens.tokenHash, tokenHash));
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /** Signs the customer out everywhere: refresh tokens revoked, and access tokens of this generation refused. */
    async revokeCustomer(brandId: number, customerId: number): Promise<void> {
      await db
        .update(customers)
        .set({ sessionGeneration: sql`${customers.sessionGeneration} + 1` })
        .where(and(eq(customers.brandId, brandId), eq(customers.id, customerId)));
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.brandId, brandId),
            eq(refreshTokens.customerId, customerId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },
  };
}
