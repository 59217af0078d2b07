import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, recipes } from '../../../db/schema';

/** What printed tickets read besides the board's order: the menu allergens of each line's dish. */
export function createPrintRepository(db: DbOrTx) {
  return {
    /**
     * An order's lines in the board's order (by line id), each with its item and the allergens its dish lists
     * on the menu now (null for products, which list none). Both tables are read by the brand.
     */
    async lineAllergens(brandId: number, orderId: number) {
      return db
        .select({
          title: orderLines.title,
          recipeId: orderLines.recipeId,
          productId: orderLines.productId,
          allergens: recipes.allergens,
        })
        .from(orderLines)
        .leftJoin(recipes, and(eq(recipes.brandId, orderLines.brandId), eq(recipes.id, orderLines.recipeId)))
        .where(and(eq(orderLines.brandId, brandId), eq(orderLines.orderId, orderId)))
        .orderBy(orderLines.id);
    },
  };
}
export type PrintRepository = ReturnType<typeof createPrintRepository>;
