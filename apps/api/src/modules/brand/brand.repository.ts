import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BrandBranch } from '../../lib/brand-context';
import { branches, brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;

/** A brand's branches as ordering and the hours screen read them, lowest id first (lockable with `.for`). */
export const selectBranches = (db: DbOrTx, brandId: number) =>
  db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      openingHours: branches.openingHours,
      leadTimes: branches.leadTimes,
      dineInTables: branches.dineInTables,
    })
    .from(branches)
    .where(eq(branches.brandId, brandId))
    .orderBy(asc(branches.id));

export function createBrandRepository(db: DbOrTx) {
  return {
    async findByFlavour(flavour: string): Promise<BrandRow | undefined> {
      const rows = await db.select().from(brands).where(eq(brands.flavour, flavour)).limit(1);
      return rows[0];
    },
    /** The branches an order may name, lowest id first. */
    async branches(brandId: number): Promise<BrandBranch[]> {
      return selectBranches(db, brandId);
    },
    async findById(id: number): Promise<BrandRow | undefined> {
      const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
      return rows[0];
    },
    /** Every brand's flavour, oldest brand first (the origin's robots.txt). */
    async flavours(): Promise<string[]> {
      const rows = await db.select({ flavour: brands.flavour }).from(brands).orderBy(asc(brands.id));
      return rows.map((row) => row.flavour);
    },
    async count(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
      return rows[0]?.n ?? 0;
    },
    /** Every brand with the size of its catalogue, for the CLI's list. */
    async listWithCounts() {
      return db
        .select({
          id: brands.id,
          flavour: brands.flavour,
          name: brands.name,
          version: brands.version,
          categories: sql<number>`(select count(*)::int from categories c where c.brand_id = brands.id)`,
          recipes: sql<number>`(select count(*)::int from recipes r where r.brand_id = brands.id)`,
          products: sql<number>`(select count(*)::int from products p where p.brand_id = brands.id)`,
          customers: sql<number>`(select count(*)::int from customers u where u.brand_id = brands.id)`,
        })
        .from(brands)
        .orderBy(brands.id);
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
