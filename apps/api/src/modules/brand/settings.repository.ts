import { eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { DbOrTx } from '../../db/client';
import { brands } from '../../db/schema';

/** The brand's configurations as the back office changes them: locked, then saved with a new version. */
export function createSettingsRepository(db: DbOrTx) {
  return {
    /**
     * The brand's configurations, locked until the transaction ends (changes apply one after another). NO KEY
     * UPDATE, not UPDATE: every open order holds KEY SHARE on the row (its foreign keys), which blocks UPDATE, so
     * a change waited for a moment with no order open, which a steady stream of orders never gives
     * (brand-lock.test.ts).
     */
    async brandForUpdate(brandId: number) {
      const [row] = await db
        .select({ webConfig: brands.webConfig, brandConfig: brands.brandConfig })
        .from(brands)
        .where(eq(brands.id, brandId))
        .for('no key update');
      return row;
    },

    /**
     * Saves what changed and bumps the brand's version: cached catalogue answers are keyed by it, so the
     * storefront shows the change on its next read.
     */
    async updateBrand(
      brandId: number,
      patch: { webConfig?: WebCustomerConfig; brandConfig?: BrandConfig } = {},
    ): Promise<void> {
      await db
        .update(brands)
        .set({ ...patch, version: sql`${brands.version} + 1`, updatedAt: sql`now()` })
        .where(eq(brands.id, brandId));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
