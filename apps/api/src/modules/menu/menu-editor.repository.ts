import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, orderLines, products, recipes, subcategories } from '../../db/schema';

export type MenuTable = 'recipe' | 'product';
export type RecipeRow = typeof recipes.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** A brand's categories and subcategories, in menu order. */
export async function brandCategories(
  db: DbOrTx,
  brandId: number,
): Promise<{ categories: CategoryRow[]; subcategories: SubcategoryRow[] }> {
  return {
    categories: await db
      .select()
      .from(categories)
      .where(eq(categories.brandId, brandId))
      .orderBy(asc(categories.sort), asc(categories.id)),
    subcategories: await db
      .select()
      .from(subcategories)
      .where(eq(subcategories.brandId, brandId))
      .orderBy(asc(subcategories.sort), asc(subcategories.id)),
  };
}

/** The menu editor's reads and writes; every query takes the brand. */
export function createMenuRepository(db: DbOrTx) {
  const itemTable = (kind: MenuTable) => (kind === 'recipe' ? recipes : products);

  return {
    categories: (brandId: number) => brandCategories(db, brandId),

    /** Every item in menu order, with what the list shows. */
    async summaries(brandId: number) {
      const r = await db
        .select({
          id: recipes.id,
          categoryId: recipes.categoryId,
          subcategoryId: recipes.subcategoryId,
          title: recipes.title,
          pricePence: recipes.pricePence,
          hidden: recipes.hidden,
          outOfStock: recipes.outOfStock,
        })
        .from(recipes)
        .where(eq(recipes.brandId, brandId))
        .orderBy(asc(recipes.sort), asc(recipes.id));
      const p = await db
        .select({
          id: products.id,
          categoryId: products.categoryId,
          subcategoryId: products.subcategoryId,
          title: products.title,
          pricePence: sql<number>`coalesce(${products.newPricePence}, ${products.oldPricePence})`,
          hidden: products.hidden,
          outOfStock: products.outOfStock,
        })
        .from(products)
        .where(eq(products.brandId, brandId))
        .orderBy(asc(products.sort), asc(products.id));
      return { recipes: r, products: p };
    },

    /**
     * What the food information report reads of every item shown (hidden ones left out), in menu order: its
     * declaration, its extras and, for dishes, the old titles not yet resolved.
     */
    async foodInfo(brandId: number) {
      const r = await db
        .select({
          id: recipes.id,
          title: recipes.title,
          foodInfo: recipes.foodInfo,
          extras: recipes.extras,
          unmatched: recipes.unmatchedAllergens,
        })
        .from(recipes)
        .where(and(eq(recipes.brandId, brandId), eq(recipes.hidden, false)))
        .orderBy(asc(recipes.sort), asc(recipes.id));
      const p = await db
        .select({
          id: products.id,
          title: products.title,
          foodInfo: products.foodInfo,
          extras: products.extras,
        })
        .from(products)
        .where(and(eq(products.brandId, brandId), eq(products.hidden, false)))
        .orderBy(asc(products.sort), asc(products.id));
      return { recipes: r, products: p };
    },

    async category(brandId: number, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.brandId, brandId), eq(categories.id, id)));
      return row;
    },

    async subcategoriesOf(brandId: number, categoryId: number): Promise<SubcategoryRow[]> {
      return db
        .select()
        .from(subcategories)
        .where(and(eq(subcategories.brandId, brandId), eq(subcategories.categoryId, categoryId)))
        .orderBy(asc(subcategories.sort), asc(subcategories.id));
    },

    /** The category each of these subcategory ids belongs to (ids the brand does not have are absent). */
    async subcategoryParents(brandId: number, ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: subcategories.id, categoryId: subcategories.categoryId })
        .from(subcategories)
        .where(and(eq(subcategories.brandId, brandId), inArray(subcategories.id, ids)));
      return new Map(rows.map((r) => [r.id, r.categoryId]));
    },

    /** How many items each subcategory of the category holds, and the category itself, per kind. */
    async itemCounts(brandId: number, categoryId: number) {
      const counts = async (kind: MenuTable) => {
        const t = itemTable(kind);
        return db
          .select({ subcategoryId: t.subcategoryId, n: count() })
          .from(t)
          .where(and(eq(t.brandId, brandId), eq(t.categoryId, categoryId)))
          .groupBy(t.subcategoryId);
      };
      const r = await counts('recipe');
      const p = await counts('product');
      const bySubcategory = new Map<number, number>();
      for (const row of [...r, ...p])
        if (row.subcategoryId !== null)
          bySubcategory.set(row.subcategoryId, (bySubcategory.get(row.subcategoryId) ?? 0) + row.n);
      const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);
      return { recipes: total(r), products: total(p), bySubcategory };
    },

    /** The items of a category with menu hours of their own (which apply within the category's). */
    async itemHoursIn(brandId: number, categoryId: number) {
      const withHours = (kind: MenuTable) => {
        const t = itemTable(kind);
        return db
          .select({ id: t.id, title: t.title, hours: t.hours })
          .from(t)
          .where(and(eq(t.brandId, brandId), eq(t.categoryId, categoryId), isNotNull(t.hours)))
          .orderBy(asc(t.sort), asc(t.id));
      };
      return [...(await withHours('recipe')), ...(await withHours('product'))];
    },

    async recipeForUpdate(brandId: number, id: number): Promise<RecipeRow | undefined> {
      const [row] = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.brandId, brandId), eq(recipes.id, id)))
        .for('update');
      return row;
    },

    async productForUpdate(brandId: number, id: number): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.brandId, brandId), eq(products.id, id)))
        .for('update');
      return row;
    },

    /**
     * An id no item of the brand has, nor any order line ever named: an id is never given to a second item, so
     * an old order's reorder or a cancellation giving stock back can never reach another dish.
     */
    async nextItemId(brandId: number, kind: MenuTable): Promise<number> {
      const t = itemTable(kind);
      const line = kind === 'recipe' ? orderLines.recipeId : orderLines.productId;
      const [items] = await db
        .select({ max: sql<number>`coalesce(max(${t.id}), 0)::int` })
        .from(t)
        .where(eq(t.brandId, brandId));
      const [ordered] = await db
        .select({ max: sql<number>`coalesce(max(${line}), 0)::int` })
        .from(orderLines)
        .where(eq(orderLines.brandId, brandId));
      return Math.max(items?.max ?? 0, ordered?.max ?? 0) + 1;
    },

    /** After the last item in menu order. */
    async nextItemSort(brandId: number, kind: MenuTable): Promise<number> {
      const t = itemTable(kind);
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${t.sort}), -1)::int` })
        .from(t)
        .where(eq(t.brandId, brandId));
      return (row?.max ?? -1) + 1;
    },

    async nextCategoryIds(brandId: number) {
      const [c] = await db
        .select({
          id: sql<number>`coalesce(max(${categories.id}), 0)::int`,
          sort: sql<number>`coalesce(max(${categories.sort}), -1)::int`,
        })
        .from(categories)
        .where(eq(categories.brandId, brandId));
      const [s] = await db
        .select({ id: sql<number>`coalesce(max(${subcategories.id}), 0)::int` })
        .from(subcategories)
        .where(eq(subcategories.brandId, brandId));
      return { category: (c?.id ?? 0) + 1, sort: (c?.sort ?? -1) + 1, subcategory: (s?.id ?? 0) + 1 };
    },

    /** Whether an order line names the item (then it is hidden, never deleted). */
    async isOrdered(brandId: number, kind: MenuTable, id: number): Promise<boolean> {
      const line = kind === 'recipe' ? orderLines.recipeId : orderLines.productId;
      const [row] = await db
        .select({ n: count() })
        .from(orderLines)
        .where(and(eq(orderLines.brandId, brandId), eq(line, id)));
      return (row?.n ?? 0) > 0;
    },

    async insertRecipe(row: typeof recipes.$inferInsert): Promise<RecipeRow> {
      const [created] = await db.insert(recipes).values(row).returning();
      return created!;
    },
    async updateRecipe(brandId: number, id: number, row: Partial<typeof recipes.$inferInsert>) {
      const [updated] = await db
        .update(recipes)
        .set(row)
        .where(and(eq(recipes.brandId, brandId), eq(recipes.id, id)))
        .returning();
      return updated!;
    },
    async insertProduct(row: typeof products.$inferInsert): Promise<ProductRow> {
      const [created] = await db.insert(products).values(row).returning();
      return created!;
    },
    async updateProduct(brandId: number, id: number, row: Partial<typeof products.$inferInsert>) {
      const [updated] = await db
        .update(products)
        .set(row)
        .where(and(eq(products.brandId, brandId), eq(products.id, id)))
        .returning();
      return updated!;
    },
    /** Deletes an item no order names (its favourites go with it). */
    async deleteItem(brandId: number, kind: MenuTable, id: number): Promise<void> {
      const t = itemTable(kind);
      await db.delete(t).where(and(eq(t.brandId, brandId), eq(t.id, id)));
    },

    async insertCategory(row: typeof categories.$inferInsert): Promise<void> {
      await db.insert(categories).values(row);
    },
    async updateCategory(brandId: number, id: number, row: Partial<typeof categories.$inferInsert>) {
      await db
        .update(categories)
        .set(row)
        .where(and(eq(categories.brandId, brandId), eq(categories.id, id)));
    },
    async deleteCategory(brandId: number, id: number): Promise<void> {
      await db.delete(categories).where(and(eq(categories.brandId, brandId), eq(categories.id, id)));
    },
    /** Writes the category's subcategories as given (in this order) and deletes the ones left out. */
    async replaceSubcategories(
      brandId: number,
      categoryId: number,
      rows: { id: number; title: string; status: boolean }[],
    ): Promise<void> {
      const keep = rows.map((r) => r.id);
      await db
        .delete(subcategories)
        .where(
          and(
            eq(subcategories.brandId, brandId),
            eq(subcategories.categoryId, categoryId),
            keep.length ? sql`not (${subcategories.id} = any(${`{${keep.join(',')}}`}::int[]))` : undefined,
          ),
        );
      for (const [sort, r] of rows.entries())
        await db
          .insert(subcategories)
          .values({ brandId, categoryId, id: r.id, title: r.title, status: r.status, sort })
          .onConflictDoUpdate({
            target: [subcategories.brandId, subcategories.id],
            set: { title: r.title, status: r.status, sort },
          });
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
