import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, recipes } from '../../db/schema';

export type StockTable = 'recipe' | 'product';

/** Stock and the out-of-stock switch of a brand's recipes and products; every query takes the brand. */
export function createStockRepository(db: DbOrTx) {
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
  };
}
