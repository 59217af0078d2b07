import type { OrderOption } from '@storefront/contract/catalog';
import type { OrderStatus } from '@storefront/contract/order';
import { orderStage, type OrderStage } from './order-status';
import {
  dayLabel,
  earliestTime,
  londonInstants,
  londonTime,
  scheduleRule,
  type ScheduleConfig,
} from './schedule';

/**
 * When an order is due, and what the kitchen does about it (issue 19 "Due times everywhere", "Board lanes by
 * time"). An order's due time is the customer's scheduled time, or for ASAP the earliest time when it was
 * placed (schedule.ts's earliestTime: now + the channel's minimum time, moved to the channel's start time of
 * day). Everything here is read on the Europe/London clock through schedule.ts's helpers, so the clock
 * changes are handled the same way as the checkout's slots.
 */

const MINUTE = 60_000;
const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/** What an order's due time is worked out from. */
export interface DueInput {
  option: OrderOption;
  /** The customer's chosen time; null for as soon as possible. */
  scheduledFor: Date | null;
  /** When the order was placed, or last amended (an amendment works the ASAP due time out again). */
  placedAt: Date;
}

/** An order's due time: the scheduled time, or for ASAP the earliest time when it was placed. */
export function dueAt(input: DueInput, config: ScheduleConfig): Date {
  return input.scheduledFor ?? earliestTime(input.option, config, input.placedAt);
}

/** The due time of an order as the API sends it: its stored DueAt, else worked out (orders stored before it). */
export function orderDueAt(
  order: {
    OrderOption: OrderOption;
    ScheduledFor: string | null;
    DueAt: string | null;
    CreatedAt: string;
    AmendedAt?: string | null | undefined;
  },
  config: ScheduleConfig,
): Date {
  if (order.DueAt) return new Date(order.DueAt);
  return dueAt(
    {
      option: order.OrderOption,
      scheduledFor: order.ScheduledFor ? new Date(order.ScheduledFor) : null,
      placedAt: new Date(order.AmendedAt ?? order.CreatedAt),
    },
    config,
  );
}

/** What a ready-by time is checked against. */
export interface ReadyByInput {
  /** When the order was placed (or last amended). */
  placedAt: Date;
  dueAt: Date;
  /** When staff accept it. */
  now: Date;
  /** The channel's minimum time in minutes (MinDeliveryTime / MinCollectionTime / MinEatInTime). */
  minMinutes: number;
}

/** The earliest ready-by an order can have: its due time, and never before placement + the minimum time. */
export function earliestReadyBy(input: ReadyByInput): Date {
  return new Date(
    Math.max(input.dueAt.getTime(), ceilToMinute(input.placedAt.getTime() + input.minMinutes * MINUTE)),
  );
}

/**
 * The ready-by of "Ready in N min": the later of now + N (rounded up to the minute) and the earliest ready-by.
 * An order due at 11:30 accepted at 02:40 with 15 minutes is ready by 11:30.
 */
export function readyByIn(input: ReadyByInput, prepMinutes: number): Date {
  return new Date(
    Math.max(ceilToMinute(input.now.getTime() + prepMinutes * MINUTE), earliestReadyBy(input).getTime()),
  );
}

/** The longest "Ready in N min" (as the board's accept body allows). */
export const MAX_PREP_MINUTES = 240;

export type ReadyByProblem = 'invalid' | 'before-placed' | 'too-early';
export type ReadyByCheck =
  | { ok: true; readyBy: Date }
  | {
      ok: false;
      problem: ReadyByProblem;
      /** The field the problem belongs to: a chosen time (ReadyBy) or "Ready in N min" (PrepMinutes). */
      field: 'ReadyBy' | 'PrepMinutes';
      message: string;
      earliest: Date;
    };

/** 'HH:MM', with the day when it is not `now`'s London day ('11:30 tomorrow', '11:30 Wed 25 Nov'). */
export function londonClockLabel(at: Date, now: Date): string {
  const wall = londonTime(at);
  const today = londonTime(now).date;
  const repeated = londonInstants(wall.date, wall.time).length > 1;
  const time = `${wall.time}${repeated ? ` (${wall.zone})` : ''}`;
  if (wall.date === today) return time;
  const day = dayLabel(wall.date, today);
  return `${time} ${day === 'Tomorrow' ? 'tomorrow' : day}`;
}

