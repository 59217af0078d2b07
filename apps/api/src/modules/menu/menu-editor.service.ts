import {
  hoursWithinCategoryIssue,
  placementIssues,
  yearRangeIssue,
  type BrandFileProduct,
  type BrandFileRecipe,
} from '@storefront/contract/brand-file';
import type {
  MenuCategory,
  MenuCategoryBody,
  MenuItemSummary,
  MenuProductBody,
  MenuRecipeBody,
} from '@storefront/contract/menu';
import type { MenuHours } from '@storefront/contract/menu-hours';
import type { z } from 'zod';
import { toPounds } from '@storefront/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import {
  fileHours,
  productToFile,
  productToRow,
  recipeToFile,
  recipeToRow,
  storedHours,
} from '../brand-file/brand-file.mapper';
import type { BrandContext } from '../brand/brand.service';
import { createSettingsRepository } from '../brand/settings.repository';
import { changedFields, recordAudit, type Actor } from '../brand/audit';
import {
  createMenuRepository,
  type CategoryRow,
  type MenuRepository,
  type MenuTable,
  type ProductRow,
  type RecipeRow,
  type SubcategoryRow,
} from './menu-editor.repository';

/** What the routes hand over: the bodies as the schemas parsed them (defaults filled in). */
type RecipeInput = z.output<typeof MenuRecipeBody>;
type ProductInput = z.output<typeof MenuProductBody>;
type CategoryInput = z.output<typeof MenuCategoryBody>;

interface FieldIssue {
  Path: string;
  Message: string;
}

/**
 * Refuses a change with its field problems, worded as the request validator words its own
 * (`Invalid request: body.CategoryId: …`), so the form puts each message next to its field.
 */
function refuse(issues: FieldIssue[]): never {
  throw badRequest(`Invalid request: ${issues.map((i) => `${i.Path}: ${i.Message}`).join('; ')}`, issues);
}

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
}

type RecipeInsert = Parameters<MenuRepository['insertRecipe']>[0];
type ProductInsert = Parameters<MenuRepository['insertProduct']>[0];

const RECIPE: ItemKind<RecipeInput, RecipeInsert, RecipeRow, BrandFileRecipe> = {
  label: 'Recipe',
  table: 'recipe',
  forUpdate: (menu, brandId, id) => menu.recipeForUpdate(brandId, id),
  insert: (menu, row) => menu.insertRecipe(row),
  update: (menu, brandId, id, row) => menu.updateRecipe(brandId, id, row),
  toRow: (brandId, body, id, sort) => recipeToRow(brandId, { ...body, RecipeId: id }, sort),
  toFile: recipeToFile,
  title: (file) => file.RecipeTitle,
};

const PRODUCT: ItemKind<ProductInput, ProductInsert, ProductRow, BrandFileProduct> = {
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
};

const fileCategory = (c: CategoryRow, subs: SubcategoryRow[]): MenuCategory => ({
  CategoryId: c.id,
  CategoryTitle: c.title,
  CategoryImage: c.image,
  Kind: c.kind,
  Status: c.status,
  ...fileHours(c.hours),
  Subcategories: subs
    .filter((s) => s.categoryId === c.id)
    .map((s) => ({ SubcategoryId: s.id, SubcategoryTitle: s.title, Status: s.status })),
});

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

/**
 * New hours of a category against the items in it with hours of their own: an item whose hours would never
 * meet them could never be ordered. Named one by one, on the category's Hours field.
 */
async function categoryHoursIssues(
  repo: MenuRepository,
  brandId: number,
  category: { id: number; title: string; hours: MenuHours | null },
): Promise<FieldIssue[]> {
  if (!category.hours) return [];
  return (await repo.itemHoursIn(brandId, category.id)).flatMap((item) =>
    hoursWithinCategoryIssue(item.hours, category)
      ? [
          {
            Path: 'body.Hours',
            Message: `${item.title} has its own hours, which never meet these: it could never be ordered. Change its hours first`,
          },
        ]
      : [],
  );
}

