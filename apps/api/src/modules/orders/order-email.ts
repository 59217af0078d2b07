import type { Order } from '@storefront/contract/order';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import { orderDueLabel, orderStageOf } from '@storefront/domain/due-time';
import { extrasText } from '@storefront/domain/extra-detail';
import { allergenWords } from '@storefront/domain/food-info';
import { formatPounds } from '@storefront/domain/money';
import { stageLabel } from '@storefront/domain/order-status';
import { paymentLabel } from './order-lifecycle';

/**
 * When an order is due as its emails say it: 'ASAP · Due 11:30 (London time)', 'Scheduled · Due 19:00 tomorrow
 * (London time)', with the day when it is not `now`'s (domain dueLabel, as the board and the reports say it).
 */
export function emailDueLine(order: Pick<Order, 'DueAt' | 'ScheduledFor'>, now: Date): string {
  const due = orderDueLabel(order, now);
  return due ? `${due.label} (London time)` : 'ASAP · As soon as possible';
}

/** Where the order is, in the words of the customer's order page and the board (domain order-status.ts). */
export function emailStatusLine(order: Order, now: Date): string {
  return `Status: ${stageLabel(orderStageOf(order, now), order.OrderOption)}`;
}

/** Where the customer goes: the branch of a collection or eat-in order (a delivery comes to them). */
function branchLine(order: Pick<Order, 'Branch' | 'OrderOption'>): string | null {
  const branch = order.Branch;
  if (!branch || order.OrderOption === 'Delivery') return null;
  const where = `${branch.Name}, ${branch.Address}`;
  return order.OrderOption === 'Pickup' ? `Collect from: ${where}` : `Branch: ${where}`;
}

/**
 * What a line contained as ordered, under it: '    Contains: Gluten, Milk · May contain: Sesame'. Nothing for
 * a line whose dish is not declared (the email asks the customer to ask about those).
 */
function allergenLine(info: Order['Lines'][number]['FoodInfo']): string | null {
  const words = allergenWords(info);
  return words && `    ${words}`;
}

/** The customer's allergy note and where to ask about allergens: once under the items. */
export function allergyLines(brandName: string, order: Order): (string | null)[] {
  const undeclared = order.Lines.some((l) => !l.FoodInfo);
  return [
    order.AllergyNote ? `Your allergy note: ${order.AllergyNote}` : null,
    undeclared
      ? `Items listed without allergens: ask ${brandName} about them before you eat.`
      : `Questions about allergens? Contact ${brandName} before you eat.`,
  ];
}

/** Where a delivery order goes, on one line; null for other orders. */
export function deliveryAddress(order: Pick<Order, 'Address'>): string | null {
  const a = order.Address;
  return a ? [a.Line1, a.Line2, a.Town, a.Postcode].filter(Boolean).join(', ') : null;
}

/**
 * The confirmation email of a placed or amended order: number, status, when it is due, items with their
 * allergens as ordered, the allergy note, totals, how it is paid and where it goes: the plain-text part
 * (order-confirmation-email.tsx adds the HTML).
 */
export function orderEmail(
  brandName: string,
  order: Order,
  kind: 'placed' | 'amended',
  firstName?: string | null,
  now: Date = new Date(),
): { subject: string; text: string } {
  const noun = channelNoun(deliveryTypeOf(order.OrderOption));
  const training = order.Training ? '[Training] ' : '';
  const subject =
    kind === 'placed'
      ? `${training}${brandName}: order ${order.OrderNumber} ${stageLabel('Placed').toLowerCase()}`
      : `${training}${brandName}: order ${order.OrderNumber} changed`;
  const lines = order.Lines.flatMap((l) => {
    const detail = l.ExtraDetail.length ? ` (${extrasText(l.ExtraDetail)})` : '';
    const allergens = allergenLine(l.FoodInfo);
    const line = `  ${l.Quantity} × ${l.Title}${detail}  ${formatPounds(l.TotalPrice)}`;
    return allergens ? [line, allergens] : [line];
  });
  const address = deliveryAddress(order);
  const text = [
    kind === 'placed'
      ? `Thank you for your order${firstName ? `, ${firstName}` : ''}.`
      : `Your order has been changed${firstName ? `, ${firstName}` : ''}. This is what we will now prepare.`,
    '',
    `Order ${order.OrderNumber}: ${noun}, ${paymentLabel(order.PaymentMethod).toLowerCase()}`,
    emailStatusLine(order, now),
    emailDueLine(order, now),
    order.Training ? 'Training order: it will not be prepared.' : null,
    order.TableNumber ? `Served to table ${order.TableNumber}` : null,
    '',
    ...lines,
    '',
    ...allergyLines(brandName, order),
    '',
    `Subtotal  ${formatPounds(order.SubTotal)}`,
    order.DeliveryFee > 0 ? `Delivery  ${formatPounds(order.DeliveryFee)}` : null,
    order.Discount > 0 ? `Discount  -${formatPounds(order.Discount)}` : null,
    `Total  ${formatPounds(order.Total)}`,
    '',
    address ? `Delivery to: ${address}` : null,
    branchLine(order),
    order.Notes ? `Notes: ${order.Notes}` : null,
    '',
    `${brandName}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
  return { subject, text: text.replace(/\n{3,}/g, '\n\n').trim() + '\n' };
}