/**
 * Checks how staff set the ready-by when accepting: "Ready in N min" (whole minutes, 1 to MAX_PREP_MINUTES),
 * giving readyByIn's time; or a time they chose, which may be later than the earliest ready-by but not
 * earlier: a time before the order was placed, or before its due time or placement + the minimum time, is
 * refused with a message naming the bound.
 */
export function checkReadyBy(
  input: ReadyByInput,
  choice: { prepMinutes: number } | { at: Date | string },
): ReadyByCheck {
  const earliest = earliestReadyBy(input);
  if ('prepMinutes' in choice) {
    const n = choice.prepMinutes;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PREP_MINUTES)
      return {
        ok: false,
        problem: 'invalid',
        field: 'PrepMinutes',
        message: `Choose a preparation time from 1 to ${MAX_PREP_MINUTES} whole minutes`,
        earliest,
      };
    return { ok: true, readyBy: readyByIn(input, n) };
  }
  const at = typeof choice.at === 'string' ? new Date(choice.at) : choice.at;
  const fail = (problem: ReadyByProblem, message: string): ReadyByCheck => ({
    ok: false,
    problem,
    field: 'ReadyBy',
    message,
    earliest,
  });
  if (Number.isNaN(at.getTime())) return fail('invalid', 'Choose a valid ready-by time');
  const { now } = input;
  if (at.getTime() < input.placedAt.getTime())
    return fail(
      'before-placed',
      `Ready by ${londonClockLabel(at, now)} is before the order was placed (${londonClockLabel(input.placedAt, now)})`,
    );
  if (at.getTime() < earliest.getTime())
    return fail(
      'too-early',
      earliest.getTime() === input.dueAt.getTime()
        ? `Ready by ${londonClockLabel(at, now)} is before the order is due (${londonClockLabel(earliest, now)})`
        : `Ready by ${londonClockLabel(at, now)} is sooner than the ${input.minMinutes}-minute minimum: ` +
            `choose ${londonClockLabel(earliest, now)} or later`,
    );
  return { ok: true, readyBy: at };
}

/** The minimum time of an order's channel, for ReadyByInput. */
export function channelMinMinutes(option: OrderOption, config: ScheduleConfig): number {
  return scheduleRule(option, config).minMinutes;
}

/**
 * How many minutes before its due time the kitchen starts an order: the channel's minimum time (what the brand
 * promises a fresh ASAP order needs, so an ASAP order is due now the moment it arrives). Brands set no prep
 * window of their own.
 */
export function prepWindowMinutes(option: OrderOption, config: ScheduleConfig): number {
  return channelMinMinutes(option, config);
}

/** When the kitchen should start an order: its due time minus the prep window. */
export function kitchenStart(due: Date, windowMinutes: number): Date {
  return new Date(due.getTime() - windowMinutes * MINUTE);
}

/**
 * The live board's lanes, in order: due now (waiting to be accepted, its start time reached), later today or
 * scheduled (accepted or not, before its start time), preparing (accepted, start time reached), ready or on
 * the way, done (completed or cancelled).
 */
export const BOARD_LANES = ['due-now', 'later', 'preparing', 'ready', 'done'] as const;
export type BoardLane = (typeof BOARD_LANES)[number];

/** The timing of an order on the board and on the customer's page. */
export interface BoardTiming {
  status: OrderStatus;
  /** Null for an order with no due time (stored before due times): treated as due now. */
  dueAt: Date | null;
  prepWindowMinutes: number;
  /** When it was placed (or last amended): an order whose start time came with it is started from then. */
  placedAt?: Date | null | undefined;
}

/**
 * Whether an order's start time (due − prep window) has arrived. An order that arrives already due is started
 * from the start: an ASAP order's due time is rounded up to the minute, so its start time can fall up to a
 * minute after it was placed.
 */
export function kitchenStarted(order: BoardTiming, now: Date): boolean {
  if (order.dueAt === null) return true;
  const start = kitchenStart(order.dueAt, order.prepWindowMinutes).getTime();
  if (order.placedAt && start - order.placedAt.getTime() <= MINUTE) return true;
  return start <= now.getTime();
}

/** Where an order is at `now` (order-status.ts): Accepted before its start time, Preparing from it. */
export function orderStageAt(order: BoardTiming, now: Date): OrderStage {
  return orderStage(order.status, kitchenStarted(order, now));
}

/** What an order as the API sends it (Order, BoardOrder) says of its timing. */
export interface OrderTimingFields {
  Status: OrderStatus;
  DueAt: string | null;
  PrepWindowMinutes: number;
  CreatedAt: string;
  AmendedAt?: string | null | undefined;
}

