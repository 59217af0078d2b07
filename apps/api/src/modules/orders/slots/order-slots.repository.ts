import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderSlots, orders } from '../../../db/schema';

/**
 * The orders due in each 15-minute slot of a brand (order_slots, kept by the triggers of migration 0023 at each
 * commit); every query takes the brand.
 */
export function createOrderSlotsRepository(db: DbOrTx) {
  return {
    /** The slots starting in [from, to) that hold at least `atLeast` orders, with their counts, in order. */
    async fullSlots(brandId: number, from: Date, to: Date, atLeast: number) {
      return db
        .select({ slotStart: orderSlots.slotStart, orders: orderSlots.orders })
        .from(orderSlots)
        .where(
          and(
            eq(orderSlots.brandId, brandId),
            gte(orderSlots.slotStart, from),
            lt(orderSlots.slotStart, to),
            gte(orderSlots.orders, atLeast),
          ),
        )
        .orderBy(asc(orderSlots.slotStart));
    },

    /**
     * Locks a slot's row until the transaction ends (created at 0 when the slot has no order yet, so the first
     * place in an empty slot is locked too) and answers how many committed orders it holds. A second order for
     * the same slot waits here until the first commits, then reads the count with it. One statement when the
     * row exists (every order after a slot's first): it runs while the order holds its stock rows.
     */
    async lockSlot(brandId: number, slotStart: Date): Promise<number> {
      const locked = () =>
        db
          .select({ orders: orderSlots.orders })
          .from(orderSlots)
          .where(and(eq(orderSlots.brandId, brandId), eq(orderSlots.slotStart, slotStart)))
          .for('update');
      const [row] = await locked();
      if (row) return row.orders;
      await db
        .insert(orderSlots)
        .values({ brandId, slotStart, orders: 0 })
        .onConflictDoNothing({ target: [orderSlots.brandId, orderSlots.slotStart] });
      return (await locked())[0]?.orders ?? 0;
    },

    /** Moves an order's due time (an ASAP order whose slot filled while it was being placed). */
    async setDueAt(brandId: number, orderId: number, dueAt: Date): Promise<void> {
      await db
        .update(orders)
        .set({ dueAt, updatedAt: sql`now()` })
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
    },
  };
}
export type OrderSlotsRepository = ReturnType<typeof createOrderSlotsRepository>;
