import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import type { OrderHooks } from '../orders/order-hooks';
import { giftCardsRoutes } from './giftcards.routes';
import { createGiftCardsService } from './giftcards.service';

/**
 * Gift cards: bought by card, spent at the checkout. A cancelled order gives back what a card paid (an order
 * hook). Answers the service: the checkout pays with it, and payments pass it webhooks that are not an order's.
 */
export async function registerGiftCards(
  app: Server,
  deps: Pick<Core, 'db' | 'payment' | 'mailer' | 'siteUrl' | 'onError'> & {
    brands: BrandService;
    hooks: OrderHooks;
  },
) {
  const giftCards = createGiftCardsService(deps.db, {
    provider: deps.payment.provider,
    mailer: deps.mailer,
    publicUrl: deps.siteUrl,
    onError: deps.onError,
    brandById: async (id) => (await deps.brands.resolveById(id)) ?? null,
  });
  deps.hooks.cancelled.push((tx, brandId, orderId) => giftCards.reconcile(tx, brandId, orderId));
  await app.register(giftCardsRoutes, { giftCards });
  return { giftCards };
}
