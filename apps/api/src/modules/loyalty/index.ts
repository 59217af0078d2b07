import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { OrderHooks } from '../orders/order-hooks';
import { rewardsRoutes } from './loyalty.routes';
import { createLoyaltyService } from './loyalty.service';

/**
 * Promo codes, rewards points and refer a friend. A completed order earns its points, however it was completed
 * (the board, the staff route), and a cancelled one gives its points and promo uses back (order hooks). Answers
 * the service: the checkout prices its discounts with it.
 */
export async function registerLoyalty(
  app: Server,
  { env, db, hooks }: Pick<Core, 'env' | 'db'> & { hooks: OrderHooks },
) {
  const loyalty = createLoyaltyService(db, { hooks });
  hooks.cancelled.push((tx, brandId, orderId) => loyalty.releaseOrder(tx, brandId, orderId));
  hooks.completed.push(async (tx, brand, orderId) => void (await loyalty.creditOrder(tx, brand, orderId)));
  await app.register(rewardsRoutes, { loyalty, staffToken: env.STAFF_API_TOKEN });
  return { loyalty };
}
