import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { brands, type StoredBusyMode } from '../../../db/schema';

/** A brand's busy mode and slot capacity (columns of its row); every query takes the brand. */
export function createBusyModeRepository(db: DbOrTx) {
  return {
    /**
     * The brand's busy mode, capacity and configuration, locked until the transaction ends: NO KEY UPDATE, which
     * open orders (KEY SHARE through their foreign keys) do not block (see brandForUpdate).
     */
    async forUpdate(brandId: number) {
      const [row] = await db
        .select({
          busyMode: brands.busyMode,
          slotCapacity: brands.slotCapacity,
          brandConfig: brands.brandConfig,
        })
        .from(brands)
        .where(eq(brands.id, brandId))
        .for('no key update');
      return row;
    },

    /**
     * Saves busy mode or the capacity and bumps the brand's version: the brands trigger announces the change
     * (brand_changes), so every API instance drops its cached copy and getConfig answers the new times at once.
     */
    async save(
      brandId: number,
      patch: { busyMode?: StoredBusyMode | null; slotCapacity?: number | null },
    ): Promise<void> {
      await db
        .update(brands)
        .set({ ...patch, version: sql`${brands.version} + 1`, updatedAt: sql`now()` })
        .where(eq(brands.id, brandId));
    },
  };
}
