import { createIdempotency } from '../../lib/idempotency';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { PaymentsService } from '../payments/payments.service';
import type { OrderDiscounts, OrderGiftCards } from './checkout/tenders';
import type { OrderHooks } from './order-hooks';
import { addOrderStatusEmails } from './order-status-notices';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

export interface OrdersDeps extends Pick<Core, 'db' | 'mailer' | 'onError' | 'siteUrl'> {
  hooks: OrderHooks;
  /** Promo codes and rewards points (loyalty). */
  discounts: OrderDiscounts;
  /** Gift cards to pay with. */
  giftCards: OrderGiftCards;
  /** Whether and how the brand takes cards. */
  payments: Pick<PaymentsService, 'cardTerms'>;
}

/**
 * The checkout (quote, place, amend, reorder) and customers' orders, each write under its idempotency key.
 * Answers the service: the board's live status for customers reads orders through it.
 */
export async function registerOrders(
  app: Server,
  { db, mailer, onError, hooks, siteUrl, ...tenders }: OrdersDeps,
) {
  const orders = createOrdersService(db, {
    discounts: tenders.discounts,
    giftCards: tenders.giftCards,
    mailer,
    siteUrl,
    onEmailError: (error) => onError(error, 'order email not queued'),
    cardTerms: (brand) => tenders.payments.cardTerms(brand),
    hooks,
  });
  addOrderStatusEmails(hooks, { mailer, siteUrl });
  await app.register(ordersRoutes, { orders, idempotency: createIdempotency(db) });
  return { orders };
}
