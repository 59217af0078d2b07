import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, staff, staffRefreshTokens } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** Staff accounts and their refresh tokens. */
export function createStaffRepository(db: DbOrTx) {
  return {
    async staffByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(sql`lower(${staff.email}) = lower(${email})`);
      return row;
    },
    async staffById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },
    /** A branch of the brand by its id, as an account names it; undefined when the brand has none such. */
    async branchOfBrand(brandId: number, branchId: number) {
      const [row] = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.brandId, brandId), eq(branches.id, branchId)));
      return row;
    },
    /** The brand's branches (id and name), first (lowest id) first. */
    async branchesOfBrand(brandId: number) {
      return db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(branches.id);
    },
    async staffOfBrand(brandId: number): Promise<StaffRow[]> {
      return db.select().from(staff).where(eq(staff.brandId, brandId)).orderBy(staff.id);
    },
    async insertStaff(row: typeof staff.$inferInsert): Promise<StaffRow> {
      const [created] = await db.insert(staff).values(row).returning();
      return created!;
    },
    async insertRefresh(row: typeof staffRefreshTokens.$inferInsert): Promise<void> {
      await db.insert(staffRefreshTokens).values(row);
    },
    async refreshForUpdate(tokenHash: string) {
      const [row] = await db
        .select()
        .from(staffRefreshTokens)
        .where(eq(staffRefreshTokens.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    async markRefreshUsed(tokenHash: string): Promise<void> {
      await db
        .update(staffRefreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(staffRefreshTokens.tokenHash, tokenHash));
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(staffRefreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffRefreshTokens.familyId, familyId), isNull(staffRefreshTokens.revokedAt)));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
