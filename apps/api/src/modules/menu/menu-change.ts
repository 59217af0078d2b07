import type { MenuCategory } from '@storefront/contract/menu';
import type { MenuHours } from '@storefront/contract/menu-hours';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { fileHours } from '../brand-file/brand-file.mapper';
import { recordAudit, type Actor } from '../brand/audit';
import type { BrandContext } from '../brand/brand.service';
import { createSettingsRepository } from '../brand/settings.repository';
import {
  createMenuRepository,
  type CategoryRow,
  type MenuRepository,
  type SubcategoryRow,
} from './menu-editor.repository';

export interface FieldIssue {
  Path: string;
  Message: string;
}

/**
 * Refuses a change with its field problems, worded as the request validator words its own
 * (`Invalid request: body.CategoryId: …`), so the form puts each message next to its field.
 */
export function refuse(issues: FieldIssue[]): never {
  throw badRequest(`Invalid request: ${issues.map((i) => `${i.Path}: ${i.Message}`).join('; ')}`, issues);
}

export const fileCategory = (c: CategoryRow, subs: SubcategoryRow[]): MenuCategory => ({
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

/**
 * A file entry with its `Hours` key even when it has none (the file leaves it out): changedFields compares the
 * keys of the entry after a change, so hours taken off would otherwise go unnoticed.
 */
export const withHoursKey = <T extends object>(entry: T): T & { Hours?: MenuHours } => ({
  Hours: undefined,
  ...entry,
});

/** What one change works with, inside its transaction: the menu, the transaction, and the version bump. */
export interface MenuTx {
  menu: MenuRepository;
  db: DbOrTx;
  bump: () => Promise<void>;
}

/** What the menu editor's changes share: the reads outside a change, and how a change runs. */
export interface MenuEditing {
  repo: MenuRepository;
  /**
   * Runs a change in one transaction with the brand row locked (ids are given out one at a time), then drops
   * this process's cached copy of the brand.
   */
  change: <T>(brand: BrandContext, work: (tx: MenuTx) => Promise<T>) => Promise<T>;
}

export function menuEditing(db: Db, onBrandChanged: (flavour: string) => void): MenuEditing {
  return {
    repo: createMenuRepository(db),
    async change<T>(brand: BrandContext, work: (tx: MenuTx) => Promise<T>): Promise<T> {
      const result = await db.transaction(async (tx) => {
        const office = createSettingsRepository(tx);
        if (!(await office.brandForUpdate(brand.id))) throw notFound('This brand was not found');
        return work({ menu: createMenuRepository(tx), db: tx, bump: () => office.updateBrand(brand.id) });
      });
      onBrandChanged(brand.flavour);
      return result;
    },
  };
}

/** A menu change's audit entry, in its transaction. */
export const menuAudit = (
  tx: DbOrTx,
  brand: BrandContext,
  actor: Actor,
  action: string,
  subject: string,
  diff: { before: unknown; after: unknown },
) => recordAudit(tx, { brandId: brand.id, actor, action, subject, ...diff });
