import type { Order } from '@storefront/contract/order';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import { formatPounds } from '@storefront/domain/money';
import { LONDON_TIME_ZONE } from '@storefront/domain/schedule';
import { paymentLabel } from './order-lifecycle';

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Sat 28 Mar, 12:15' on the London clock. */
export function londonDateTime(iso: string): string {
  return londonFormat.format(new Date(iso));
}

/**
 * The confirmation email of a placed or amended order: number, status, when, items, totals, how it is paid
 * and where it goes. Plain text (the outbox and the development mailbox show it as it is).
 */
export function orderEmail(
  brandName: string,
  order: Order,
  kind: 'placed' | 'amended',
  firstName?: string | null,
): { subject: string; text: string } {
  const noun = channelNoun(deliveryTypeOf(order.OrderOption));
  const training = order.Training ? '[Training] ' : '';
  const subject =
    kind === 'placed'
      ? `${training}${brandName}: order ${order.OrderNumber} received`
      : `${training}${brandName}: order ${order.OrderNumber} changed`;
  const when = order.ScheduledFor
    ? `Scheduled for ${londonDateTime(order.ScheduledFor)} (London time)`
    : order.DueAt
      ? `As soon as possible, from ${londonDateTime(order.DueAt)} (London time)`
      : 'As soon as possible';
  const lines = order.Lines.map((l) => {
    const extras = l.ExtraDetail.map((e) =>
      e.ExtraQuantity > 1 ? `${e.ExtraQuantity} × ${e.ExtraTitle}` : e.ExtraTitle,
    );
    const detail = extras.length ? ` (${extras.join(', ')})` : '';
    return `  ${l.Quantity} × ${l.Title}${detail}  ${formatPounds(l.TotalPrice)}`;
  });
  const address = order.Address
    ? [order.Address.Line1, order.Address.Line2, order.Address.Town, order.Address.Postcode]
        .filter(Boolean)
        .join(', ')
    : null;
  const text = [
    kind === 'placed'
      ? `Thank you for your order${firstName ? `, ${firstName}` : ''}.`
      : `Your order has been changed${firstName ? `, ${firstName}` : ''}. This is what we will now prepare.`,
    '',
    `Order ${order.OrderNumber}: ${noun}, ${paymentLabel(order.PaymentMethod).toLowerCase()}`,
    `Status: ${order.Status}`,
    when,
    order.Training ? 'Training order: it will not be prepared.' : null,
    order.TableNumber ? `Served to table ${order.TableNumber}` : null,
    '',
    ...lines,
    '',
    `Subtotal  ${formatPounds(order.SubTotal)}`,
    order.DeliveryFee > 0 ? `Delivery  ${formatPounds(order.DeliveryFee)}` : null,
    order.Discount > 0 ? `Discount  -${formatPounds(order.Discount)}` : null,
    `Total  ${formatPounds(order.Total)}`,
    '',
    address ? `Delivery to: ${address}` : null,
    order.Notes ? `Notes: ${order.Notes}` : null,
    '',
    `${brandName}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  return { subject, text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n' };
}
