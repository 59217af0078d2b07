import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Daypart } from '@storefront/contract/menu-hours';
import type { DbOrTx } from '../../db/client';
import { categories, products, recipes, subcategories } from '../../db/schema';
import { categoryHoursOf } from './menu-hours.repository';

/** A recipe with its category's menu hours (an item's hours apply within them). */
export type RecipeRow = typeof recipes.$inferSelect & { categoryHours: Daypart[] | null };
export type ProductRow = typeof products.$inferSelect & {
  categoryTitle: string;
  subcategoryTitle: string | null;
  categoryHours: Daypart[] | null;
};
export type Channel = 'Delivery' | 'Pickup' | 'EatIn';

export const recipeChannel: Record<Channel, SQL> = {
  Delivery: sql`${recipes.forDelivery}`,
  Pickup: sql`${recipes.forCollection}`,
  EatIn: sql`(${recipes.forEatIn} or ${recipes.forDineIn})`,
};
export const productChannel: Record<Channel, SQL> = {
  Delivery: sql`${products.forDelivery}`,
  Pickup: sql`${products.forCollection}`,
  EatIn: sql`${products.forCollection}`,
};

/** Items on the menu only: not hidden by an owner, in a switched-on category (which hides its items everywhere). */
export const activeCategory = (table: typeof recipes | typeof products) =>
  sql`(not ${table.hidden} and exists (select 1 from ${categories} c where c.brand_id = ${table}.brand_id and c.id = ${table}.category_id and c.status))`;

/** Recipes with their category's menu hours, the select every recipe read shares. Callers add the brand filter. */
export const selectRecipeRows = (db: DbOrTx) =>
  db.select({ ...getTableColumns(recipes), categoryHours: categoryHoursOf(recipes) }).from(recipes);

/**
 * Products with their category and subcategory titles, the select every product read shares (the catalogue's
 * and the dealer lists'). Callers add the brand filter.
 */
export const selectProductRows = (db: DbOrTx) =>
  db
    .select({
      product: products,
      categoryTitle: categories.title,
      categoryHours: categories.hours,
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

/** The rows of selectProductRows as ProductRow. */
export const flattenProductRows = (
  rows: {
    product: typeof products.$inferSelect;
    categoryTitle: string;
    categoryHours: Daypart[] | null;
    subcategoryTitle: string | null;
  }[],
): ProductRow[] =>
  rows.map((r) => ({
    ...r.product,
    categoryTitle: r.categoryTitle,
    categoryHours: r.categoryHours,
    subcategoryTitle: r.subcategoryTitle,
  }));
