import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftCardEntries, giftCards, orders } from '../../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** Gift cards and their ledger; every query names its brand (a webhook's lookup by provider ref excepted). */
export function createGiftCardsRepository(db: DbOrTx) {
  const entry = (row: typeof giftCardEntries.$inferInsert) => db.insert(giftCardEntries).values(row);

  return {
    async insert(row: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
      const [created] = await db.insert(giftCards).values(row).returning();
      return created!;
    },
    async find(brandId: number, id: number) {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.brandId, brandId), eq(giftCards.id, id)));
      return row;
    },
    /** The active cards a customer bought or was sent (their account's email), newest first. */
    async mine(brandId: number, customerId: number, email: string) {
      return db
        .select()
        .from(giftCards)
        .where(
          and(
            eq(giftCards.brandId, brandId),
            eq(giftCards.status, 'Active'),
            or(
              eq(giftCards.purchaserCustomerId, customerId),
              sql`lower(${giftCards.recipientEmail}) = ${email.toLowerCase()}`,
            ),
          ),
        )
        .orderBy(desc(giftCards.id))
        .limit(50);
    },
    async byCode(brandId: number, code: string) {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.brandId, brandId), eq(giftCards.code, code)));
      return row;
    },
    /** A purchase by the provider's payment id (a webhook names no brand: the row does). */
    async byRef(provider: GiftCardRow['provider'], ref: string) {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.provider, provider), eq(giftCards.providerRef, ref)));
      return row;
    },
    async noteFailure(brandId: number, id: number, message: string | null) {
      await db
        .update(giftCards)
        .set({ failureMessage: message })
        .where(and(eq(giftCards.brandId, brandId), eq(giftCards.id, id)));
    },
    /**
     * Moves a paid purchase from PendingPayment to Active with its whole amount as balance, once (a conditional
     * update: of the webhook and the buyer's check, only one gets the row back), and writes the Issued entry.
     */
    async activate(brandId: number, id: number, expiresAt: Date | null) {
      const [row] = await db
        .update(giftCards)
        .set({
          status: 'Active',
          balancePence: sql`${giftCards.initialPence}`,
          activatedAt: sql`now()`,
          expiresAt,
          failureMessage: null,
        })
        .where(
          and(eq(giftCards.brandId, brandId), eq(giftCards.id, id), eq(giftCards.status, 'PendingPayment')),
        )
        .returning();
      if (row) await entry({ brandId, giftCardId: id, amountPence: row.initialPence, kind: 'Issued' });
      return row;
    },
    async cancelPurchase(brandId: number, id: number) {
      await db
        .update(giftCards)
        .set({ status: 'Cancelled' })
        .where(
          and(eq(giftCards.brandId, brandId), eq(giftCards.id, id), eq(giftCards.status, 'PendingPayment')),
        );
    },
    /**
     * Spends `pence` from an active, unexpired card for an order: one conditional update that only happens
     * while the balance covers it, so concurrent orders queue on the row and none can take the balance below
     * zero; the Redeemed entry is written beside it. Undefined when the card no longer covers the amount.
     */
    async debit(brandId: number, id: number, pence: number, orderId: number, at: Date) {
      const [row] = await db
        .update(giftCards)
        .set({ balancePence: sql`${giftCards.balancePence} - ${pence}` })
        .where(
          and(
            eq(giftCards.brandId, brandId),
            eq(giftCards.id, id),
            eq(giftCards.status, 'Active'),
            sql`${giftCards.balancePence} >= ${pence}`,
            or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, at)),
          ),
        )
        .returning({ balancePence: giftCards.balancePence });
      if (row) await entry({ brandId, giftCardId: id, amountPence: -pence, kind: 'Redeemed', orderId });
      return row;
    },
    /** Gives `pence` back to a card from an order (cancelled, or made cheaper), with its Returned entry. */
    async credit(brandId: number, id: number, pence: number, orderId: number) {
      await db
        .update(giftCards)
        .set({ balancePence: sql`${giftCards.balancePence} + ${pence}` })
        .where(and(eq(giftCards.brandId, brandId), eq(giftCards.id, id)));
      await entry({ brandId, giftCardId: id, amountPence: pence, kind: 'Returned', orderId });
    },
    /** What an order has spent from its card so far, net of what was given back. */
    async spentBy(brandId: number, orderId: number, giftCardId: number): Promise<number> {
      const [row] = await db
        .select({ net: sql<number>`coalesce(-sum(${giftCardEntries.amountPence}), 0)::int` })
        .from(giftCardEntries)
        .where(
          and(
            eq(giftCardEntries.brandId, brandId),
            eq(giftCardEntries.giftCardId, giftCardId),
            eq(giftCardEntries.orderId, orderId),
          ),
        );
      return row?.net ?? 0;
    },
    /** The order's gift card and what it should have paid, the order's row locked until the commit. */
    async lockOrder(brandId: number, orderId: number) {
      const [row] = await db
        .select({
          status: orders.status,
          giftCardId: orders.giftCardId,
          giftCardPence: orders.giftCardPence,
        })
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
        .for('update');
      return row;
    },
    async ledgerSum(brandId: number, giftCardId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${giftCardEntries.amountPence}), 0)::int` })
        .from(giftCardEntries)
        .where(and(eq(giftCardEntries.brandId, brandId), eq(giftCardEntries.giftCardId, giftCardId)));
      return row?.sum ?? 0;
    },
  };
}
export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
