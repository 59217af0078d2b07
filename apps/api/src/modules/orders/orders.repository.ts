import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, products, recipes } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Orders and stock, scoped to the brand in every query. */
export function createOrdersRepository(db: DbOrTx) {
  return {
    /**
     * Takes `quantity` from an item's stock only if that much is left (one conditional UPDATE, so concurrent
     * orders can never take the last unit twice; the CHECK constraint backs it). Undefined when not enough.
     */
    async takeStock(
      brandId: number,
      kind: 'recipe' | 'product',
      id: number,
      quantity: number,
    ): Promise<number | undefined> {
      const table = kind === 'recipe' ? recipes : products;
      const [row] = await db
        .update(table)
        .set({ stock: sql`${table.stock} - ${quantity}` })
        .where(and(eq(table.brandId, brandId), eq(table.id, id), gte(table.stock, quantity)))
        .returning({ stock: table.stock });
      return row?.stock;
    },
    async stockOf(brandId: number, kind: 'recipe' | 'product', id: number): Promise<number> {
      const table = kind === 'recipe' ? recipes : products;
      const [row] = await db
        .select({ stock: table.stock })
        .from(table)
        .where(and(eq(table.brandId, brandId), eq(table.id, id)));
      return row?.stock ?? 0;
    },
    async insert(
      order: typeof orders.$inferInsert,
      lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
    ) {
      const [created] = await db.insert(orders).values(order).returning();
      const inserted = await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: created!.id })))
        .returning();
      return { order: created!, lines: inserted };
    },
    async findForCustomer(brandId: number, customerId: number, orderId: number) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId), eq(orders.id, orderId)));
      if (!order) return undefined;
      return {
        order,
        lines: await db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(orderLines.id),
      };
    },
    async listForCustomer(brandId: number, customerId: number, limit = 50) {
      const list = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const lines = list.length
        ? await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                list.map((o) => o.id),
              ),
            )
            .orderBy(orderLines.id)
        : [];
      return list.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
    },
  };
}
