import type { OrderHooks } from '../orders/order-hooks';
import { customerMessage, isToldToCustomers, staffMessage } from './push-messages';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * Queues push messages in the transaction of each placing and move (order hooks), so that a change rolled back
 * tells nobody: the customer's browsers hear of Accepted, Ready, Out for delivery and Cancelled; the browsers of
 * the staff working the order's branch hear of a newly placed order. A brand with no subscriptions pays one
 * indexed statement.
 */
export function addOrderPush(hooks: OrderHooks): void {
  hooks.statusChanged.push(async (tx, brand, { order, from }) => {
    const status = order.Status;
    if (status === from) return;
    const repo = createPushSubscriptionsRepository(tx);
    if (isToldToCustomers(status))
      await repo.queueToOrder(brand.id, order.OrderId, {
        type: `order.${status.toLowerCase()}`,
        payload: JSON.stringify(customerMessage(brand, order, status)),
      });
    if (status === 'Placed')
      await repo.queueToStaff(brand.id, order.Branch?.BranchId ?? null, {
        type: 'order.placed',
        payload: JSON.stringify(staffMessage(brand, order)),
      });
  });
}
