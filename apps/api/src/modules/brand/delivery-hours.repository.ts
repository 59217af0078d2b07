import { and, asc, eq } from 'drizzle-orm';
import type { OpeningHoursRow } from '@storefront/contract/admin-config';
import type { LeadTimes } from '@storefront/contract/brand-config';
import type { DbOrTx } from '../../db/client';
import { branches } from '../../db/schema';

/** The branches' opening hours and lead times for the "Delivery & hours" screen; every query takes the brand. */
export function createDeliveryHoursRepository(db: DbOrTx) {
  return {
    async branchHours(brandId: number) {
      return db
        .select({
          id: branches.id,
          name: branches.name,
          openingHours: branches.openingHours,
          leadTimes: branches.leadTimes,
        })
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(asc(branches.id));
    },

    /** The same, locked until the transaction ends. */
    async branchHoursForUpdate(brandId: number) {
      return db
        .select({
          id: branches.id,
          name: branches.name,
          openingHours: branches.openingHours,
          leadTimes: branches.leadTimes,
        })
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(asc(branches.id))
        .for('update');
    },

    async setBranchTimes(
      brandId: number,
      branchId: number,
      times: { openingHours: OpeningHoursRow[]; leadTimes: LeadTimes | null },
    ): Promise<void> {
      await db
        .update(branches)
        .set(times)
        .where(and(eq(branches.brandId, brandId), eq(branches.id, branchId)));
    },
  };
}
