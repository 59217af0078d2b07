import type { OrderOption } from '@storefront/contract/catalog';
import type { DeliveryAddress } from '@storefront/contract/order';
import { ORDER_PATHS } from '@storefront/contract/order-problems';
import {
  belowMinimumMessage,
  deliveryQuote,
  deliveryTerms,
  notServedMessage,
  parsePostcode,
  type DeliveryQuote,
  type DeliveryTerms,
} from '@storefront/domain/delivery-fee';
import { checkoutBlock, deliveryTypeOf } from '@storefront/domain/delivery-type';
import type { FieldError } from '@storefront/contract/envelope';
import {
  branchEarliestTime,
  branchTimeProblem,
  withLeadTimes,
  type BranchSchedule,
} from '@storefront/domain/branch-hours';
import { dineInTablesAt, noTableMessage } from '@storefront/domain/dine-in';
import { checkScheduledTime, earliestTime, SCHEDULE_MAX_DAYS } from '@storefront/domain/schedule';
import { HttpError } from '../../../lib/http-error';
import type { BrandContext } from '../../brand/brand.service';
import { orderingAt, stopMessagesAt, type OrderingNow } from '../../brand/ordering-now';
import type { OrdersRepository } from '../orders.repository';
import { checkBranch, type BranchPart, type OrderBranch } from './order-branch';
import { checkLines, subtotalOf, type LineInput, type PricedLine } from './line-checks';
import { itemKindOf, loadItems, type ItemKind, type OrderableItem } from './orderable-items';

/** A chosen time may be this much in the past of its rule: the time it took to submit the checkout. */
const SCHEDULE_GRACE_MS = 60_000;

/** Where a delivery goes, as each use case knows it. */
export type OrderArea =
  /** The quote: the postcode typed so far, if any; an unserved one is a problem, none is no problem yet. */
  | { kind: 'postcode'; postcode: string | undefined }
  /** Placing: the full address, which must be there and served. */
  | { kind: 'address'; address: DeliveryAddress | undefined }
  /** Amending: the order's own address; an area dropped since keeps the fee the order was placed with. */
  | { kind: 'placed'; postcode: string | null; feePence: number };

/** What the checks are asked about: the order as the request describes it. */
export interface OrderRequest {
  option: OrderOption;
  lines: readonly LineInput[];
  /** Delivery only. */
  area?: OrderArea;
  tableNumber?: number;
  /** The branch asked for (BranchId); amending, none keeps the order's own (`placedBranchId`). */
  branchId?: number;
  placedBranchId?: number | null;
  /** The time asked for (ISO), or, amending, the order's own; none for as soon as possible. */
  schedule: { kind: 'chosen'; at: string | null | undefined } | { kind: 'placed'; at: Date | null };
  /**
   * When the order would be due, to check the lines' menu hours at, from the time chosen (null: as soon as
   * possible) and the earliest time as soon as possible can be; none when the caller checks them once the order's
   * slot is planned (placing).
   */
  servedAt?: (scheduled: Date | null, asap: Date) => Date | Promise<Date>;
  /** An order under the delivery minimum is refused (placing, amending) or only told to add more (the quote). */
  minimum: 'refuse' | 'note';
}

/** The order as checked: its lines priced, its time and delivery terms known. */
export interface OrderDraft {
  /** The brand's ordering rules now, with the branch's lead times in place of the brand's minimum times. */
  ordering: OrderingNow;
  kind: ItemKind;
  items: Map<number, OrderableItem>;
  priced: PricedLine[];
  /** The quantity of each item. */
  totals: Map<number, number>;
  subtotalPence: number;
  /** The chosen (or placed) time when valid; null for as soon as possible. */
  scheduled: Date | null;
  /** When the order would be due as soon as possible: the branch's lead time on, while it is open. */
  asap: Date;
  delivery: DeliveryQuote | null;
  /** The postcode as the delivery terms formatted it. */
  postcode: string | null;
  /** The branch that makes the order; null when the brand has none, or amending keeps the order's. */
  branch: OrderBranch | null;
}

export const badOrder = (issues: FieldError[]) =>
  new HttpError(400, `Please check your order: ${issues.map((i) => i.Message).join('; ')}`, issues);

