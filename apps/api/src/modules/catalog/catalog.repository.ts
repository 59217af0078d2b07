import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, recipes, subcategories } from '../../db/schema';

export type RecipeRow = typeof recipes.$inferSelect;
export type ProductRow = typeof products.$inferSelect & {
  categoryTitle: string;
  subcategoryTitle: string | null;
};
export type Channel = 'Delivery' | 'Pickup' | 'EatIn';

export interface ListFilter {
  categoryId?: number;
  subcategoryId?: number;
  offset: number;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const recipeChannel: Record<Channel, SQL> = {
  Delivery: sql`${recipes.forDelivery}`,
  Pickup: sql`${recipes.forCollection}`,
  EatIn: sql`(${recipes.forEatIn} or ${recipes.forDineIn})`,
};
const productChannel: Record<Channel, SQL> = {
  Delivery: sql`${products.forDelivery}`,
  Pickup: sql`${products.forCollection}`,
  EatIn: sql`${products.forCollection}`,
};

/** Items of active categories only: a category switched off hides its items everywhere. */
const activeCategory = (table: typeof recipes | typeof products) =>
  sql`exists (select 1 from ${categories} c where c.brand_id = ${table.brandId} and c.id = ${table.categoryId} and c.status)`;

/**
 * Catalogue reads. Every method takes the brand id first and filters by it: a query cannot leave its brand.
 */
export function createCatalogRepository(db: DbOrTx) {
  const selectProducts = () =>
    db
      .select({
        product: products,
        categoryTitle: categories.title,
        subcategoryTitle: subcategories.title,
      })
      .from(products)
      .innerJoin(
        categories,
        and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
      )
      .leftJoin(
        subcategories,
        and(eq(subcategories.brandId, products.brandId), eq(subcategories.id, products.subcategoryId)),
      );
  const flatten = (
    rows: { product: typeof products.$inferSelect; categoryTitle: string; subcategoryTitle: string | null }[],
  ): ProductRow[] =>
    rows.map((r) => ({ ...r.product, categoryTitle: r.categoryTitle, subcategoryTitle: r.subcategoryTitle }));

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
        db
          .select()
          .from(recipes)
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
      const rows = await db
        .select()
        .from(recipes)
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
      return db
        .select()
        .from(recipes)
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
        db
          .select()
          .from(recipes)
          .where(
            and(
              eq(recipes.brandId, brandId),
              eq(recipes.isRecommended, true),
              sql`${recipes.stock} > 0`,
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
              channel ? productChannel[channel] : undefined,
              eq(categories.status, true),
            ),
          )
          .orderBy(asc(products.sort))
          .limit(20),
      ]);
      return { recipes: r, products: flatten(p) };
    },

    /** Case-insensitive substring search over the searchable text of each kind of item. */
    async search(
      brandId: number,
      kind: 'all' | 'vehicle' | 'part',
      key: string,
      channel: Channel | undefined,
      offset: number,
      limit: number,
    ) {
      const pattern = contains(key);
      const recipeRows =
        kind === 'all'
          ? await db
              .select()
              .from(recipes)
              .where(
                and(
                  eq(recipes.brandId, brandId),
                  or(ilike(recipes.title, pattern), ilike(recipes.description, pattern)),
                  channel ? recipeChannel[channel] : undefined,
                  activeCategory(recipes),
                ),
              )
              .orderBy(asc(recipes.sort))
              .limit(limit)
              .offset(offset)
          : [];
      const productText =
        kind === 'vehicle'
          ? or(
              ilike(products.title, pattern),
              sql`(${products.vehicle}->>'Make') ilike ${pattern}`,
              sql`(${products.vehicle}->>'Model') ilike ${pattern}`,
              sql`(${products.vehicle}->>'Fuel') ilike ${pattern}`,
              sql`(${products.vehicle}->>'BodyType') ilike ${pattern}`,
            )
          : kind === 'part'
            ? or(
                ilike(products.title, pattern),
                ilike(products.code, pattern),
                ilike(products.partModel, pattern),
                ilike(products.engine, pattern),
              )
            : or(
                ilike(products.title, pattern),
                ilike(products.label, pattern),
                ilike(categories.title, pattern),
              );
      const productRows = await selectProducts()
        .where(
          and(
            eq(products.brandId, brandId),
            productText,
            channel ? productChannel[channel] : undefined,
            eq(categories.status, true),
          ),
        )
        .orderBy(asc(products.sort))
        .limit(limit)
        .offset(offset);
      return { recipes: recipeRows, products: flatten(productRows) };
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
