import type { BrandFileProduct, BrandFileRecipe } from '@storefront/contract/brand-file';
import type { MenuCategory, MenuItemSummary } from '@storefront/contract/menu';
import { toPounds } from '@storefront/domain/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { productToFile, recipeToFile } from '../brand-file/brand-file.mapper';
import type { Actor } from '../brand/audit';
import type { BrandContext } from '../brand/brand.service';
import { createCategory, removeCategory, saveCategory, type CategoryInput } from './menu-categories';
import { fileCategory, menuEditing, type MenuEditing } from './menu-change';
import type { MenuTable } from './menu-editor.repository';
import { PRODUCT, RECIPE, removeItem, saveItem, type ProductInput, type RecipeInput } from './menu-items';

/** The brand's categories and a summary of every item, in menu order. */
async function menuOf(
  { repo }: MenuEditing,
  brand: BrandContext,
): Promise<{ Categories: MenuCategory[]; Items: MenuItemSummary[] }> {
  const { categories, subcategories } = await repo.categories(brand.id);
  const { recipes, products } = await repo.summaries(brand.id);
  const item =
    (Kind: 'Recipe' | 'Product') =>
    (r: (typeof recipes)[number]): MenuItemSummary => ({
      Kind,
      ItemId: r.id,
      CategoryId: r.categoryId,
      SubcategoryId: r.subcategoryId,
      Title: r.title,
      Price: toPounds(r.pricePence),
      Hidden: r.hidden,
      OutOfStock: r.outOfStock,
    });
  return {
    Categories: categories.map((c) => fileCategory(c, subcategories)),
    Items: [...recipes.map(item('Recipe')), ...products.map(item('Product'))],
  };
}

/**
 * The owners' menu editor: categories, recipes and products (with their extras groups and menu-builder steps).
 * Bodies arrive checked by the brand file's schemas; this adds the import's cross-checks against what the brand
 * has stored, with the import's wording. Each change is one transaction, with the brand row locked (so ids are
 * given out one at a time), an audit entry and a bump of the brand's version (the storefront's cached
 * catalogue answers are keyed by it); then this process's cached brand is dropped.
 */
export function createMenuService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  const editing = menuEditing(db, options.onBrandChanged);
  const { repo } = editing;
  return {
    menu: (brand: BrandContext) => menuOf(editing, brand),

    async recipe(brand: BrandContext, id: number): Promise<BrandFileRecipe> {
      const row = await repo.recipeForUpdate(brand.id, id);
      if (!row) throw notFound('This recipe was not found');
      return recipeToFile(row);
    },
    async product(brand: BrandContext, id: number): Promise<BrandFileProduct> {
      const row = await repo.productForUpdate(brand.id, id);
      if (!row) throw notFound('This product was not found');
      return productToFile(row);
    },

    createRecipe: (brand: BrandContext, actor: Actor, body: RecipeInput) =>
      saveItem(editing, RECIPE, brand, actor, undefined, body),
    saveRecipe: (brand: BrandContext, actor: Actor, id: number, body: RecipeInput) =>
      saveItem(editing, RECIPE, brand, actor, id, body),
    createProduct: (brand: BrandContext, actor: Actor, body: ProductInput) =>
      saveItem(editing, PRODUCT, brand, actor, undefined, body),
    saveProduct: (brand: BrandContext, actor: Actor, id: number, body: ProductInput) =>
      saveItem(editing, PRODUCT, brand, actor, id, body),
    removeItem: (brand: BrandContext, actor: Actor, kind: MenuTable, id: number) =>
      removeItem(editing, brand, actor, kind, id),

    createCategory: (brand: BrandContext, actor: Actor, body: CategoryInput) =>
      createCategory(editing, brand, actor, body),
    saveCategory: (brand: BrandContext, actor: Actor, id: number, body: CategoryInput) =>
      saveCategory(editing, brand, actor, id, body),
    removeCategory: (brand: BrandContext, actor: Actor, id: number) =>
      removeCategory(editing, brand, actor, id),
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
