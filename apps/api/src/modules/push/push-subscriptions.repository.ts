import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** A browser's subscription as the push service needs it. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Whose a subscription is: one order's customer, or a member of staff (for the brand's new orders). */
export type PushOwner = { orderId: number } | { staffId: number };

const ownedBy = (brandId: number, owner: PushOwner) =>
  and(
    eq(pushSubscriptions.brandId, brandId),
    'orderId' in owner
      ? eq(pushSubscriptions.orderId, owner.orderId)
      : eq(pushSubscriptions.staffId, owner.staffId),
  );

/** Push subscriptions: kept, looked up, removed; and the messages to them queued in the outbox. */
export function createPushSubscriptionsRepository(db: DbOrTx) {
  return {
    /**
     * Keeps a browser's subscription for its owner (a browser subscribing again has its keys updated), then
     * drops the owner's oldest beyond `keep`.
     */
    async save(brandId: number, owner: PushOwner, subscription: StoredSubscription, keep: number) {
      const values = { brandId, ...subscription, ...owner };
      const keys = { p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` };
      await db.transaction(async (tx) => {
        if ('orderId' in owner)
          await tx
            .insert(pushSubscriptions)
            .values(values)
            .onConflictDoUpdate({
              target: [pushSubscriptions.orderId, pushSubscriptions.endpoint],
              targetWhere: sql`${pushSubscriptions.orderId} is not null`,
              set: keys,
            });
        else
          await tx
            .insert(pushSubscriptions)
            .values(values)
            .onConflictDoUpdate({
              target: [pushSubscriptions.brandId, pushSubscriptions.staffId, pushSubscriptions.endpoint],
              targetWhere: sql`${pushSubscriptions.staffId} is not null`,
              set: keys,
            });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(ownedBy(brandId, owner))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(keep);
        await tx
          .delete(pushSubscriptions)
          .where(and(ownedBy(brandId, owner), notInArray(pushSubscriptions.id, newest)));
      });
    },

    /** Whether the owner has this browser's subscription. */
    async has(brandId: number, owner: PushOwner, endpoint: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(ownedBy(brandId, owner), eq(pushSubscriptions.endpoint, endpoint)));
      return row !== undefined;
    },

    /** Forgets the owner's subscription of this browser (messages queued to it go with it). */
    async remove(brandId: number, owner: PushOwner, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(ownedBy(brandId, owner), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The subscription a queued message goes to, as it is now; undefined once it was removed. */
    async byId(brandId: number, id: number): Promise<StoredSubscription | undefined> {
      const [row] = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.brandId, brandId), eq(pushSubscriptions.id, id)));
      return row;
    },

    /**
     * Forgets a browser the push service says is gone, for every order and member of staff of the brand it was
     * kept for; the messages queued to it go with it.
     */
    async removeEndpoint(brandId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.brandId, brandId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Queues a message to each of an order's customer's browsers (one statement, in the changing transaction). */
    async queueToOrder(brandId: number, orderId: number, message: { type: string; payload: string }) {
      await db.execute(sql`
        insert into outbox (brand_id, kind, recipient, payload, event_type, subscription_id)
        select p.brand_id, 'push', p.endpoint, ${message.payload}, ${message.type}, p.id
        from push_subscriptions p
        where p.brand_id = ${brandId} and p.order_id = ${orderId}`);
    },

    /**
     * Queues a message to the browsers of the brand's staff who work the order's branch (ADR 0047: staff tied to
     * a branch see only its orders; a branchless order is for staff of every branch), still active and still
     * of the brand.
     */
    async queueToStaff(brandId: number, branchId: number | null, message: { type: string; payload: string }) {
      await db.execute(sql`
        insert into outbox (brand_id, kind, recipient, payload, event_type, subscription_id)
        select p.brand_id, 'push', p.endpoint, ${message.payload}, ${message.type}, p.id
        from push_subscriptions p
        join staff s on s.id = p.staff_id
        where p.brand_id = ${brandId}
          and s.disabled_at is null
          and (s.brand_id = ${brandId} or s.role = 'PlatformAdmin')
          and (s.branch_id is null or s.branch_id = ${branchId}::integer)`);
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
