import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  customers,
  orders,
  personEmailSql,
  promoCodeCounts,
  promoCodeUses,
  referrals,
  rewardEntries,
  rewardMembers,
} from '../../db/schema';

export type RewardKind = (typeof rewardEntries.$inferInsert)['kind'];

/** Promo code uses, the points ledger and referrals; every query names its brand. */
export function createLoyaltyRepository(db: DbOrTx) {
  return {
    async loyaltyOf(brandId: number) {
      const [row] = await db.select({ loyalty: brands.loyalty }).from(brands).where(eq(brands.id, brandId));
      return row?.loyalty ?? null;
    },

    /** How often a code has been used in all. */
    async promoUses(brandId: number, code: string): Promise<number> {
      const [row] = await db
        .select({ uses: promoCodeCounts.uses })
        .from(promoCodeCounts)
        .where(and(eq(promoCodeCounts.brandId, brandId), eq(promoCodeCounts.code, code)));
      return row?.uses ?? 0;
    },
    /**
     * What a person's earlier orders at the brand say, for per-person codes: whether there is any that was not
     * cancelled (training orders aside), and whether one of them used `code`. The person is the account, its
     * email and a guest's email alike, each read as `personEmail` reads it (`email` is already so read).
     */
    async earlierOrders(
      brandId: number,
      person: { customerId: number | null; email: string },
      code: string,
      exceptOrderId = 0,
    ): Promise<{ ordered: boolean; usedCode: boolean }> {
      const sameEmail = db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(personEmailSql(customers.email), person.email)));
      const [row] = await db
        .select({
          ordered: sql<number>`count(*)::int`,
          usedCode: sql<number>`count(*) filter (where ${orders.promoCode} = ${code})::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.brandId, brandId),
            ne(orders.id, exceptOrderId),
            ne(orders.status, 'Cancelled'),
            eq(orders.training, false),
            or(
              person.customerId === null ? undefined : eq(orders.customerId, person.customerId),
              eq(personEmailSql(orders.guestEmail), person.email),
              inArray(orders.customerId, sameEmail),
            ),
          ),
        );
      return { ordered: (row?.ordered ?? 0) > 0, usedCode: (row?.usedCode ?? 0) > 0 };
    },
    /**
     * Holds a lock on a person (their email as `personEmail` reads it) at the brand until the transaction ends:
     * two orders of one person using a per-person code check and commit one after the other.
     */
    async lockPerson(brandId: number, email: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${brandId}, hashtext(${`promo-person:${email}`}))`);
    },
    /** A customer's account email (the person a signed-in order counts against). */
    async customerEmail(brandId: number, customerId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: customers.email })
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, customerId)));
      return row?.email;
    },
    /**
     * Counts one more use of a code unless it has reached `max`: one upsert whose update only happens while
     * `uses < max`, so concurrent orders queue on the row and the (max+1)th gets nothing back.
     */
    async takePromoUse(brandId: number, code: string, max: number): Promise<boolean> {
      const rows = await db
        .insert(promoCodeCounts)
        .values({ brandId, code, uses: 1 })
        .onConflictDoUpdate({
          target: [promoCodeCounts.brandId, promoCodeCounts.code],
          set: { uses: sql`${promoCodeCounts.uses} + 1` },
          setWhere: sql`${promoCodeCounts.uses} < ${max}`,
        })
        .returning({ uses: promoCodeCounts.uses });
      return rows.length > 0;
    },
    /** Records an order's use of a code (given back if the order is cancelled). */
    async recordPromoUse(use: typeof promoCodeUses.$inferInsert): Promise<void> {
      await db.insert(promoCodeUses).values(use);
    },

    async member(brandId: number, customerId: number) {
      const [row] = await db
        .select()
        .from(rewardMembers)
        .where(and(eq(rewardMembers.brandId, brandId), eq(rewardMembers.customerId, customerId)));
      return row;
    },
    /** The member's row, locked until the transaction ends: spending points runs one at a time per member. */
    async lockMember(brandId: number, customerId: number) {
      const [row] = await db
        .select()
        .from(rewardMembers)
        .where(and(eq(rewardMembers.brandId, brandId), eq(rewardMembers.customerId, customerId)))
        .for('update');
      return row;
    },
    async join(brandId: number, customerId: number, referralToken: string): Promise<boolean> {
      const rows = await db
        .insert(rewardMembers)
        .values({ brandId, customerId, referralToken })
        .onConflictDoNothing()
        .returning({ customerId: rewardMembers.customerId });
      return rows.length > 0;
    },
    async memberByToken(brandId: number, token: string) {
      const [row] = await db
        .select({ customerId: rewardMembers.customerId, firstName: customers.firstName })
        .from(rewardMembers)
        .innerJoin(customers, eq(customers.id, rewardMembers.customerId))
        .where(
          and(
            eq(rewardMembers.brandId, brandId),
            eq(rewardMembers.referralToken, token),
            isNull(customers.deletedAt),
          ),
        );
      return row;
    },

    async balance(brandId: number, customerId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string | null>`sum(${rewardEntries.points})` })
        .from(rewardEntries)
        .where(and(eq(rewardEntries.brandId, brandId), eq(rewardEntries.customerId, customerId)));
      return Number(row?.sum ?? 0);
    },
    /**
     * Adds a ledger entry dated when it happened (the service's clock); false when the same kind was already
     * recorded for this member and order.
     */
    async addEntry(entry: Omit<typeof rewardEntries.$inferInsert, 'createdAt'>, at: Date): Promise<boolean> {
      const rows = await db
        .insert(rewardEntries)
        .values({ ...entry, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: rewardEntries.id });
      return rows.length > 0;
    },
    /** The points an order spent, per customer (normally one). */
    async redeemedFor(brandId: number, orderId: number) {
      return db
        .select({ customerId: rewardEntries.customerId, points: rewardEntries.points })
        .from(rewardEntries)
        .where(
          and(
            eq(rewardEntries.brandId, brandId),
            eq(rewardEntries.orderId, orderId),
            eq(rewardEntries.kind, 'Redeemed'),
          ),
        );
    },
    /** Forgets an order's promo code uses (the customer may use the code again); returns their codes. */
    async dropPromoUses(brandId: number, orderId: number): Promise<string[]> {
      const rows = await db
        .delete(promoCodeUses)
        .where(and(eq(promoCodeUses.brandId, brandId), eq(promoCodeUses.orderId, orderId)))
        .returning({ code: promoCodeUses.code });
      return rows.map((r) => r.code);
    },
    /** One use of a code less in its total (never below zero). */
    async givePromoUseBack(brandId: number, code: string): Promise<void> {
      await db
        .update(promoCodeCounts)
        .set({ uses: sql`${promoCodeCounts.uses} - 1` })
        .where(
          and(
            eq(promoCodeCounts.brandId, brandId),
            eq(promoCodeCounts.code, code),
            sql`${promoCodeCounts.uses} > 0`,
          ),
        );
    },
    async history(brandId: number, customerId: number, limit = 50) {
      return db
        .select()
        .from(rewardEntries)
        .where(and(eq(rewardEntries.brandId, brandId), eq(rewardEntries.customerId, customerId)))
        .orderBy(desc(rewardEntries.createdAt), desc(rewardEntries.id))
        .limit(limit);
    },

    async order(brandId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
      return row;
    },
    /** Marks an order in progress Completed (one conditional update); undefined when it was not in progress. */
    async complete(brandId: number, orderId: number) {
      const [row] = await db
        .update(orders)
        .set({ status: 'Completed', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.brandId, brandId),
            eq(orders.id, orderId),
            inArray(orders.status, ['Placed', 'Accepted', 'Ready', 'OutForDelivery']),
          ),
        )
        .returning();
      return row;
    },
    async ordersOf(brandId: number, customerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)));
      return row?.n ?? 0;
    },

    async addReferral(brandId: number, friendId: number, referrerId: number): Promise<boolean> {
      const rows = await db
        .insert(referrals)
        .values({ brandId, friendId, referrerId })
        .onConflictDoNothing()
        .returning({ friendId: referrals.friendId });
      return rows.length > 0;
    },
    /** Marks a friend's referral rewarded, once (conditional update); the referrer's id when it was this call. */
    async rewardReferral(brandId: number, friendId: number): Promise<number | undefined> {
      const [row] = await db
        .update(referrals)
        .set({ rewardedAt: sql`now()` })
        .where(
          and(eq(referrals.brandId, brandId), eq(referrals.friendId, friendId), isNull(referrals.rewardedAt)),
        )
        .returning({ referrerId: referrals.referrerId });
      return row?.referrerId;
    },
  };
}
export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