/**
 * One pipeline for quote, place and amend, in this order: checkout open and the channel not stopped (a 409, as
 * the cart says it), the delivery area and the table, the time, the lines (on the menu, offered for the channel,
 * served at the due time, extras, max buy), then the delivery minimum when nothing else is wrong. Reorder uses
 * the line checks (checkItem, priceItem) to leave out what cannot come back. Reads only; every figure is the
 * server's. `issues` may hold what the caller found already (placing: the guest's details, the payment).
 */
export async function checkOrder(
  brand: BrandContext,
  repo: OrdersRepository,
  request: OrderRequest,
  at: Date,
  issues: FieldError[] = [],
): Promise<{ draft: OrderDraft; issues: FieldError[] }> {
  const open = openFor(brand, request.option, at);
  const terms = request.area ? areaTerms(brand, request.area, issues) : null;
  const part = checkBranch(
    brand,
    {
      branchId: request.branchId,
      placedBranchId: request.placedBranchId,
      areaBranchId: terms?.branchId,
      delivery: request.option === 'Delivery',
    },
    issues,
  );
  const { branch, schedule } = part;
  checkTable(brand, request, part, issues);
  // The branch's lead times replace the brand's minimum times; busy mode's minutes still come on top.
  const ordering = {
    ...open,
    config: withLeadTimes(open.config, schedule?.leadTimes, open.extension?.minutes ?? 0),
  };
  const scheduled = checkSchedule(request, ordering, schedule, at, issues);
  const asap = asapAt(request, ordering, schedule, at, issues);
  const kind = itemKindOf(brand);
  const items = await loadItems(
    repo,
    brand,
    kind,
    request.lines.map((l) => l.ItemId),
  );
  const due = request.servedAt ? await request.servedAt(scheduled, asap) : undefined;
  const { priced, totals } = checkLines(
    items,
    request.option,
    request.lines,
    issues,
    due && { due, now: at },
  );
  const subtotalPence = subtotalOf(priced);
  const delivery = terms ? deliveryQuote(subtotalPence, terms) : null;
  if (delivery && !delivery.meetsMinimum && request.minimum === 'refuse' && issues.length === 0)
    issues.push({
      Path: ORDER_PATHS.lines,
      Message: belowMinimumMessage(delivery.minimumPence, delivery.shortfallPence),
    });
  return {
    draft: {
      ordering,
      kind,
      items,
      priced,
      totals,
      subtotalPence,
      scheduled,
      asap,
      delivery,
      postcode: terms?.postcode ?? null,
      branch,
    },
    issues,
  };
}

/**
 * Checkout inactive or the channel stopped (spec §8): the same rule and texts as the cart (domain
 * checkoutBlock), so an order the cart would not let through is refused here too. A channel paused by busy mode
 * is stopped until its pause ends, with its own message. Answers the brand's ordering rules at `at`.
 */
export function openFor(brand: BrandContext, option: OrderOption, at: Date): OrderingNow {
  const ordering = orderingAt(brand, at);
  const stop = brand.web.CartMessage?.StopOnlineOrders;
  const block = checkoutBlock({
    checkoutActive: brand.config.Active && brand.web.CheckoutDetail.Active,
    type: deliveryTypeOf(option),
    stopFlags: ordering.config,
    stopMessages: stopMessagesAt(
      {
        Delivery: stop?.Delivery?.Message,
        Collection: stop?.Collection?.Message,
        EatIn: stop?.EatIn?.Message,
      },
      ordering,
    ),
  });
  if (block) throw new HttpError(409, block.message);
  return ordering;
}

