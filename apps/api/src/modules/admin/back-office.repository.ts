import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { DbOrTx } from '../../db/client';
import { auditLog, brands, categories, products, recipes } from '../../db/schema';

export type StockTable = 'recipe' | 'product';
export type AuditRow = typeof auditLog.$inferSelect;

/** The back office's stock, brand settings and audit log; every query takes the brand. */
export function createBackOfficeRepository(db: DbOrTx) {
  const table = (kind: StockTable) => (kind === 'recipe' ? recipes : products);
  const itemColumns = (t: typeof recipes | typeof products) => ({
    id: t.id,
    title: t.title,
    stock: t.stock,
    outOfStock: t.outOfStock,
    category: categories.title,
  });

  return {
    /** The brand's recipes and products in menu order (category, then item), with their category's title. */
    async stockItems(brandId: number) {
      const list = async (kind: StockTable) => {
        const t = table(kind);
        return (
          await db
            .select(itemColumns(t))
            .from(t)
            .innerJoin(categories, and(eq(categories.brandId, t.brandId), eq(categories.id, t.categoryId)))
            .where(eq(t.brandId, brandId))
            .orderBy(asc(categories.sort), asc(categories.id), asc(t.sort), asc(t.id))
        ).map((row) => ({ kind, ...row }));
      };
      return [...(await list('recipe')), ...(await list('product'))];
    },

    /** One item, locked until the transaction ends (two staff toggling at once write two ordered entries). */
    async stockItemForUpdate(brandId: number, kind: StockTable, id: number) {
      const t = table(kind);
      const [row] = await db
        .select(itemColumns(t))
        .from(t)
        .innerJoin(categories, and(eq(categories.brandId, t.brandId), eq(categories.id, t.categoryId)))
        .where(and(eq(t.brandId, brandId), eq(t.id, id)))
        .for('update', { of: t });
      return row && { kind, ...row };
    },

    async setOutOfStock(brandId: number, kind: StockTable, id: number, outOfStock: boolean): Promise<void> {
      const t = table(kind);
      await db
        .update(t)
        .set({ outOfStock })
        .where(and(eq(t.brandId, brandId), eq(t.id, id)));
    },

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
export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
