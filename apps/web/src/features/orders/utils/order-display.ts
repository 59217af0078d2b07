import type { Order } from '@storefront/contract/order';
import { orderStageOf } from '@storefront/domain/due-time';
import { stageLabel, stageTone } from '@storefront/domain/order-status';

/** Where an order is at `now`, in the status vocabulary, and the colour family of its badge. */
export function orderStatus(order: Order, now: Date) {
  const stage = orderStageOf(order, now);
  return { stage, label: stageLabel(stage, order.OrderOption), tone: stageTone(stage) };
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

/** How many items the order holds (a weighed line counts once). */
export function itemCount(order: Pick<Order, 'Lines'>): number {
  return order.Lines.reduce((sum, line) => sum + (line.WeightKg ? 1 : line.Quantity), 0);
}
