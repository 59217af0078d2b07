import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  branches,
  brands,
  categories,
  customers,
  events,
  products,
  recipes,
  subcategories,
} from '../../db/schema';
import { brandCategories } from '../menu/menu-editor.repository';
import type { BrandRows, StoredBrand } from './brand-file.mapper';

/** Rows per INSERT: PostgreSQL allows 65,535 parameters in one statement. */
const CHUNK = 1000;

/** `SET col = excluded.col` for every column but the key, for an upsert. */
function excludedSet(table: PgTable, keep: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)))
    if (!keep.includes(key)) set[key] = sql`excluded.${sql.identifier(column.name)}`;
  return set;
}

async function upsertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: PgTable['_']['columns'][string][],
) {
  const set = excludedSet(table, ['brandId', 'id']);
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target, set });
}

/** Deletes the brand's rows of `table` whose id is not among `kept` (one array parameter, whatever the count). */
async function deleteMissing(
  tx: Tx,
  table: PgTable & { brandId: PgTable['_']['columns'][string]; id: PgTable['_']['columns'][string] },
  brandId: number,
  kept: { id: number }[],
) {
  const ids = `{${kept.map((row) => row.id).join(',')}}`;
  await tx.delete(table).where(and(eq(table.brandId, brandId), sql`not (${table.id} = any(${ids}::int[]))`));
}

/** Customers upserted by email (case-insensitive); accounts not in the file are kept. */
async function upsertCustomers(tx: Tx, brandId: number, list: BrandRows['customers']): Promise<void> {
  const existing = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.brandId, brandId));
  const byEmail = new Map(existing.map((c) => [c.email.toLowerCase(), c.id]));
  for (const customer of list) {
    const id = byEmail.get(customer.email.toLowerCase());
    if (id === undefined) await tx.insert(customers).values(customer);
    else
      await tx
        .update(customers)
        .set(customer)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, id)));
  }
}

export function createBrandFileRepository() {
  return {
    /**
     * Replaces a brand's configuration and catalogue with the given rows, keeping ids stable (so favourites of
     * items that stay keep pointing at them) and deleting what the file no longer has. Customers are upserted
     * by email; accounts not in the file are kept.
     */
    async writeBrand(tx: Tx, rows: BrandRows): Promise<void> {
      const brandId = rows.brand.id;
      await tx
        .insert(brands)
        .values({ ...rows.brand, version: 1 })
        .onConflictDoUpdate({
          target: brands.id,
          set: { ...rows.brand, version: sql`${brands.version} + 1`, updatedAt: sql`now()` },
        });
      await upsertAll(tx, categories, rows.categories, [categories.brandId, categories.id]);
      await upsertAll(tx, subcategories, rows.subcategories, [subcategories.brandId, subcategories.id]);
      await upsertAll(tx, recipes, rows.recipes, [recipes.brandId, recipes.id]);
      await upsertAll(tx, products, rows.products, [products.brandId, products.id]);
      await upsertAll(tx, branches, rows.branches, [branches.brandId, branches.id]);
      // Seats already sold stay sold: a re-import changes an event's details, never its count of seats taken.
      if (rows.events.length > 0)
        await tx
          .insert(events)
          .values(rows.events)
          .onConflictDoUpdate({
            target: [events.brandId, events.id],
            set: excludedSet(events, ['brandId', 'id', 'seatsTaken']),
          });
      await deleteMissing(tx, events, brandId, rows.events);
      await deleteMissing(tx, recipes, brandId, rows.recipes);
      await deleteMissing(tx, products, brandId, rows.products);
      await deleteMissing(tx, branches, brandId, rows.branches);
      await deleteMissing(tx, subcategories, brandId, rows.subcategories);
      await deleteMissing(tx, categories, brandId, rows.categories);

      await upsertCustomers(tx, brandId, rows.customers);
    },

    /**
     * After an import, vacuums and analyzes the catalogue tables (outside any transaction). Without fresh
     * statistics the planner misjudges search and list queries badly after a large import; and GIN indexes
     * (search, migration 0003) keep new entries in a pending list that every search scans until a vacuum
     * merges it. PostgreSQL's autovacuum would catch up within a minute or so; PGlite has no autovacuum.
     */
    async vacuumAnalyze(db: Db): Promise<void> {
      await db.execute(
        sql`vacuum (analyze) ${categories}, ${subcategories}, ${recipes}, ${products}, ${sql.identifier('search_words')}`,
      );
    },

    async readBrand(db: DbOrTx, brandId: number): Promise<StoredBrand | undefined> {
      const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
      if (!brand) return undefined;
      return {
        brand,
        ...(await brandCategories(db, brandId)),
        recipes: await db
          .select()
          .from(recipes)
          .where(eq(recipes.brandId, brandId))
          .orderBy(asc(recipes.sort), asc(recipes.id)),
        products: await db
          .select()
          .from(products)
          .where(eq(products.brandId, brandId))
          .orderBy(asc(products.sort), asc(products.id)),
        branches: await db
          .select()
          .from(branches)
          .where(eq(branches.brandId, brandId))
          .orderBy(asc(branches.id)),
        events: await db.select().from(events).where(eq(events.brandId, brandId)).orderBy(asc(events.id)),
        // An erased account (deleted by its customer) has no personal data left to move: it is not exported,
        // and an import keeps the anonymised row that its orders name.
        customers: await db
          .select()
          .from(customers)
          .where(and(eq(customers.brandId, brandId), isNull(customers.deletedAt)))
          .orderBy(asc(customers.id)),
      };
    },
  };
}
