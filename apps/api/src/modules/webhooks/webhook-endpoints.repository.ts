import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, outboxAttempts, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointValues = Pick<EndpointRow, 'url' | 'events' | 'description'>;

/** What the delivery log shows of an outbox row. */
const deliveryColumns = {
  id: outbox.id,
  endpointId: outbox.endpointId,
  eventId: outbox.eventId,
  eventType: outbox.eventType,
  payload: outbox.payload,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  deadAt: outbox.deadAt,
  error: outbox.error,
};
export type AttemptRow = typeof outboxAttempts.$inferSelect;

/** An endpoint's webhook calls in the outbox: the brand's, of that endpoint. */
const callsOf = (brandId: number, endpointId: number) =>
  and(eq(outbox.brandId, brandId), eq(outbox.kind, 'webhook'), eq(outbox.endpointId, endpointId));

/** A brand's webhook endpoints and their delivery log; every query takes the brand. */
export function createWebhookEndpointsRepository(db: DbOrTx) {
  return {
    async list(brandId: number): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.brandId, brandId))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    },

    async find(brandId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.brandId, brandId), eq(webhookEndpoints.id, id)));
      return row;
    },

    /**
     * Counts the brand's endpoints, holding the brand's endpoint lock until the transaction ends: two owners
     * adding at once are serialised, so the limit holds.
     */
    async countLocked(brandId: number): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${brandId}, hashtext('webhook-endpoints'))`);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.brandId, brandId));
      return row?.count ?? 0;
    },

    async insert(brandId: number, values: EndpointValues & { secret: string }): Promise<EndpointRow> {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ brandId, ...values })
        .returning();
      return row!;
    },

    async update(
      brandId: number,
      id: number,
      values: Partial<EndpointValues & { secret: string }>,
    ): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(and(eq(webhookEndpoints.brandId, brandId), eq(webhookEndpoints.id, id)))
        .returning();
      return row;
    },

    /** Deletes an endpoint; its queued calls and their attempts go with it (foreign keys cascade). */
    async remove(brandId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.brandId, brandId), eq(webhookEndpoints.id, id)))
        .returning();
      return row;
    },

    /** The latest call of each of the brand's endpoints (for the list). */
    async lastDeliveries(brandId: number) {
      return db
        .selectDistinctOn([outbox.endpointId], deliveryColumns)
        .from(outbox)
        .where(and(eq(outbox.brandId, brandId), eq(outbox.kind, 'webhook')))
        .orderBy(outbox.endpointId, desc(outbox.id));
    },

    /** An endpoint's latest calls, newest first. */
    async deliveries(brandId: number, endpointId: number, limit: number) {
      return db
        .select(deliveryColumns)
        .from(outbox)
        .where(callsOf(brandId, endpointId))
        .orderBy(desc(outbox.id))
        .limit(limit);
    },

    /** The attempts of some of the brand's calls, oldest first. */
    async attempts(brandId: number, outboxIds: number[]): Promise<AttemptRow[]> {
      if (outboxIds.length === 0) return [];
      return db
        .select()
        .from(outboxAttempts)
        .where(and(eq(outboxAttempts.brandId, brandId), inArray(outboxAttempts.outboxId, outboxIds)))
        .orderBy(asc(outboxAttempts.id));
    },

    /**
     * Queues a call of the endpoint again, due now, as if never tried: its attempts start over and any claim on
     * it is let go (the worker picks it up at its next claim). The event id and body stay as they were.
     */
    async requeue(brandId: number, endpointId: number, id: number) {
      const [row] = await db
        .update(outbox)
        .set({
          sentAt: null,
          deadAt: null,
          error: null,
          attempts: 0,
          lease: null,
          leaseUntil: null,
          nextAttemptAt: sql`now()`,
        })
        .where(and(callsOf(brandId, endpointId), eq(outbox.id, id)))
        .returning(deliveryColumns);
      return row;
    },
  };
}
export type WebhookEndpointsRepository = ReturnType<typeof createWebhookEndpointsRepository>;
export type DeliveryRow = Awaited<ReturnType<WebhookEndpointsRepository['deliveries']>>[number];
