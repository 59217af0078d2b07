import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, enquiries, products, staff } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;

/** Every query names its brand: a lead of one brand is never read or changed through another. */
export function createEnquiriesRepository(db: DbOrTx) {
  return {
    async product(brandId: number, productId: number) {
      const [row] = await db
        .select({ id: products.id, title: products.title })
        .from(products)
        .where(and(eq(products.brandId, brandId), eq(products.id, productId), eq(products.hidden, false)))
        .limit(1);
      return row;
    },
    /** Where the dealer reads enquiries: its branches' addresses, else its owners'. */
    async dealerAddresses(brandId: number): Promise<string[]> {
      const fromBranches = await db
        .select({ email: branches.email })
        .from(branches)
        .where(and(eq(branches.brandId, brandId), ne(branches.email, '')))
        .orderBy(asc(branches.id))
        .limit(1);
      if (fromBranches.length) return fromBranches.map((b) => b.email);
      const owners = await db
        .select({ email: staff.email })
        .from(staff)
        .where(and(eq(staff.brandId, brandId), eq(staff.role, 'BrandOwner')))
        .orderBy(asc(staff.id));
      return owners.map((o) => o.email);
    },
    async insert(values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
      const [row] = await db.insert(enquiries).values(values).returning();
      return row!;
    },
    list(brandId: number, limit = 200) {
      return db
        .select()
        .from(enquiries)
        .where(eq(enquiries.brandId, brandId))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(limit);
    },
    /** An unchanged status is no change: the lead keeps its UpdatedAt. */
    async setStatus(brandId: number, id: number, status: EnquiryRow['status']) {
      const lead = and(eq(enquiries.brandId, brandId), eq(enquiries.id, id));
      const [row] = await db
        .update(enquiries)
        .set({ status, updatedAt: new Date() })
        .where(and(lead, ne(enquiries.status, status)))
        .returning();
      if (row) return row;
      const [unchanged] = await db.select().from(enquiries).where(lead).limit(1);
      return unchanged;
    },
  };
}
