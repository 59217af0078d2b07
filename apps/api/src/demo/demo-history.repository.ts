import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, favourites, giftCards, orders, products, recipes } from '../db/schema';

/** The reads the demo history needs beyond the services it orders through. */
export function createDemoHistoryRepository(db: DbOrTx) {
  return {
    /** The demo customer's id, when the account exists and has no past yet (no order, no favourite). */
    async freshCustomer(brandId: number, email: string): Promise<number | undefined> {
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(customers.email, email)));
      if (!customer) return undefined;
      const [ordered] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customer.id)))
        .limit(1);
      if (ordered) return undefined;
      const [liked] = await db
        .select({ id: favourites.customerId })
        .from(favourites)
        .where(and(eq(favourites.brandId, brandId), eq(favourites.customerId, customer.id)))
        .limit(1);
      return liked ? undefined : customer.id;
    },

    /** Up to `n` recipes or products on the menu, first by id; `stock`: only those with at least that many left. */
    async candidates(brandId: number, kind: 'recipe' | 'product', n: number, stock = 0): Promise<number[]> {
      const table = kind === 'recipe' ? recipes : products;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.brandId, brandId),
            eq(table.hidden, false),
            ...(stock > 0 ? [eq(table.outOfStock, false), gte(table.stock, stock)] : []),
          ),
        )
        .orderBy(asc(table.id))
        .limit(n);
      return rows.map((r) => r.id);
    },

    async giftCardCode(giftCardId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: giftCards.code })
        .from(giftCards)
        .where(eq(giftCards.id, giftCardId));
      return row?.code ?? null;
    },
  };
}
