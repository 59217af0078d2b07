import type { BoardOrder } from '@storefront/contract/admin';
import {
  BOARD_LANES,
  boardLane,
  compareByDue,
  kitchenStart,
  londonClockLabel,
  minutesToStart,
  nextLaneChange,
  orderStageOf,
  orderTiming,
  type BoardLane,
  type BoardTiming,
} from '@storefront/domain/due-time';
import { stageLabel, type OrderStage } from '@storefront/domain/order-status';

const MINUTE = 60_000;

/**
 * The board's lanes as the kitchen reads them, in order (issue 19 "Board lanes by time"); the lane of the
 * orders being prepared is named by the status vocabulary, as its cards are.
 */
export const LANE_TITLES: Record<BoardLane, string> = {
  'due-now': 'Due now',
  later: 'Later today / scheduled',
  preparing: stageLabel('Preparing'),
  ready: 'Ready / on the way',
  done: 'Done today',
};

/** What due-time.ts needs of a board order. */
export const timingOf = (order: BoardOrder): BoardTiming => orderTiming(order);

const sortKey = (order: BoardOrder) => ({
  dueAt: order.DueAt ? new Date(order.DueAt) : null,
  placedAt: new Date(order.CreatedAt),
});

/** When the kitchen should start an order (null without a due time), and whether it waited for it. */
function startOf(order: BoardOrder): { start: number; waited: boolean } | null {
  if (!order.DueAt) return null;
  const start = kitchenStart(new Date(order.DueAt), order.PrepWindowMinutes).getTime();
  return { start, waited: start - new Date(order.AmendedAt ?? order.CreatedAt).getTime() > MINUTE };
}

/**
 * The lane of an order at `now`. Lane and card word come from one stage (domain order-status.ts), so an
 * accepted order in "Later" reads Accepted and one in "Preparing" reads Preparing.
 */
export function laneOf(order: BoardOrder, now: Date): BoardLane | null {
  return boardLane(timingOf(order), now);
}

/** Where an order is at `now`, as its card says it. */
export function stageOf(order: BoardOrder, now: Date): OrderStage {
  return orderStageOf(order, now);
}

/** The orders of each lane at `now`, each lane sorted by due time (then by when placed), not by arrival. */
export function ordersByLane(orders: readonly BoardOrder[], now: Date): Record<BoardLane, BoardOrder[]> {
  const lanes = Object.fromEntries(BOARD_LANES.map((lane) => [lane, [] as BoardOrder[]])) as Record<
    BoardLane,
    BoardOrder[]
  >;
  for (const order of orders) {
    const lane = laneOf(order, now);
    if (lane) lanes[lane].push(order);
  }
  for (const lane of BOARD_LANES) lanes[lane].sort((a, b) => compareByDue(sortKey(a), sortKey(b)));
  return lanes;
}

/**
 * The orders whose kitchen start time arrived in (`from`, `to`]: they move lanes by themselves, and the board
 * alerts as for a new order. An order that arrived already due (an ASAP order while open starts within a
 * minute of being placed) is left out: its arrival was the alert.
 */
export function startedBetween(orders: readonly BoardOrder[], from: Date, to: Date): BoardOrder[] {
  return orders.filter((order) => {
    const timing = startOf(order);
    if ((order.Status !== 'Placed' && order.Status !== 'Accepted') || !timing?.waited) return false;
    return timing.start > from.getTime() && timing.start <= to.getTime();
  });
}

/**
 * How long the board waits before it looks at the clock again: until the next lane change, or the next minute
 * at most (the countdowns and 'tomorrow' labels follow the minute). A few milliseconds late, never early.
 */
export function nextCheckDelay(orders: readonly BoardOrder[], now: Date): number {
  const nextMinute = (Math.floor(now.getTime() / MINUTE) + 1) * MINUTE;
  const change = nextLaneChange(orders.map(timingOf), now)?.getTime() ?? Infinity;
  return Math.max(0, Math.min(nextMinute, change) - now.getTime()) + 50;
}

/** 'in 45 min', 'in 2 h 5 min' (whole minutes, rounded up). */
function inMinutes(minutes: number): string {
  if (minutes < 60) return `in ${minutes} min`;
  const rest = minutes % 60;
  return `in ${Math.floor(minutes / 60)} h${rest > 0 ? ` ${rest} min` : ''}`;
}

/**
 * The "Later" lane's countdown: when the kitchen should start the order, London time ('Start 10:40 · in
 * 8 h 5 min', 'Start 18:10 tomorrow · in 1 day 15 h'); null when it has no due time.
 */
export function startLabel(order: BoardOrder, now: Date): string | null {
  if (!order.DueAt) return null;
  const timing = { dueAt: new Date(order.DueAt), prepWindowMinutes: order.PrepWindowMinutes };
  const minutes = minutesToStart(timing, now);
  const at = londonClockLabel(kitchenStart(timing.dueAt, timing.prepWindowMinutes), now);
  if (minutes <= 0) return `Start now (${at})`;
  const days = Math.floor(minutes / 1440);
  const countdown =
    days > 0
      ? `in ${days} day${days > 1 ? 's' : ''}${minutes % 1440 >= 60 ? ` ${Math.floor((minutes % 1440) / 60)} h` : ''}`
      : inMinutes(minutes);
  return `Start ${at} · ${countdown}`;
}
