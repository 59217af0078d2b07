import { hoursWithinCategoryIssue } from '@storefront/contract/brand-file';
import type { MenuCategory, MenuCategoryBody } from '@storefront/contract/menu';
import type { MenuHours } from '@storefront/contract/menu-hours';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { fileHours, storedHours } from '../brand-file/brand-file.mapper';
import { changedFields, type Actor } from '../brand/audit';
import type { BrandContext } from '../brand/brand.service';
import { createSettingsRepository } from '../brand/settings.repository';
import {
  fileCategory,
  menuAudit as audit,
  refuse,
  withHoursKey,
  type FieldIssue,
  type MenuEditing,
} from './menu-change';
import type { MenuRepository } from './menu-editor.repository';

/** A category body as the schema parsed it (defaults filled in). */
export type CategoryInput = z.output<typeof MenuCategoryBody>;

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

export async function createCategory(
  { change }: MenuEditing,
  brand: BrandContext,
  actor: Actor,
  body: CategoryInput,
): Promise<MenuCategory> {
  return change(brand, async ({ menu, db: tx, bump }) => {
    const next = await menu.nextCategoryIds(brand.id);
    const given = body.Subcategories.flatMap((s) => (s.SubcategoryId === undefined ? [] : [s.SubcategoryId]));
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
}

export async function saveCategory(
  { change }: MenuEditing,

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
}

/** Removes a category with no items left (switching it off hides one that still has some). */
export async function removeCategory(
  { change }: MenuEditing,
  brand: BrandContext,
  actor: Actor,
  id: number,
): Promise<void> {
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
}

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
