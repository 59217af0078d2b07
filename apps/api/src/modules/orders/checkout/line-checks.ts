import type { OrderOption } from '@storefront/contract/catalog';
import { ORDER_PATHS, linePath } from '@storefront/contract/order-problems';
import type { OrderLineInput } from '@storefront/contract/order';
import type { FieldError } from '@storefront/contract/envelope';
import {
  channelNoun,
  deliveryTypeOf,
  isOfferedFor,
  type DeliveryType,
} from '@storefront/domain/delivery-type';
import type { LineFoodInfo } from '@storefront/contract/food-info';
import { lineFoodInfo } from '@storefront/domain/food-info';
import type { z } from 'zod';
import { outsideHours, type DueAt } from '../../menu/menu-hours';
import { priceLine, type PricedExtra } from '../order-pricing';
import type { ItemKind, OrderableItem } from './orderable-items';

export type LineInput = z.output<typeof OrderLineInput>;

/** A line as it will be ordered: priced from the catalogue, never from what the client sent. */
export interface PricedLine {
  kind: ItemKind;
  itemId: number;
  title: string;
  quantity: number;
  unitPence: number;
  extras: PricedExtra[];
  /** The item with its chosen extras, as ordered now; null: the item is not declared. */
  foodInfo: LineFoodInfo | null;
  discounted: boolean;
  social: boolean;
  weightGrams: number | null;
}

/**
 * Why an item cannot be ordered as asked. The code lets reorder word it as a reason to leave a line out; the
 * message is the field error that quote, place and amend answer, on the line's path plus `field`.
 */
export interface LineProblem {
  code: 'not-on-menu' | 'not-offered' | 'not-served' | 'options';
  field: (string | number)[];
  message: string;
}

/** The largest order subtotal taken online: £2,000,000. */
const MAX_ORDER_PENCE = 200_000_000;

/**
 * Whether an item can be had: on the menu (its category switched on), offered for the delivery type, and, when
 * `when` is given, served at the time the order is due (menu hours).
 */
export function checkItem(
  item: OrderableItem | undefined,
  itemId: number,
  type: DeliveryType,
  when?: DueAt,
): { ok: true; item: OrderableItem } | { ok: false; problem: LineProblem } {
  const refuse = (problem: LineProblem) => ({ ok: false as const, problem });
  if (!item || !item.active)
    return refuse({ code: 'not-on-menu', field: ['ItemId'], message: `Item ${itemId} is not on the menu` });
  if (!isOfferedFor(item.flags, type))
    return refuse({
      code: 'not-offered',
      field: [],
      message: `${item.title} is not available for ${channelNoun(type)}`,
    });
  const closed = when && outsideHours(item, when);
  if (closed) return refuse({ code: 'not-served', field: [], message: closed });
  return { ok: true, item };
}

/**
 * The unit price of an item with the extras named (the menu builder's and the popup's rules) and, for an item
 * sold by weight, the weight chosen (1 kg when none).
 */
export function priceItem(
  item: OrderableItem,
  extras: readonly { ExtraTitle: string; ExtraQuantity: number }[],
  weightKg: number | null | undefined,
):
  | { ok: true; unitPence: number; extras: PricedExtra[]; weightKg: number | null }
  | { ok: false; problems: LineProblem[] } {
  const result = priceLine(item.base, item.extras, extras);
  if (!result.ok)
    return {
      ok: false,
      problems: result.issues.map((p) => ({ code: 'options', field: p.path, message: p.message })),
    };
  const weight = item.kg ? (weightKg ?? 1) : null;
  return {
    ok: true,
    unitPence: Math.round(result.unitPence * (weight ?? 1)),
    extras: result.extras,
    weightKg: weight,
  };
}

const lineIssue = (index: number, problem: LineProblem): FieldError => ({
  Path: linePath(index, ...problem.field),
  Message: problem.message,
});

/**
 * Prices the client's lines from the catalogue and checks them (item on the menu and offered for the
 * channel, served when due if `when` is given, extras valid, max buy, the size of the order), collecting field issues.
 * Client prices are never read. `totals` is the quantity asked of each item.
 */
export function checkLines(
  items: ReadonlyMap<number, OrderableItem>,
  option: OrderOption,
  lines: readonly LineInput[],
  issues: FieldError[],
  when?: DueAt,
): { priced: PricedLine[]; totals: Map<number, number> } {
  const type = deliveryTypeOf(option);
  const totals = new Map<number, number>();
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const check = checkItem(items.get(line.ItemId), line.ItemId, type, when);
    if (!check.ok) return issues.push(lineIssue(i, check.problem));
    const item = check.item;
    totals.set(line.ItemId, (totals.get(line.ItemId) ?? 0) + line.Quantity);
    const result = priceItem(item, line.ExtraDetail, line.WeightKg);
    if (!result.ok) return issues.push(...result.problems.map((p) => lineIssue(i, p)));
    priced.push({
      kind: item.kind,
      itemId: line.ItemId,
      title: result.weightKg !== null ? `${item.title} (${result.weightKg} kg)` : item.title,
      quantity: line.Quantity,
      unitPence: result.unitPence,
      extras: result.extras,
      foodInfo: lineFoodInfo(item.foodInfo, item.extras, result.extras),
      discounted: item.discounted,
      social: item.social,
      weightGrams: result.weightKg === null ? null : Math.round(result.weightKg * 1000),
    });
  });
  for (const [id, quantity] of totals) {
    const item = items.get(id);
    if (item?.maxBuy && quantity > item.maxBuy)
      issues.push({
        Path: ORDER_PATHS.lines,
        Message: `You can buy at most ${item.maxBuy} of ${item.title}`,
      });
  }
  // Amounts are integer pence columns (at most £21,474,836.47): an order beyond a tenth of that — far beyond any
  // basket — is refused with a message rather than failing as it is written (the fuzz sweep's £30,000 × 999).
  if (subtotalOf(priced) > MAX_ORDER_PENCE)
    issues.push({
      Path: ORDER_PATHS.lines,
      Message: 'This order is too large to place online. Please contact us.',
    });
  return { priced, totals };
}

export const subtotalOf = (priced: readonly PricedLine[]) =>
  priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0);

/**
 * Menu hours once the order's due time is known (place plans its slot first; a slot moved under its lock
 * may be later): a line outside its hours is a field issue on that line, worded as the storefront words it.
 * Lines whose item is unknown were refused by the menu check.
 */
export function outsideHoursIssues(
  lines: readonly { ItemId: number }[],
  items: ReadonlyMap<number, OrderableItem>,
  when: DueAt,
): FieldError[] {
  return lines.flatMap((line, i) => {
    const item = items.get(line.ItemId);
    const message = item && outsideHours(item, when);
    return message ? [{ Path: linePath(i), Message: message }] : [];
  });
}
