import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { OrderHooks } from '../orders/order-hooks';
import { rewardsRoutes } from './loyalty.routes';
import { createLoyaltyService } from './loyalty.service';

/**
 * Promo codes, rewards points and refer a friend. A cancelled order gives its points and promo uses back (an
 * order hook). Answers the service: the checkout prices its discounts with it.
 */
export async function registerLoyalty(
  app: Server,
  { env, db, hooks }: Pick<Core, 'env' | 'db'> & { hooks: OrderHooks },
) {
  const loyalty = createLoyaltyService(db);
  hooks.cancelled.push((tx, brandId, orderId) => loyalty.releaseOrder(tx, brandId, orderId));
  await app.register(rewardsRoutes, { loyalty, staffToken: env.STAFF_API_TOKEN });
  return { loyalty };
}
