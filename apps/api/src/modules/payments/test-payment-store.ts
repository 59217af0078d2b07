import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { testProviderPayments } from '../../db/schema';
import type { TestPayment, TestPaymentStore } from './test-provider';

type Row = typeof testProviderPayments.$inferSelect;

const toPayment = (row: Row): TestPayment => ({
  ref: row.ref,
  clientSecret: row.clientSecret,
  status: row.status,
  amountPence: row.amountPence,
  refundedPence: row.refundedPence,
  awaitingAction: row.awaitingAction,
  failureMessage: row.failureMessage,
});

/**
 * The test provider's payments in the database (table test_provider_payments): the provider's own records, as
 * Stripe's servers keep theirs, found by reference or client secret. An update is conditional on the state it
 * was read in, so two processes moving one payment at once move it once.
 */
export function databaseTestPaymentStore(db: DbOrTx): TestPaymentStore {
  const t = testProviderPayments;
  return {
    async insert(payment) {
      await db.insert(t).values(payment);
    },
    async byRef(ref) {
      const [row] = await db.select().from(t).where(eq(t.ref, ref));
      return row && toPayment(row);
    },
    async bySecret(clientSecret) {
      const [row] = await db.select().from(t).where(eq(t.clientSecret, clientSecret));
      return row && toPayment(row);
    },
    async update(next, read) {
      const rows = await db
        .update(t)
        .set({
          status: next.status,
          refundedPence: next.refundedPence,
          awaitingAction: next.awaitingAction,
          failureMessage: next.failureMessage,
        })
        .where(
          and(
            eq(t.ref, next.ref),
            eq(t.status, read.status),
            eq(t.refundedPence, read.refundedPence),
            eq(t.awaitingAction, read.awaitingAction),
          ),
        )
        .returning({ ref: t.ref });
      return rows.length > 0;
    },
  };
}
