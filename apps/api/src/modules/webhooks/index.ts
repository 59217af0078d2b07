import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { OrderHooks } from '../orders/order-hooks';
import { addOrderWebhooks } from './order-webhooks';
import { webhookChannel } from './webhook-channel';
import { webhookEndpointsRoutes } from './webhook-endpoints.routes';
import { createWebhookEndpointsService } from './webhook-endpoints.service';

/**
 * Outbound webhooks (ADR 0055, docs/webhooks.md): the channel the outbox worker delivers calls through, and the
 * back office's endpoints and delivery log. Events are queued by the areas whose changes they tell of
 * (`emitWebhook`, in the changing transaction).
 */
export async function registerWebhooks(
  app: Server,
  deps: Pick<Core, 'db' | 'outbox' | 'production' | 'env'> & { hooks: OrderHooks },
) {
  addOrderWebhooks(deps.hooks);
  deps.outbox.register(
    'webhook',
    webhookChannel(deps.db, { httpsOnly: deps.production, allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE }),
  );
  const policy = { httpsOnly: deps.production, allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE };
  await app.register(webhookEndpointsRoutes, {
    webhooks: createWebhookEndpointsService(deps.db, { policy, wake: () => deps.outbox.wake() }),
  });
}
