import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines } from '../../db/schema';

/** An order's lines, in the order they were written. */
export function linesOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The lines of several orders in one query, each order's in the order they were written. */
export async function linesOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id);
}
