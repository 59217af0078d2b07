import type { OrderStatus } from '@storefront/contract/order';
import type { WebhookEventType } from '@storefront/contract/webhooks';
import { toPounds } from '@storefront/domain/money';
import type { OrderHooks } from '../orders/order-hooks';
import { emitWebhook } from './webhook-events';

/**
 * The event an order's arrival in a status is told as (`order.` and the status's code): a ready order and one out
 * for delivery are both `order.ready`; a card order waiting for its payment is not yet told of.
 */
function eventOf(status: OrderStatus): WebhookEventType | null {
  if (status === 'PendingPayment') return null;
  if (status === 'OutForDelivery') return 'order.ready';
  return `order.${status.toLowerCase() as Lowercase<typeof status>}`;
}

/** Queues the order events, in the transaction of each placing, move and refund (order hooks). */
export function addOrderWebhooks(hooks: OrderHooks): void {
  hooks.statusChanged.push(async (tx, brand, { order }) => {
    const type = eventOf(order.Status);
    if (type) await emitWebhook(tx, brand, type, order);
  });
  hooks.refunded.push(async (tx, brand, { order, amountPence }) => {
    await emitWebhook(tx, brand, 'order.refunded', {
      OrderId: order.OrderId,
      OrderNumber: order.OrderNumber,
      Amount: toPounds(amountPence),
      Order: order,
    });
  });
}
