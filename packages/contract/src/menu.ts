import { z } from 'zod';
import { allergenFromTitle } from '@storefront/domain/food-info-checks';
import { BrandFileCategory, BrandFileProduct, BrandFileRecipe } from './brand-file';
import { Info } from './envelope';
import { withReadOnly } from './read-only';

/**
 * The back office's menu editor (issue 10, owners only): categories and subcategories, recipes, products and
 * their extras groups and menu-builder steps. Bodies are the brand file's own schemas (the import's checks, the
 * same messages); the server allocates ids for new entries and never reuses one an order names.
 */
export const menuRoutes = {
  /** GET: the categories with a summary of every item. */
  menu: '/api/admin/:brand/menu',
  /** POST: a new category. */
  categories: '/api/admin/:brand/menu/categories',
  /** POST: saves a category and its subcategories. */
  category: '/api/admin/:brand/menu/categories/:CategoryId',
  /** POST: removes an empty category. */
  removeCategory: '/api/admin/:brand/menu/categories/:CategoryId/remove',
  /** POST: a new recipe. */
  recipes: '/api/admin/:brand/menu/recipes',
  /** GET: a recipe as the brand file has it; POST: saves it. */
  recipe: '/api/admin/:brand/menu/recipes/:ItemId',
  /** POST: deletes a recipe, or hides it when orders name it. */
  removeRecipe: '/api/admin/:brand/menu/recipes/:ItemId/remove',
  /** POST: a new product. */
  products: '/api/admin/:brand/menu/products',
  /** GET: a product as the brand file has it; POST: saves it. */
  product: '/api/admin/:brand/menu/products/:ItemId',
  /** POST: deletes a product, or hides it when orders name it. */
  removeProduct: '/api/admin/:brand/menu/products/:ItemId/remove',
  /** GET: the items, extras and builder choices that declare no food information yet. */
  foodInfoReport: '/api/admin/:brand/menu/food-info',
} as const;

const Brand = z.string().min(1).max(60);
const Id = z.coerce.number().int().positive().max(2_000_000_000);
export const MenuItemParams = z.object({ brand: Brand, ItemId: Id });
export const MenuCategoryParams = z.object({ brand: Brand, CategoryId: Id });

export const MenuKind = z.enum(['Recipe', 'Product']);
export type MenuKind = z.infer<typeof MenuKind>;

/** An item as the menu screen lists it. */
export const MenuItemSummary = z.object({
  Kind: MenuKind,
  ItemId: z.number().int(),
  CategoryId: z.number().int(),
  SubcategoryId: z.number().int().nullable(),
  Title: z.string(),
  /** Pounds: the recipe's price, or the product's current price (new price when it has one). */
  Price: z.number(),
  Hidden: z.boolean(),
  OutOfStock: z.boolean(),
});
export type MenuItemSummary = z.infer<typeof MenuItemSummary>;

export const MenuCategory = BrandFileCategory;
export type MenuCategory = z.infer<typeof BrandFileCategory>;

export const MenuResponse = z.object({
  Info,
  Data: z.object({ Categories: z.array(MenuCategory), Items: z.array(MenuItemSummary) }),
});
export type MenuResponse = z.infer<typeof MenuResponse>;

const fileSubcategory = BrandFileCategory.shape.Subcategories.unwrap().element;

/**
 * A category as an owner saves it: the brand file's category, its id read-only (the path names it, or the server
 * gives a new one); a subcategory without an id is new.
 */
export const MenuCategoryBody = withReadOnly(
  BrandFileCategory.omit({ CategoryId: true })
    .extend({
      Subcategories: z
        .array(
          fileSubcategory.extend({ SubcategoryId: fileSubcategory.shape.SubcategoryId.optional() }).strict(),
        )
        .max(200)
        .default([]),
    })
    .strict(),
  { CategoryId: BrandFileCategory.shape.CategoryId },
);
export type MenuCategoryBody = z.input<typeof MenuCategoryBody>;
export const MenuCategoryResponse = z.object({ Info, Data: MenuCategory });
export type MenuCategoryResponse = z.infer<typeof MenuCategoryResponse>;

/** A recipe as an owner saves it: the brand file's recipe, its id read-only (the path names it). Prices in pounds. */
export const MenuRecipeBody = withReadOnly(BrandFileRecipe.omit({ RecipeId: true }).strict(), {
  RecipeId: BrandFileRecipe.shape.RecipeId,
});
export type MenuRecipeBody = z.input<typeof MenuRecipeBody>;
export const MenuRecipeResponse = z.object({ Info, Data: BrandFileRecipe });
export type MenuRecipe = z.infer<typeof BrandFileRecipe>;
export type MenuRecipeResponse = z.infer<typeof MenuRecipeResponse>;

/** A product as an owner saves it: the brand file's product, its id read-only (the path names it). Prices in pounds. */
export const MenuProductBody = withReadOnly(BrandFileProduct.omit({ ProductId: true }).strict(), {
  ProductId: BrandFileProduct.shape.ProductId,
});
export type MenuProductBody = z.input<typeof MenuProductBody>;
export const MenuProductResponse = z.object({ Info, Data: BrandFileProduct });
export type MenuProduct = z.infer<typeof BrandFileProduct>;
export type MenuProductResponse = z.infer<typeof MenuProductResponse>;

/** What removing did: deleted outright, or hidden because orders name the item. */
export const MenuRemoveResponse = z.object({
  Info,
  Data: z.object({ Outcome: z.enum(['Deleted', 'Hidden']) }),
});
export type MenuRemoveResponse = z.infer<typeof MenuRemoveResponse>;

/**
 * One part of the menu without food information (issue 34): a dish or product whose FoodInfo is null, or an
 * extra or menu-builder choice without one. Hidden items are left out.
 */
export const FoodInfoGap = z.object({
  Kind: MenuKind,
  ItemId: z.number().int(),
  ItemTitle: z.string(),
  /** What lacks it: the item itself, one of its extras, or one of its menu-builder choices. */
  Part: z.enum(['Item', 'Extra', 'Choice']),
  /** The extras group's heading or the builder step's title; null for the item itself. */
  Group: z.string().nullable(),
  /** The extra's or the choice's title; null for the item itself. */
  Option: z.string().nullable(),
  /** What the owner has to decide: old free-text titles that are no allergen code (`Was "Nuts": …`). */
  Notes: z.array(z.string()),
});
export type FoodInfoGap = z.infer<typeof FoodInfoGap>;

export const FoodInfoReportResponse = z.object({
  Info,
  /** `Count` is the number of gaps listed, in menu order: dishes, then products. */
  Data: z.object({ Count: z.number().int(), Gaps: z.array(FoodInfoGap) }),
});
export type FoodInfoReportResponse = z.infer<typeof FoodInfoReportResponse>;

/**
 * What the owner has to decide about a dish's old free-text allergen title that is no code: the report and the
 * editor say it alike.
 */
export function unmatchedAllergenNote(title: string): string {
  if ('code' in allergenFromTitle(title)) return `Was "${title}": confirm it in the allergens`;
  return /^nuts?$/i.test(title.trim())
    ? `Was "${title}": choose peanuts or tree nuts`
    : `Was "${title}": choose which of the 14 allergens it means`;
}
