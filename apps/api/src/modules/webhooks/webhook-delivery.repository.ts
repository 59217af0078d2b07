import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';

/** What delivering webhooks reads and writes: the endpoint a call goes to, and each event's calls queued. */
export function createWebhookDeliveryRepository(db: DbOrTx) {
  return {
    /** The endpoint's address and secret now (an edit or a new secret applies to retries too). */
    async endpoint(brandId: number, endpointId: number) {
      const [row] = await db
        .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.brandId, brandId), eq(webhookEndpoints.id, endpointId)));
      return row;
    },

    /**
     * Queues one call of an event per endpoint of the brand that chose its type: one statement, in the
     * transaction of the change (a brand with no endpoints pays one indexed read).
     */
    async queue(brandId: number, event: { id: string; type: string; payload: string }): Promise<void> {
      await db.execute(sql`
        insert into outbox (brand_id, kind, recipient, payload, event_id, event_type, endpoint_id)
        select ${brandId}, 'webhook', e.url, ${event.payload}, ${event.id}::uuid, ${event.type}, e.id
        from webhook_endpoints e
        where e.brand_id = ${brandId} and ${event.type} = any(e.events)`);
    },
  };
}
