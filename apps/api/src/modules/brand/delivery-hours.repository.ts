import { and, eq } from 'drizzle-orm';
import type { OpeningHoursRow } from '@storefront/contract/admin-config';
import type { LeadTimes } from '@storefront/contract/brand-config';
import type { DbOrTx } from '../../db/client';
import { branches } from '../../db/schema';
import { selectBranches } from './brand.repository';

/** The branches' opening hours and lead times as the "Delivery & hours" screen saves them; every query takes the brand. */
export function createDeliveryHoursRepository(db: DbOrTx) {
  return {
    /** The brand's branches (`selectBranches`), locked until the transaction ends. */
    async branchHoursForUpdate(brandId: number) {
      return selectBranches(db, brandId).for('update');
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
