import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, recipes, subcategories } from '../../db/schema';
import {
  activeCategory,
  flattenProductRows,
  productChannel,
  recipeChannel,
  selectProductRows,
  selectRecipeRows,
  type Channel,
  type ProductRow,
  type RecipeRow,
} from './catalog-rows.repository';
import { searchCatalog, type SearchArgs } from './catalog-search.repository';

export type { Channel, ProductRow, RecipeRow } from './catalog-rows.repository';

export interface ListFilter {
  categoryId?: number;
  subcategoryId?: number;
  offset: number;
  limit: number;
}

/**
 * Catalogue reads. Every method takes the brand id first and filters by it: a query cannot leave its brand.
 */
export function createCatalogRepository(db: DbOrTx) {
  const selectProducts = () => selectProductRows(db);
  const selectRecipes = () => selectRecipeRows(db);
  const flatten = flattenProductRows;

  return {
    async listCategories(brandId: number, kind: 'Recipe' | 'Product', activeOnly: boolean) {
      const cats = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.brandId, brandId),
            eq(categories.kind, kind),
            activeOnly ? eq(categories.status, true) : undefined,
          ),
        )
        .orderBy(asc(categories.sort), asc(categories.id));
      const subs = cats.length
        ? await db
            .select()
            .from(subcategories)
            .where(
              and(
                eq(subcategories.brandId, brandId),
                inArray(
                  subcategories.categoryId,
                  cats.map((c) => c.id),
                ),
                activeOnly ? eq(subcategories.status, true) : undefined,
              ),
            )
            .orderBy(asc(subcategories.sort), asc(subcategories.id))
        : [];
      return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) }));
    },

    /** Items per category and subcategory (recipes and products together; a brand sells one or the other). */
    async counters(brandId: number) {
      const n = sql<number>`count(*)::int`;
      const [rc, pc, rs, ps] = await Promise.all([
        db
          .select({ id: recipes.categoryId, n })
          .from(recipes)
          .where(eq(recipes.brandId, brandId))
          .groupBy(recipes.categoryId),
        db
          .select({ id: products.categoryId, n })
          .from(products)
          .where(eq(products.brandId, brandId))
          .groupBy(products.categoryId),
        db
          .select({ id: recipes.subcategoryId, n })
          .from(recipes)
          .where(and(eq(recipes.brandId, brandId), isNotNull(recipes.subcategoryId)))
          .groupBy(recipes.subcategoryId),
        db
          .select({ id: products.subcategoryId, n })
          .from(products)
          .where(and(eq(products.brandId, brandId), isNotNull(products.subcategoryId)))
          .groupBy(products.subcategoryId),
      ]);
      const sum = (rows: { id: number | null; n: number }[]) => {
        const totals = new Map<number, number>();
        for (const r of rows) if (r.id !== null) totals.set(r.id, (totals.get(r.id) ?? 0) + r.n);
        return [...totals].sort((a, b) => a[0] - b[0]);
      };
      return { byCategory: sum([...rc, ...pc]), bySubcategory: sum([...rs, ...ps]) };
    },

    async listRecipes(brandId: number, f: ListFilter): Promise<{ rows: RecipeRow[]; total: number }> {
      const where = and(
        eq(recipes.brandId, brandId),
        f.categoryId ? eq(recipes.categoryId, f.categoryId) : undefined,
        f.subcategoryId ? eq(recipes.subcategoryId, f.subcategoryId) : undefined,
        activeCategory(recipes),
      );
      const [rows, total] = await Promise.all([
        selectRecipes()
          .where(where)
          .orderBy(asc(recipes.sort), asc(recipes.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(recipes)
          .where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async listProducts(brandId: number, f: ListFilter): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(
        eq(products.brandId, brandId),
        f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
        f.subcategoryId ? eq(products.subcategoryId, f.subcategoryId) : undefined,
        eq(categories.status, true),
        eq(products.hidden, false),
      );
      const [rows, total] = await Promise.all([
        selectProducts()
          .where(where)
          .orderBy(asc(products.sort), asc(products.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .innerJoin(
            categories,
            and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
          )
          .where(where),
      ]);
      return { rows: flatten(rows), total: total[0]?.n ?? 0 };
    },

    async getRecipe(brandId: number, id: number): Promise<RecipeRow | undefined> {
      const rows = await selectRecipes()
        .where(and(eq(recipes.brandId, brandId), eq(recipes.id, id)))
        .limit(1);
      return rows[0];
    },

    async getProduct(brandId: number, id: number): Promise<ProductRow | undefined> {
      const rows = await selectProducts()
        .where(and(eq(products.brandId, brandId), eq(products.id, id)))
        .limit(1);
      return flatten(rows)[0];
    },

    async recipesByIds(brandId: number, ids: number[]): Promise<RecipeRow[]> {
      if (!ids.length) return [];
      return selectRecipes()
        .where(and(eq(recipes.brandId, brandId), inArray(recipes.id, ids)))
        .orderBy(asc(recipes.sort));
    },
    async productsByIds(brandId: number, ids: number[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return flatten(
        await selectProducts()
          .where(and(eq(products.brandId, brandId), inArray(products.id, ids)))
          .orderBy(asc(products.sort)),
      );
    },

    /** Items flagged as recommended that are in stock and offered for the channel (all channels when none). */
    async recommended(brandId: number, channel: Channel | undefined) {
      const [r, p] = await Promise.all([
        selectRecipes()
          .where(
            and(
              eq(recipes.brandId, brandId),
              eq(recipes.isRecommended, true),
              sql`${recipes.stock} > 0`,
              eq(recipes.outOfStock, false),
              channel ? recipeChannel[channel] : undefined,
              activeCategory(recipes),
            ),
          )
          .orderBy(asc(recipes.sort))
          .limit(20),
        selectProducts()
          .where(
            and(
              eq(products.brandId, brandId),
              eq(products.isRecommended, true),
              sql`${products.stock} > 0`,
              eq(products.outOfStock, false),
              channel ? productChannel[channel] : undefined,
              eq(categories.status, true),
              eq(products.hidden, false),
            ),
          )
          .orderBy(asc(products.sort))
          .limit(20),
      ]);
      return { recipes: r, products: flatten(p) };
    },

    /** Search, ranked (catalog-search.repository.ts). */
    search: (...args: SearchArgs) => searchCatalog(db, ...args),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
