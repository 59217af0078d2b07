import type { OrderOption } from '@storefront/contract/catalog';
import type { OrderStatus, PaymentMethod } from '@storefront/contract/order';

/**
 * The order lifecycle. Card orders (a later issue) start PendingPayment and the payment provider's
 * confirmation moves them to Placed; orders paid in person start Placed. The kitchen or shop then accepts,
 * readies (collection, eat in) or sends out (delivery), and completes them; any order not yet completed can
 * be cancelled. Every move is one conditional UPDATE on the current status (orders.repository `transition`),
 * so a webhook delivered twice, or two staff clicking at once, moves an order once.
 */
export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PendingPayment: ['Placed', 'Cancelled'],
  Placed: ['Accepted', 'Cancelled'],
  Accepted: ['Ready', 'OutForDelivery', 'Cancelled'],
  Ready: ['Completed', 'Cancelled'],
  OutForDelivery: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/** Whether an order of a channel may move between two statuses (delivery goes out, the others get ready). */
export function canMove(from: OrderStatus, to: OrderStatus, channel: OrderOption): boolean {
  if (!NEXT_STATUSES[from].includes(to)) return false;
  if (to === 'OutForDelivery') return channel === 'Delivery';
  if (to === 'Ready') return channel !== 'Delivery';
  return true;
}

/** The in-person payment of a channel. */
export function inPersonPayment(option: OrderOption): Exclude<PaymentMethod, 'Card'> {
  return option === 'Delivery' ? 'OnDelivery' : option === 'Pickup' ? 'OnCollection' : 'AtTable';
}

/** Where an order starts: card payments wait for the provider, in-person ones are placed at once. */
export function initialStatus(payment: PaymentMethod): 'PendingPayment' | 'Placed' {
  return payment === 'Card' ? 'PendingPayment' : 'Placed';
}

/** How a payment method reads in a sentence. */
export function paymentLabel(payment: PaymentMethod): string {
  return {
    OnDelivery: 'Pay on delivery',
    OnCollection: 'Pay on collection',
    AtTable: 'Pay at the table',
    Card: 'Card',
  }[payment];
}

/** Why an order in a status can no longer be amended; null while it can (Placed). */
export function amendRefusal(status: OrderStatus): string | null {
  switch (status) {
    case 'Placed':
      return null;
    case 'PendingPayment':
      return 'This order is waiting for its payment and cannot be changed';
    case 'Cancelled':
      return 'This order was cancelled and cannot be changed';
    case 'Completed':
      return 'This order is complete and cannot be changed';
    default:
      return 'This order has been accepted and can no longer be changed';
  }
}