/**
 * A file entry with its `Hours` key even when it has none (the file leaves it out): changedFields compares the
 * keys of the entry after a change, so hours taken off would otherwise go unnoticed.
 */
const withHoursKey = <T extends object>(entry: T): T & { Hours?: MenuHours } => ({
  Hours: undefined,
  ...entry,
});

const NOUN: Record<MenuTable, string> = { recipe: 'Recipe', product: 'Product' };

/**
 * The owners' menu editor: categories, recipes and products (with their extras groups and menu-builder steps).
 * Bodies arrive checked by the brand file's schemas; this adds the import's cross-checks against what the brand
 * has stored, with the import's wording. Each change is one transaction, with the brand row locked (so ids are
 * given out one at a time), an audit entry and a bump of the brand's version (the storefront's cached
 * catalogue answers are keyed by it); then this process's cached brand is dropped.
 */
export function createMenuService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  const repo = createMenuRepository(db);

  async function change<T>(
    brand: BrandContext,
    work: (tx: { menu: MenuRepository; db: DbOrTx; bump: () => Promise<void> }) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const office = createSettingsRepository(tx);
      if (!(await office.brandForUpdate(brand.id))) throw notFound('This brand was not found');
      return work({ menu: createMenuRepository(tx), db: tx, bump: () => office.updateBrand(brand.id) });
    });
    options.onBrandChanged(brand.flavour);
    return result;
  }

  const audit = (
    tx: DbOrTx,
    brand: BrandContext,
    actor: Actor,
    action: string,
    subject: string,
    diff: {
      before: unknown;
      after: unknown;
    },
  ) => recordAudit(tx, { brandId: brand.id, actor, action, subject, ...diff });

  /**
   * Creates (no id) or edits a dish or a product in one transaction: its placement checked as the import checks
   * it, a new id above any the brand has used, the audit entry with only the fields that changed, the version
   * bumped. Saving keeps today's stock count (a form opened before an order would otherwise put sold units back)
   * and the item's place in the menu order.
   */
  async function saveItem<
    Input,
    Insert extends ItemRowFields,
    Row extends { id: number; sort: number },
    File extends Record<string, unknown>,
  >(
    kind: ItemKind<Input, Insert, Row, File>,
    brand: BrandContext,
    actor: Actor,
    id: number | undefined,
    body: Input & { CategoryId: number; SubcategoryId: number | null; Hours?: MenuHours },
  ): Promise<File> {
    return change(brand, async ({ menu, db: tx, bump }) => {
      const current = id === undefined ? undefined : await kind.forUpdate(menu, brand.id, id);
      if (id !== undefined && !current) throw notFound(`This ${kind.label.toLowerCase()} was not found`);
      const issues = await checkPlacement(
        menu,
        brand.id,
        kind.label,
        body.CategoryId,
        body.SubcategoryId,
        body.Hours,
      );
      issues.push(...(kind.issues?.(body) ?? []));
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
      } = kind.toRow(brand.id, body, current.id, current.sort);
      const before = kind.toFile(current);
      const diff = changedFields(withHoursKey(before), withHoursKey(kind.toFile({ ...current, ...row })));
      if (!Object.keys(diff.after).length) return before;
      const saved = kind.toFile(await kind.update(menu, brand.id, current.id, row));
      await bump();
      await audit(tx, brand, actor, 'menu.edit', `${kind.label} ${current.id} (${kind.title(saved)})`, diff);
      return saved;
    });
  }
  const saveRecipe = (brand: BrandContext, actor: Actor, id: number | undefined, body: RecipeInput) =>
    saveItem(RECIPE, brand, actor, id, body);
  const saveProduct = (brand: BrandContext, actor: Actor, id: number | undefined, body: ProductInput) =>
    saveItem(PRODUCT, brand, actor, id, body);

  return {
    /** The brand's categories and a summary of every item, in menu order. */
    async menu(brand: BrandContext): Promise<{ Categories: MenuCategory[]; Items: MenuItemSummary[] }> {
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
    },

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
      saveRecipe(brand, actor, undefined, body),
    saveRecipe: (brand: BrandContext, actor: Actor, id: number, body: RecipeInput) =>
      saveRecipe(brand, actor, id, body),
    createProduct: (brand: BrandContext, actor: Actor, body: ProductInput) =>
      saveProduct(brand, actor, undefined, body),
    saveProduct: (brand: BrandContext, actor: Actor, id: number, body: ProductInput) =>
      saveProduct(brand, actor, id, body),

    /**
     * Takes an item off the menu: deleted when no order names it, else hidden (orders, reorders and stock
     * given back by a cancellation keep pointing at it).
     */
    async removeItem(
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
    },

    async createCategory(brand: BrandContext, actor: Actor, body: CategoryInput): Promise<MenuCategory> {
      return change(brand, async ({ menu, db: tx, bump }) => {
        const next = await menu.nextCategoryIds(brand.id);
        const given = body.Subcategories.flatMap((s) =>
          s.SubcategoryId === undefined ? [] : [s.SubcategoryId],
        );
        const taken = await menu.subcategoryParents(brand.id, given);
        const issues = subcategoryIdIssues(body, (sid) => (taken.has(sid) ? 'taken' : 'free'));
        if (issues.length) refuse(issues);
        const hours = storedHours(body.Hours);
        let nextSub = Math.max(next.subcategory, ...given.map((g) => g + 1));
        const subs = body.Subcategories.map((s) => ({
          id: s.SubcategoryId ?? nextSub++,
          title: s.SubcategoryTitle,
          status: s.Status,
        }));
        await menu.insertCategory({
          brandId: brand.id,
          id: next.category,
          kind: body.Kind,
          title: body.CategoryTitle,
          image: body.CategoryImage,
          status: body.Status,
          hours,
          sort: next.sort,
        });
        await menu.replaceSubcategories(brand.id, next.category, subs);
        const created = fileCategory(
          (await menu.category(brand.id, next.category))!,
          await menu.subcategoriesOf(brand.id, next.category),
        );
        await bump();
        await audit(
          tx,
          brand,
          actor,
          'menu.create',
          `Category ${created.CategoryId} (${created.CategoryTitle})`,
          {
            before: null,
            after: created,
          },
        );
        return created;
      });
    },

    async saveCategory(
      brand: BrandContext,
      actor: Actor,
      id: number,
      body: CategoryInput,
    ): Promise<MenuCategory> {
      return change(brand, async ({ menu, db: tx, bump }) => {
        const current = await menu.category(brand.id, id);
        if (!current) throw notFound('This category was not found');
        const subsBefore = await menu.subcategoriesOf(brand.id, id);
        const mine = new Set(subsBefore.map((s) => s.id));
        const issues = subcategoryIdIssues(body, (sid) => (mine.has(sid) ? 'mine' : 'other'), id);
        const counts = await menu.itemCounts(brand.id, id);
        const held = current.kind === 'Recipe' ? counts.recipes : counts.products;
        if (body.Kind !== current.kind && held > 0)
          issues.push({
            Path: 'body.Kind',
            Message: `Category ${id} holds ${held} ${current.kind === 'Recipe' ? 'recipes' : 'products'}, so it stays a ${current.kind} category`,
          });
        const kept = new Set(body.Subcategories.map((s) => s.SubcategoryId));
        for (const s of subsBefore) {
          const n = counts.bySubcategory.get(s.id) ?? 0;
          if (!kept.has(s.id) && n > 0)
            issues.push({
              Path: 'body.Subcategories',
              Message: `Subcategory '${s.title}' still holds ${n} item${n === 1 ? '' : 's'}: move them first, or switch it off`,
            });
        }
        const hours = storedHours(body.Hours);
        issues.push(...(await categoryHoursIssues(menu, brand.id, { id, title: body.CategoryTitle, hours })));
        if (issues.length) refuse(issues);
        let nextSub = (await menu.nextCategoryIds(brand.id)).subcategory;
        const subs = body.Subcategories.map((s) => ({
          id: s.SubcategoryId ?? nextSub++,
          title: s.SubcategoryTitle,
          status: s.Status,
        }));
        const before = fileCategory(current, subsBefore);
        const after: MenuCategory = {
          CategoryId: id,
          CategoryTitle: body.CategoryTitle,
          CategoryImage: body.CategoryImage,
          Kind: body.Kind,
          Status: body.Status,
          ...fileHours(hours),
          Subcategories: subs.map((s) => ({
            SubcategoryId: s.id,
            SubcategoryTitle: s.title,
            Status: s.status,
          })),
        };
        const diff = changedFields(withHoursKey(before), withHoursKey(after));
        if (!Object.keys(diff.after).length) return before;
        await menu.updateCategory(brand.id, id, {
          kind: body.Kind,
          title: body.CategoryTitle,
          image: body.CategoryImage,
          status: body.Status,
          hours,
        });
        await menu.replaceSubcategories(brand.id, id, subs);
        await bump();
        await audit(tx, brand, actor, 'menu.edit', `Category ${id} (${body.CategoryTitle})`, diff);
        return after;
      });
    },

    /** Removes a category with no items left (switching it off hides one that still has some). */
    async removeCategory(brand: BrandContext, actor: Actor, id: number): Promise<void> {
      await change(brand, async ({ menu, db: tx }) => {
        const current = await menu.category(brand.id, id);
        if (!current) throw notFound('This category was not found');
        const counts = await menu.itemCounts(brand.id, id);
        const n = counts.recipes + counts.products;
        if (n > 0)
          throw new HttpError(
            409,
            `'${current.title}' still holds ${n} item${n === 1 ? '' : 's'}: move or remove them first, or switch the category off to hide it`,
          );
        const office = createSettingsRepository(tx);
        const brandRow = await office.brandForUpdate(brand.id);
        const hot = brandRow?.webConfig.HotCategories ?? [];
        const before = fileCategory(current, await menu.subcategoriesOf(brand.id, id));
        await menu.deleteCategory(brand.id, id);
        // The import refuses HotCategories naming a category that does not exist: the brand stays importable.
        if (brandRow && hot.includes(id))
          await office.updateBrand(brand.id, {
            webConfig: { ...brandRow.webConfig, HotCategories: hot.filter((h) => h !== id) },
          });
        else await office.updateBrand(brand.id);
        await audit(tx, brand, actor, 'menu.delete', `Category ${id} (${current.title})`, {
          before,
          after: null,
        });
      });
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;

/**
 * The subcategory ids a category body gives: each once, and (on an existing category) each one of its own;
 * a new category may not take an id another category has. Worded as the import words duplicates.
 */
function subcategoryIdIssues(
  body: CategoryInput,
  owner: (id: number) => 'mine' | 'other' | 'taken' | 'free',
  categoryId?: number,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<number>();
  body.Subcategories.forEach((s, j) => {
    const sid = s.SubcategoryId;
    if (sid === undefined) return;
    const path = `body.Subcategories.${j}.SubcategoryId`;
    const whose = owner(sid);
    if (seen.has(sid) || whose === 'taken')
      issues.push({ Path: path, Message: `Duplicate SubcategoryId ${sid}` });
    else if (whose === 'other')
      issues.push({
        Path: path,
        Message: `SubcategoryId ${sid} is not a subcategory of category ${categoryId ?? ''}`.trim(),
      });
    seen.add(sid);
  });
  return issues;
}
