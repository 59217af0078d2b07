import { and, desc, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, orders, type OrderStatus } from '../../../db/schema';
import { linesOfOrder, linesOfOrders } from '../order-lines.repository';

const OPEN: OrderStatus[] = ['Placed', 'Accepted', 'Ready', 'OutForDelivery'];

/** Orders of one branch (a member of staff tied to it; ADR 0047), or of every branch when null. */
const ofBranch = (branchId: number | null) => (branchId === null ? undefined : eq(orders.branchId, branchId));

/** The board's reads and moves; orders always by brand. */
export function createBoardRepository(db: DbOrTx) {
  return {
    /** The board: open orders of any age and today's finished ones (24 h), newest first; unpaid card orders wait. */
    async boardOrders(brandId: number, branchId: number | null = null, limit = 200) {
      const list = await db
        .select({ order: orders, customer: customers })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .where(
          and(
            eq(orders.brandId, brandId),
            ofBranch(branchId),
            eq(orders.training, false),
            notInArray(orders.status, ['PendingPayment']),
            or(inArray(orders.status, OPEN), gte(orders.createdAt, sql`now() - interval '24 hours'`)),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const lines = await linesOfOrders(
        db,
        list.map((o) => o.order.id),
      );
      return list.map((row) => ({ ...row, lines: lines.filter((l) => l.orderId === row.order.id) }));
    },
    async boardOrder(brandId: number, orderId: number, branchId: number | null = null) {
      const [row] = await db
        .select({ order: orders, customer: customers })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId), ofBranch(branchId)));
      if (!row) return undefined;
      return { ...row, lines: await linesOfOrder(db, orderId) };
    },
    /**
     * Moves an order only if it is still in `from` (one conditional UPDATE: two staff clicking at once move
     * it once), writing what the move carries (preparation time, reason). Undefined when it had moved on.
     */
    async move(
      brandId: number,
      orderId: number,
      from: OrderStatus,
      to: OrderStatus,
      patch: Partial<Pick<typeof orders.$inferInsert, 'prepMinutes' | 'readyBy' | 'statusReason'>> = {},
    ) {
      const [row] = await db
        .update(orders)
        .set({ ...patch, status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      return row;
    },
  };
}
export type BoardRepository = ReturnType<typeof createBoardRepository>;
