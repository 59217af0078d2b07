import type { OrderOption } from '@storefront/contract/catalog';
import { DAY_NAMES, weekdayOf, type DayHours } from './opening-hours';
import {
  SCHEDULE_MAX_DAYS,
  addDays,
  earliestTime,
  firstAtOrAfterWall,
  latestTime,
  londonTime,
  scheduleRule,
  scheduleSlots,
  type ScheduleConfig,
  type ScheduleSlot,
} from './schedule';

/**
 * The branch an order is made at decides its times (ADR 0046): its lead times replace the brand's minimum times
 * (MinDeliveryTime / MinCollectionTime / MinEatInTime), and a collection or eat-in order must be due while the
 * branch is open (Europe/London). Delivery keeps the brand's delivery hours (DeliveryFrom): the branch's opening
 * hours are for customers at its door. The server checks an order with these functions and the checkout lists
 * its times with them, so a time offered is a time accepted.
 */

/** A branch's own minimum times in whole minutes (brand file `Branches[].LeadTimes`); absent: the brand's. */
export interface LeadTimes {
  Delivery?: number | undefined;
  Collection?: number | undefined;
  EatIn?: number | undefined;
}

/** What the schedule needs of an order's branch. */
export interface BranchSchedule {
  name: string;
  /** The branch's week; empty: its hours are not restricted. */
  hours: readonly DayHours[];
  leadTimes?: LeadTimes | null | undefined;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** How long an opening lasts: a Close at or before Open runs past midnight (equal: the whole day). */
function span(row: DayHours): number {
  const open = minutesOf(row.Open);
  const close = minutesOf(row.Close);
  return close > open ? close - open : close + DAY_MINUTES - open;
}

/**
 * The schedule config at a branch: its lead times in place of the brand's minimum times, plus busy mode's
 * `extraMinutes` (which `config` already carries on the brand's own minimum times).
 */
export function withLeadTimes<C extends ScheduleConfig>(
  config: C,
  lead: LeadTimes | null | undefined,
  extraMinutes = 0,
): C {
  if (!lead) return config;
  const pick = (own: number | undefined, brand: number) => (own === undefined ? brand : own + extraMinutes);
  return {
    ...config,
    MinDeliveryTime: pick(lead.Delivery, config.MinDeliveryTime),
    MinCollectionTime: pick(lead.Collection, config.MinCollectionTime),
    MinEatInTime: pick(lead.EatIn, config.MinEatInTime),
  };
}

/** Whether a branch's opening hours limit an order: collection and eat-in at a branch that lists hours. */
export function hoursApply(option: OrderOption, branch: BranchSchedule | null | undefined): boolean {
  return option !== 'Delivery' && !!branch && branch.hours.length > 0;
}

/**
 * Whether a week of openings covers an instant on the London clock: within one of that day's openings, or
 * within the day before's when it runs past midnight. A day with no openings is closed.
 */
export function openAt(hours: readonly DayHours[], at: Date): boolean {
  const wall = londonTime(at);
  const day = weekdayOf(wall.date);
  const minute = minutesOf(wall.time);
  return hours.some((row) => {
    const open = minutesOf(row.Open);
    const end = open + span(row);
    if (row.Day === day) return minute >= open && minute < end;
    return row.Day === (day + 6) % 7 && end > DAY_MINUTES && minute < end - DAY_MINUTES;
  });
}

/** "Copperleaf Clapham is closed then: it opens 11:30–22:30 on Fridays", or "… is closed on Sundays". */
export function closedMessage(branch: BranchSchedule, at: Date): string {
  const day = weekdayOf(londonTime(at).date);
  const rows = branch.hours
    .filter((h) => h.Day === day)
    .sort((a, b) => a.Open.localeCompare(b.Open))
    .map((h) => `${h.Open}–${h.Close}`);
  const days = `${DAY_NAMES[day]}s`;
  return rows.length === 0
    ? `${branch.name} is closed on ${days}`
    : `${branch.name} is closed then: it opens ${rows.join(' and ')} on ${days}`;
}

/** Why an order cannot be due at `at` at its branch (a message), or null when it can. */
export function branchTimeProblem(
  option: OrderOption,
  branch: BranchSchedule | null | undefined,
  at: Date,
): string | null {
  if (!branch || !hoursApply(option, branch)) return null;
  return openAt(branch.hours, at) ? null : closedMessage(branch, at);
}

/**
 * What "as soon as possible" means at a branch: the channel's earliest time (lead time, start time of day), moved
 * to when the branch next opens if it is closed then, as the start time of day moves it. Null when the branch is
 * closed for the whole schedule window.
 */
export function branchEarliestTime(
  option: OrderOption,
  config: ScheduleConfig,
  branch: BranchSchedule | null | undefined,
  now: Date,
): Date | null {
  const start = earliestTime(option, config, now);
  if (!branch || !hoursApply(option, branch)) return start;
  const from = scheduleRule(option, config).from;
  const last = latestTime(now).getTime();
  const firstDay = londonTime(start).date;
  const valid = (t: number) =>
    t >= start.getTime() && londonTime(new Date(t)).time >= from && openAt(branch.hours, new Date(t));
  if (valid(start.getTime())) return start;
  // Otherwise the open, in-hours instants begin at an opening or at the channel's start time of day.
  for (let d = 0; d <= SCHEDULE_MAX_DAYS + 1; d++) {
    const date = addDays(firstDay, d);
    const weekday = weekdayOf(date);
    const found = [from, ...branch.hours.filter((h) => h.Day === weekday).map((h) => h.Open)]
      .map((time) => firstAtOrAfterWall(date, time, start.getTime()))
      .sort((a, b) => a - b)
      .find(valid);
    if (found !== undefined) return found <= last ? new Date(Math.ceil(found / MINUTE) * MINUTE) : null;
  }
  return null;
}

/** The schedule's slots for `days` London days, without those when the branch is closed (collection, eat in). */
export function branchSlots(
  option: OrderOption,
  config: ScheduleConfig,
  branch: BranchSchedule | null | undefined,
  now: Date,
  days: number,
): ScheduleSlot[] {
  const slots = scheduleSlots(option, config, now, days);
  if (!branch || !hoursApply(option, branch)) return slots;
  return slots.filter((s) => openAt(branch.hours, new Date(s.At)));
}
