import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favourites } from '../../db/schema';

/** A customer's favourite recipes and products, scoped to the brand. */
export function createFavouritesRepository(db: DbOrTx) {
  const item = (brandId: number, customerId: number, kind: 'recipe' | 'product', id: number) =>
    and(
      eq(favourites.brandId, brandId),
      eq(favourites.customerId, customerId),
      kind === 'recipe' ? eq(favourites.recipeId, id) : eq(favourites.productId, id),
    );
  return {
    async add(brandId: number, customerId: number, kind: 'recipe' | 'product', id: number): Promise<void> {
      await db
        .insert(favourites)
        .values({
          brandId,
          customerId,
          recipeId: kind === 'recipe' ? id : null,
          productId: kind === 'product' ? id : null,
        })
        .onConflictDoNothing();
    },
    async remove(brandId: number, customerId: number, kind: 'recipe' | 'product', id: number): Promise<void> {
      await db.delete(favourites).where(item(brandId, customerId, kind, id));
    },
    async removeAll(brandId: number, customerId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.brandId, brandId), eq(favourites.customerId, customerId)));
    },
    async list(brandId: number, customerId: number) {
      const rows = await db
        .select({ recipeId: favourites.recipeId, productId: favourites.productId })
        .from(favourites)
        .where(and(eq(favourites.brandId, brandId), eq(favourites.customerId, customerId)))
        .orderBy(favourites.createdAt);
      return {
        recipeIds: rows.flatMap((r) => (r.recipeId === null ? [] : [r.recipeId])),
        productIds: rows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      };
    },
  };
}
export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
