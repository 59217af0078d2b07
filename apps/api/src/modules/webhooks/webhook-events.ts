import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@storefront/contract/webhooks';
import type { DbOrTx } from '../../db/client';
import { createWebhookDeliveryRepository } from './webhook-delivery.repository';

/**
 * Queues an event for every endpoint of the brand that chose it, in the transaction of the change (so a change
 * rolled back sends nothing). The body is fixed now: the object as it was when it happened.
 */
export async function emitWebhook(
  tx: DbOrTx,
  brand: { id: number; flavour: string },
  type: WebhookEventType,
  data: object,
  now = new Date(),
): Promise<void> {
  const id = randomUUID();
  const payload = JSON.stringify({ id, type, created: now.toISOString(), brand: brand.flavour, data });
  await createWebhookDeliveryRepository(tx).queue(brand.id, { id, type, payload });
}
