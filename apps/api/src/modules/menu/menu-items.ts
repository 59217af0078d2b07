import {
  yearRangeIssue,
  hoursWithinCategoryIssue,
  placementIssues,
  type BrandFileProduct,
  type BrandFileRecipe,
} from '@storefront/contract/brand-file';
import type { MenuProductBody, MenuRecipeBody } from '@storefront/contract/menu';
import type { MenuHours } from '@storefront/contract/menu-hours';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { productToFile, productToRow, recipeToFile, recipeToRow } from '../brand-file/brand-file.mapper';
import { changedFields, type Actor } from '../brand/audit';
import type { BrandContext } from '../brand/brand.service';
import { menuAudit as audit, refuse, withHoursKey, type FieldIssue, type MenuEditing } from './menu-change';
import type { MenuRepository, MenuTable, ProductRow, RecipeRow } from './menu-editor.repository';
import { foodInfoIssues, recipeFood, type ItemFood } from './menu-editor.food-info';

/** What the routes hand over: the bodies as the schemas parsed them (defaults filled in). */
export type RecipeInput = z.output<typeof MenuRecipeBody>;
export type ProductInput = z.output<typeof MenuProductBody>;

/** The columns every item row has, as the mapper writes them. */
interface ItemRowFields {
  stock?: number;
  sort?: number;
  brandId: number;
  id?: number;
}

/** What saving a dish and saving a product differ in. */
interface ItemKind<Input, Insert extends ItemRowFields, Row, File> {
  label: 'Recipe' | 'Product';
  table: MenuTable;
  forUpdate: (menu: MenuRepository, brandId: number, id: number) => Promise<Row | undefined>;
  insert: (menu: MenuRepository, row: Insert) => Promise<Row>;
  /** Writes what an edit may change: not the count (orders move it), place in the menu, brand or id. */
  update: (
    menu: MenuRepository,
    brandId: number,
    id: number,
    row: Omit<Insert, 'stock' | 'sort' | 'brandId' | 'id'>,
  ) => Promise<Row>;
  toRow: (brandId: number, body: Input, id: number, sort: number) => Insert;
  toFile: (row: Row) => File;
  title: (file: File) => string;
  /** Checks of this kind only, beyond the placement both share. */
  issues?: (body: Input) => FieldIssue[];
  /** Where its extras are (the food information checks' paths). */
  extrasKey: string;
  /** Its food information as sent, checked and stored (the stored row, when editing, keeps old titles). */
  food: (body: Input, current: Row | undefined) => ItemFood<Input>;
}

type RecipeInsert = Parameters<MenuRepository['insertRecipe']>[0];
type ProductInsert = Parameters<MenuRepository['insertProduct']>[0];

export const RECIPE: ItemKind<RecipeInput, RecipeInsert, RecipeRow, BrandFileRecipe> = {
  label: 'Recipe',
  table: 'recipe',
  forUpdate: (menu, brandId, id) => menu.recipeForUpdate(brandId, id),
  insert: (menu, row) => menu.insertRecipe(row),
  update: (menu, brandId, id, row) => menu.updateRecipe(brandId, id, row),
  toRow: (brandId, body, id, sort) => recipeToRow(brandId, { ...body, RecipeId: id }, sort),
  toFile: recipeToFile,
  title: (file) => file.RecipeTitle,
  extrasKey: 'RecipeExtraObject',
  food: (body, current) => recipeFood(body, current?.unmatchedAllergens ?? []),
};

export const PRODUCT: ItemKind<ProductInput, ProductInsert, ProductRow, BrandFileProduct> = {
  label: 'Product',
  table: 'product',
  forUpdate: (menu, brandId, id) => menu.productForUpdate(brandId, id),
  insert: (menu, row) => menu.insertProduct(row),
  update: (menu, brandId, id, row) => menu.updateProduct(brandId, id, row),
  toRow: (brandId, body, id, sort) => productToRow(brandId, { ...body, ProductId: id }, sort),
  toFile: productToFile,
  title: (file) => file.ProductTitle,
  issues: (body) => {
    const years = yearRangeIssue(body.ProductDetailFromYear, body.ProductDetailToYear);
    return years ? [{ Path: 'body.ProductDetailToYear', Message: years }] : [];
  },
  extrasKey: 'ProductExtraObject',
  food: (body) => ({
    body,
    check: { title: body.ProductTitle, FoodInfo: body.FoodInfo, extras: body.ProductExtraObject },
    row: {},
  }),
};

