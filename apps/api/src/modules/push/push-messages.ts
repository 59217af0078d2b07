import type { Order, OrderStatus } from '@storefront/contract/order';
import type { PushMessage } from '@storefront/contract/push';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import { londonClockLabel, orderDueLabel } from '@storefront/domain/due-time';
import { formatPounds } from '@storefront/domain/money';
import { stageLabel, stageNote } from '@storefront/domain/order-status';

/** The moves a customer's browser is told of, in the vocabulary's words (domain order-status.ts). */
export const TOLD_TO_CUSTOMERS = ['Accepted', 'Ready', 'OutForDelivery', 'Cancelled'] as const;
type Told = (typeof TOLD_TO_CUSTOMERS)[number];

export const isToldToCustomers = (status: OrderStatus): status is Told =>
  (TOLD_TO_CUSTOMERS as readonly string[]).includes(status);

const seg = encodeURIComponent;

/** The customer's page of the order: where tapping the notification leads. */
export const orderPagePath = (flavour: string, orderId: number) =>
  `/${seg(flavour)}/order-confirmation/${orderId}`;

/** The board, where staff accept orders. */
export const boardPath = (flavour: string) => `/${seg(flavour)}/admin/orders`;

/** The sentences of a customer's notification: the stage's note, with the ready-by time or the shop's reason. */
function customerBody(order: Order, status: Told, now: Date): string {
  const note = stageNote(status, order.OrderOption);
  if (status === 'Accepted' && order.ReadyBy)
    return `${note} The kitchen expects it ready at about ${londonClockLabel(new Date(order.ReadyBy), now)}.`;
  if (status === 'Cancelled' && order.StatusReason) return `${note} ${order.StatusReason}`;
  return note;
}

/** What an order's customer is told of its move to `status` (the order's stage word in the title). */
export function customerMessage(
  brand: { flavour: string; name: string },
  order: Order,
  status: Told,
  now = new Date(),
): PushMessage {
  return {
    title: `${brand.name}: order ${order.OrderNumber} ${stageLabel(status, order.OrderOption).toLowerCase()}`,
    body: customerBody(order, status, now),
    url: orderPagePath(brand.flavour, order.OrderId),
    // One notification per order on the phone: each move replaces the last.
    tag: `order-${order.OrderId}`,
  };
}

/** What staff are told of a new order: its number, how it goes, its total, when it is due and where. */
export function staffMessage(
  brand: { flavour: string; name: string },
  order: Order,
  now = new Date(),
): PushMessage {
  const noun = channelNoun(deliveryTypeOf(order.OrderOption));
  const facts = [
    `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`,
    formatPounds(order.Total),
    orderDueLabel(order, now)?.label ?? null,
    order.Branch?.Name ?? null,
  ];
  return {
    title: `${order.Training ? '[Training] ' : ''}New order ${order.OrderNumber}`,
    body: facts.filter(Boolean).join(' · '),
    url: boardPath(brand.flavour),
    tag: `new-order-${order.OrderId}`,
  };
}
