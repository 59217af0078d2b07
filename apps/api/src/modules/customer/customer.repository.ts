import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, marketingSuppressions } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** Customer accounts; every query is scoped to its brand. */
export function createCustomerRepository(db: DbOrTx) {
  return {
    async findByEmail(brandId: number, email: string): Promise<CustomerRow | undefined> {
      const rows = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.brandId, brandId),
            sql`lower(${customers.email}) = lower(${email})`,
            isNull(customers.deletedAt),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async insert(row: typeof customers.$inferInsert): Promise<CustomerRow> {
      const [created] = await db.insert(customers).values(row).returning();
      return created!;
    },
    async update(
      brandId: number,
      id: number,
      changes: Partial<typeof customers.$inferInsert>,
    ): Promise<CustomerRow | undefined> {
      const [updated] = await db
        .update(customers)
        .set(changes)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, id), isNull(customers.deletedAt)))
        .returning();
      return updated;
    },
    async isSuppressed(brandId: number, contact: string): Promise<boolean> {
      const rows = await db
        .select({ contact: marketingSuppressions.contact })
        .from(marketingSuppressions)
        .where(
          and(
            eq(marketingSuppressions.brandId, brandId),
            eq(marketingSuppressions.contact, contact.toLowerCase()),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async findById(brandId: number, id: number): Promise<CustomerRow | undefined> {
      const rows = await db
        .select()
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, id), isNull(customers.deletedAt)))
        .limit(1);
      return rows[0];
    },
    /** The account's session generation (access tokens signed in an earlier one are refused); none when gone. */
    async sessionGeneration(brandId: number, id: number): Promise<number | undefined> {
      const rows = await db
        .select({ generation: customers.sessionGeneration })
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, id), isNull(customers.deletedAt)))
        .limit(1);
      return rows[0]?.generation;
    },
    /** Turns marketing off for any account of the brand with this email or mobile; returns how many matched. */
    async optOut(brandId: number, contact: string): Promise<number> {
      const digits = contact.replace(/[^\d+]/g, '');
      const rows = await db
        .update(customers)
        .set({ marketingOptIn: false })
        .where(
          and(
            eq(customers.brandId, brandId),
            or(
              sql`lower(${customers.email}) = lower(${contact})`,
              digits.length >= 7
                ? sql`regexp_replace(coalesce(${customers.mobile}, ''), '[^0-9+]', '', 'g') = ${digits}`
                : undefined,
            ),
          ),
        )
        .returning({ id: customers.id });
      return rows.length;
    },
    /** Remembers the opt-out even when no account matches, so a later sign-up starts unsubscribed. */
    async suppress(brandId: number, contact: string): Promise<void> {
      await db
        .insert(marketingSuppressions)
        .values({ brandId, contact: contact.toLowerCase() })
        .onConflictDoNothing();
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
