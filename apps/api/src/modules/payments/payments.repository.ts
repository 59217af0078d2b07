import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, payments, refunds, type PaymentStatus } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments and refunds, always with the brand's id. */
export function createPaymentsRepository(db: DbOrTx) {
  return {
    async insert(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db
        .insert(payments)
        .values(row)
        // The provider answered a retried create with the same payment: keep the row already written.
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: { updatedAt: sql`now()` },
        })
        .returning();
      return created!;
    },
    async find(brandId: number, paymentId: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.brandId, brandId), eq(payments.id, paymentId)));
      return row;
    },
    /** A payment by the provider's id (a webhook names no brand: the row does). */
    async findByRef(provider: PaymentRow['provider'], ref: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
      return row;
    },
    async ofOrder(brandId: number, orderId: number) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.brandId, brandId), eq(payments.orderId, orderId)))
        .orderBy(desc(payments.id));
    },
    /**
     * Moves a payment out of Pending once (a conditional UPDATE): of the webhook and the return check, the one
     * that gets the row back records the payment; the other finds nothing to do.
     */
    async settle(brandId: number, paymentId: number, to: Exclude<PaymentStatus, 'Pending'>) {
      const [row] = await db
        .update(payments)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(payments.brandId, brandId), eq(payments.id, paymentId), eq(payments.status, 'Pending')))
        .returning();
      return row;
    },
    async noteFailure(brandId: number, paymentId: number, message: string | null) {
      await db
        .update(payments)
        .set({ failureMessage: message, updatedAt: sql`now()` })
        .where(and(eq(payments.brandId, brandId), eq(payments.id, paymentId)));
    },
    /** Counts a payment into the order's paid amount; a PendingPayment order is released from its deadline. */
    async addPaid(brandId: number, orderId: number, pence: number) {
      await db
        .update(orders)
        .set({ paidPence: sql`${orders.paidPence} + ${pence}`, updatedAt: sql`now()` })
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
    },
    /** Card orders whose payment time ran out, oldest first, but for those in `passOver`. */
    async lapsed(now: Date, limit: number, passOver: readonly number[] = []) {
      return db
        .select({ brandId: orders.brandId, orderId: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'PendingPayment'),
            lt(orders.paymentDueBy, now),
            passOver.length > 0 ? notInArray(orders.id, [...passOver]) : undefined,
          ),
        )
        .orderBy(asc(orders.paymentDueBy))
        .limit(limit);
    },
    async setPayToken(brandId: number, orderId: number, hash: string) {
      await db
        .update(orders)
        .set({ payTokenHash: hash })
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
    },
    /** Locks the order's row until the commit (refunds of one order run one after another). */
    async lockOrder(brandId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
        .for('update');
      return row;
    },
    async refundedOf(brandId: number, paymentId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.brandId, brandId), eq(refunds.paymentId, paymentId)));
      return row?.total ?? 0;
    },
    async recordRefund(row: typeof refunds.$inferInsert) {
      const [created] = await db.insert(refunds).values(row).returning();
      const [order] = await db
        .update(orders)
        .set({ refundedPence: sql`${orders.refundedPence} + ${row.amountPence}`, updatedAt: sql`now()` })
        .where(and(eq(orders.brandId, row.brandId), eq(orders.id, row.orderId)))
        .returning();
      return { refund: created!, order: order! };
    },
    async refundsOf(brandId: number, orderId: number) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.brandId, brandId), eq(refunds.orderId, orderId)))
        .orderBy(asc(refunds.id));
    },
  };
}
