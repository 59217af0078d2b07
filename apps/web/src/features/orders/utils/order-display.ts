import type { Order, OrderStatus } from '@storefront/contract/order';

/** How each status reads to the customer, and the colour family of its badge. */
const STATUS: Record<OrderStatus, { label: string; tone: 'waiting' | 'active' | 'done' | 'stopped' }> = {
  PendingPayment: { label: 'Awaiting payment', tone: 'waiting' },
  Placed: { label: 'Placed', tone: 'waiting' },
  Accepted: { label: 'Being prepared', tone: 'active' },
  Ready: { label: 'Ready', tone: 'active' },
  OutForDelivery: { label: 'Out for delivery', tone: 'active' },
  Completed: { label: 'Completed', tone: 'done' },
  Cancelled: { label: 'Cancelled', tone: 'stopped' },
};

export function orderStatus(status: OrderStatus) {
  return STATUS[status];
}

/** The order option as the storefront names it (spec §4 "Delivery type": Store is Collection). */
export function orderOptionLabel(option: Order['OrderOption']): string {
  return option === 'Pickup' ? 'Collection' : option === 'EatIn' ? 'Eat in' : 'Delivery';
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO time as the shop's clock shows it (Europe/London, clock changes included): 'Sun, 22 Nov 2026, 13:05'. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** 'Garlic Bread' with its extras: 'Melted mozzarella, 2 × Dip'. */
export function extrasText(extras: Order['Lines'][number]['ExtraDetail']): string {
  return extras
    .map((e) => (e.ExtraQuantity > 1 ? `${e.ExtraQuantity} × ${e.ExtraTitle}` : e.ExtraTitle))
    .join(', ');
}

/** How many items the order holds (a weighed line counts once). */
export function itemCount(order: Pick<Order, 'Lines'>): number {
  return order.Lines.reduce((sum, line) => sum + (line.WeightKg ? 1 : line.Quantity), 0);
}
