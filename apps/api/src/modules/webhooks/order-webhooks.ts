import type { OrderStatus } from '@storefront/contract/order';
import type { WebhookEventType } from '@storefront/contract/webhooks';
import { toPounds } from '@storefront/domain/money';
import type { OrderHooks } from '../orders/order-hooks';
import { emitWebhook } from './webhook-events';

/** The event an order's arrival in a status is told as; a ready order and one out for delivery are both ready. */
const EVENT_OF: Partial<Record<OrderStatus, WebhookEventType>> = {
  Placed: 'order.placed',
  Accepted: 'order.accepted',
  Ready: 'order.ready',
  OutForDelivery: 'order.ready',
  Completed: 'order.completed',
  Cancelled: 'order.cancelled',
};

/** Queues the order events, in the transaction of each placing, move and refund (order hooks). */
export function addOrderWebhooks(hooks: OrderHooks): void {
  hooks.statusChanged.push(async (tx, brand, { order }) => {
    const type = EVENT_OF[order.Status];
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