/** The delivery terms of where the order goes, with issues for a missing, malformed or unserved postcode. */
function areaTerms(brand: BrandContext, area: OrderArea, issues: FieldError[]): DeliveryTerms | null {
  if (area.kind === 'placed') {
    const terms = deliveryTerms(brand.config, area.postcode);
    return terms.served ? terms : { ...terms, feePence: area.feePence };
  }
  if (area.kind === 'address') {
    if (!area.address) {
      issues.push({ Path: ORDER_PATHS.address, Message: 'Enter the delivery address' });
      return null;
    }
    const postcode = parsePostcode(area.address.Postcode);
    if (!postcode) {
      issues.push({ Path: ORDER_PATHS.addressPostcode, Message: 'Enter a valid UK postcode' });
      return null;
    }
    return servedTerms(brand, postcode.formatted, ORDER_PATHS.addressPostcode, issues);
  }
  const postcode = area.postcode ? parsePostcode(area.postcode) : null;
  if (area.postcode && !postcode)
    issues.push({ Path: ORDER_PATHS.postcode, Message: 'Enter a valid UK postcode' });
  return postcode
    ? servedTerms(brand, postcode.formatted, ORDER_PATHS.postcode, issues)
    : deliveryTerms(brand.config, null);
}

function servedTerms(
  brand: BrandContext,
  postcode: string,
  path: string,
  issues: FieldError[],
): DeliveryTerms {
  const terms = deliveryTerms(brand.config, postcode);
  if (terms.served === false) issues.push({ Path: path, Message: notServedMessage(postcode) });
  return terms;
}

/**
 * Dine-in: a table number only goes with an eat-in order, and must be one of the tables of the order's branch
 * when it lists them (its own, else BrandConfig.DineInTables; otherwise the contract's 1–999 is the rule). A
 * table's QR code names its branch, so the branch asked for is named in the refusal.
 */
function checkTable(brand: BrandContext, request: OrderRequest, at: BranchPart, issues: FieldError[]): void {
  const table = request.tableNumber;
  if (table === undefined) return;
  const tables = dineInTablesAt(at.tables, brand.config.DineInTables);
  if (request.option !== 'EatIn')
    issues.push({ Path: ORDER_PATHS.tableNumber, Message: 'A table number goes only with an eat-in order' });
  else if (tables && !tables.includes(table))
    issues.push({
      Path: ORDER_PATHS.tableNumber,
      Message: noTableMessage(table, request.branchId !== undefined ? at.schedule?.name : null),
    });
}

/**
 * The time asked for, checked against the channel's rules at `at` (Europe/London) and the branch's lead time
 * and hours: an issue when it is not offered. An order already placed for a time keeps it, but cannot be changed
 * once that time is too close, nor moved to a branch closed then.
 */
function checkSchedule(
  request: OrderRequest,
  ordering: OrderingNow,
  branch: BranchSchedule | null,
  at: Date,
  issues: FieldError[],
): Date | null {
  const { schedule, option } = request;
  if (!schedule.at) return null;
  const check = checkScheduledTime(schedule.at, option, ordering.config, at, SCHEDULE_GRACE_MS);
  if (schedule.kind === 'placed') {
    if (!check.ok && check.problem === 'too-soon')
      throw new HttpError(409, 'It is too close to the scheduled time to change this order');
    const closed = request.branchId === undefined ? null : branchTimeProblem(option, branch, schedule.at);
    if (closed) issues.push({ Path: ORDER_PATHS.branchId, Message: closed });
    return schedule.at;
  }
  const closed = check.ok ? branchTimeProblem(option, branch, check.at) : null;
  if (check.ok && !closed) return check.at;
  issues.push({ Path: ORDER_PATHS.scheduledFor, Message: closed ?? (check.ok ? '' : check.message) });
  return null;
}

/**
 * When the order would be due as soon as possible: the channel's earliest time with the branch's lead time,
 * moved to the branch's next opening. A branch that does not open within the days a time can be chosen for is
 * an issue on the branch (asked for as soon as possible); the brand's earliest time stands in for it.
 */
function asapAt(
  request: OrderRequest,
  ordering: OrderingNow,
  branch: BranchSchedule | null,
  at: Date,
  issues: FieldError[],
): Date {
  const earliest = branchEarliestTime(request.option, ordering.config, branch, at);
  if (earliest) return earliest;
  if (!request.schedule.at && branch)
    issues.push({
      Path: ORDER_PATHS.branchId,
      Message: `${branch.name} does not open in the next ${SCHEDULE_MAX_DAYS} days`,
    });
  return earliestTime(request.option, ordering.config, at);
}