/** The placement checks of the import, on the brand's stored categories, and its hours within the category's. */
async function checkPlacement(
  repo: MenuRepository,
  brandId: number,
  kind: 'Recipe' | 'Product',
  categoryId: number,
  subcategoryId: number | null,
  hours: MenuHours | undefined,
): Promise<FieldIssue[]> {
  const category = await repo.category(brandId, categoryId);
  const parents = await repo.subcategoryParents(brandId, subcategoryId === null ? [] : [subcategoryId]);
  const issues = placementIssues({
    kind,
    categoryId,
    subcategoryId,
    categoryKind: category?.kind,
    subcategoryParent: subcategoryId === null ? undefined : parents.get(subcategoryId),
  }).map((i) => ({ Path: `body.${i.field}`, Message: i.message }));
  const outside = hoursWithinCategoryIssue(hours, category);
  if (outside) issues.push({ Path: 'body.Hours', Message: outside });
  return issues;
}

const NOUN: Record<MenuTable, string> = { recipe: 'Recipe', product: 'Product' };

/**
 * Creates (no id) or edits a dish or a product in one transaction: its placement checked as the import checks
 * it, a new id above any the brand has used, the audit entry with only the fields that changed, the version
 * bumped. Saving keeps today's stock count (a form opened before an order would otherwise put sold units back)
 * and the item's place in the menu order.
 */
export async function saveItem<
  Input,
  Insert extends ItemRowFields,
  Row extends { id: number; sort: number },
  File extends Record<string, unknown>,
>(
  { change }: MenuEditing,
  kind: ItemKind<Input, Insert, Row, File>,
  brand: BrandContext,
  actor: Actor,
  id: number | undefined,
  sent: Input & { CategoryId: number; SubcategoryId: number | null; Hours?: MenuHours },
): Promise<File> {
  return change(brand, async ({ menu, db: tx, bump }) => {
    const current = id === undefined ? undefined : await kind.forUpdate(menu, brand.id, id);
    if (id !== undefined && !current) throw notFound(`This ${kind.label.toLowerCase()} was not found`);
    const food = kind.food(sent, current);
    const body = { ...sent, ...food.body };
    const issues = await checkPlacement(
      menu,
      brand.id,
      kind.label,
      body.CategoryId,
      body.SubcategoryId,
      body.Hours,
    );
    issues.push(...(kind.issues?.(body) ?? []), ...foodInfoIssues(brand, food.check, kind.extrasKey));
    if (issues.length) refuse(issues);
    if (!current) {
      const newId = await menu.nextItemId(brand.id, kind.table);
      const row = kind.toRow(brand.id, body, newId, await menu.nextItemSort(brand.id, kind.table));
      const created = kind.toFile(await kind.insert(menu, row));
      await bump();
      await audit(tx, brand, actor, 'menu.create', `${kind.label} ${newId} (${kind.title(created)})`, {
        before: null,
        after: created,
      });
      return created;
    }
    const {
      stock: _stock,
      sort: _sort,
      brandId: _b,
      id: _i,
      ...row
    } = { ...kind.toRow(brand.id, body, current.id, current.sort), ...food.row };
    const before = kind.toFile(current);
    const diff = changedFields(withHoursKey(before), withHoursKey(kind.toFile({ ...current, ...row })));
    if (!Object.keys(diff.after).length) return before;
    const saved = kind.toFile(await kind.update(menu, brand.id, current.id, row));
    await bump();
    await audit(tx, brand, actor, 'menu.edit', `${kind.label} ${current.id} (${kind.title(saved)})`, diff);
    return saved;
  });
}

/**
 * Takes an item off the menu: deleted when no order names it, else hidden (orders, reorders and stock
 * given back by a cancellation keep pointing at it).
 */
export async function removeItem(
  { change }: MenuEditing,

  brand: BrandContext,
  actor: Actor,
  kind: MenuTable,
  id: number,
): Promise<'Deleted' | 'Hidden'> {
  return change(brand, async ({ menu, db: tx, bump }) => {
    const recipe = kind === 'recipe' ? await menu.recipeForUpdate(brand.id, id) : undefined;
    const product = kind === 'product' ? await menu.productForUpdate(brand.id, id) : undefined;
    const row = recipe ?? product;
    if (!row) throw notFound(`This ${NOUN[kind].toLowerCase()} was not found`);
    const subject = `${NOUN[kind]} ${id} (${row.title})`;
    if (await menu.isOrdered(brand.id, kind, id)) {
      if (!row.hidden) {
        if (kind === 'recipe') await menu.updateRecipe(brand.id, id, { hidden: true });
        else await menu.updateProduct(brand.id, id, { hidden: true });
        await bump();
        await audit(tx, brand, actor, 'menu.hide', subject, {
          before: { Hidden: false },
          after: { Hidden: true },
        });
      }
      return 'Hidden';
    }
    await menu.deleteItem(brand.id, kind, id);
    await bump();
    await audit(tx, brand, actor, 'menu.delete', subject, {
      before: recipe ? recipeToFile(recipe) : product && productToFile(product),
      after: null,
    });
    return 'Deleted';
  });
}
