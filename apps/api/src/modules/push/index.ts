import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { OrderHooks } from '../orders/order-hooks';
import type { OrdersService } from '../orders/orders.service';
import { addOrderPush } from './order-push';
import { pushChannel } from './push-channel';
import { pushRoutesPlugin } from './push.routes';
import { createPushService } from './push.service';
import { vapidDetailsFrom } from './vapid-keys';

/**
 * Web Push: customers' browsers told of their order's progress, staff's of new orders. Messages are queued in
 * the order's transaction (order hooks) and delivered by the outbox worker through the push channel, signed with
 * the server's VAPID key and sent under the outbound policy.
 */
export async function registerPush(
  app: Server,
  deps: Pick<Core, 'db' | 'outbox' | 'production' | 'env'> & {
    hooks: OrderHooks;
    orders: Pick<OrdersService, 'get'>;
  },
) {
  const policy = { httpsOnly: deps.production, allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE };
  const vapid = vapidDetailsFrom(deps.env);
  addOrderPush(deps.hooks);
  deps.outbox.register('push', pushChannel(deps.db, vapid, policy));
  await app.register(pushRoutesPlugin, {
    push: createPushService(deps.db, { policy, vapid, orders: deps.orders }),
  });
}