/** The timing of an order as the API sends it. */
export function orderTiming(order: OrderTimingFields): BoardTiming {
  return {
    status: order.Status,
    dueAt: order.DueAt ? new Date(order.DueAt) : null,
    prepWindowMinutes: order.PrepWindowMinutes,
    placedAt: new Date(order.AmendedAt ?? order.CreatedAt),
  };
}

/** Where an order as the API sends it is at `now`: its customer's page, its board card and its email agree. */
export function orderStageOf(order: OrderTimingFields, now: Date): OrderStage {
  return orderStageAt(orderTiming(order), now);
}

/**
 * The board lane of an order at `now`, from its stage (so a card's word and its lane always agree): Placed →
 * due-now once its start time arrives, later before; Accepted (not started) → later; Preparing → preparing;
 * Ready and OutForDelivery → ready; Completed and Cancelled → done. Null for PendingPayment (card orders the
 * provider has not confirmed are not shown).
 */
export function boardLane(order: BoardTiming, now: Date): BoardLane | null {
  const stage = orderStageAt(order, now);
  switch (stage) {
    case 'PendingPayment':
      return null;
    case 'Placed':
      return kitchenStarted(order, now) ? 'due-now' : 'later';
    case 'Accepted':
      return 'later';
    case 'Preparing':
      return 'preparing';
    case 'Ready':
    case 'OutForDelivery':
      return 'ready';
    case 'Completed':
    case 'Cancelled':
      return 'done';
  }
}

/** Whole minutes until the kitchen should start an order (the "later" lane's countdown); negative when late. */
export function minutesToStart(order: { dueAt: Date; prepWindowMinutes: number }, now: Date): number {
  return Math.ceil((kitchenStart(order.dueAt, order.prepWindowMinutes).getTime() - now.getTime()) / MINUTE);
}

/**
 * The next instant after `now` at which an order moves lanes by itself (its start time arrives), so the board
 * can set one timer and alert then; null when no waiting order has a start time ahead.
 */
export function nextLaneChange(orders: readonly BoardTiming[], now: Date): Date | null {
  let next: number | null = null;
  for (const order of orders) {
    if (order.status !== 'Placed' && order.status !== 'Accepted') continue;
    // Started already (or arrived due): its lane does not change by the clock any more.
    if (order.dueAt === null || kitchenStarted(order, now)) continue;
    const start = kitchenStart(order.dueAt, order.prepWindowMinutes).getTime();
    if (start > now.getTime() && (next === null || start < next)) next = start;
  }
  return next === null ? null : new Date(next);
}

/** Board order: by due time (orders without one first, as due now), then by when they were placed. */
export function compareByDue(
  a: { dueAt: Date | null; placedAt: Date },
  b: { dueAt: Date | null; placedAt: Date },
): number {
  const due = (o: { dueAt: Date | null }) => (o.dueAt === null ? -Infinity : o.dueAt.getTime());
  return due(a) - due(b) || a.placedAt.getTime() - b.placedAt.getTime();
}

/** How an order's due time is shown. */
export interface DueLabel {
  /** 'ASAP' (as soon as possible from when it was placed) or 'Scheduled' (a time the customer chose). */
  kind: 'ASAP' | 'Scheduled';
  /** 'Due 11:30', 'Due 11:30 tomorrow', 'Due 11:30 Wed 25 Nov'; the repeated October hour adds '(BST)'/'(GMT)'. */
  text: string;
  /** 'ASAP · Due 11:30 tomorrow'. */
  label: string;
}

/** The due time of an order as cards, lists, reports and emails show it, in London time seen from `now`. */
export function dueLabel(due: Date, scheduled: boolean, now: Date): DueLabel {
  const kind = scheduled ? 'Scheduled' : 'ASAP';
  const text = `Due ${londonClockLabel(due, now)}`;
  return { kind, text, label: `${kind} · ${text}` };
}

/**
 * The due label of an order as the API sends it (its DueAt, else its ScheduledFor; scheduled when the customer
 * chose the time), or null for an order with neither: the customer's pages, the emails and the reports.
 */
export function orderDueLabel(
  order: { DueAt: string | null; ScheduledFor: string | null },
  now: Date,
): DueLabel | null {
  const due = order.DueAt ?? order.ScheduledFor;
  return due ? dueLabel(new Date(due), order.ScheduledFor !== null, now) : null;
}
