import type { BrandConfig } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import { channelNoun, deliveryTypeOf } from './delivery-type';

/**
 * When an order can be for (issue 5 "Delivery type and time"): as soon as possible, or a scheduled time no
 * earlier than now + the channel's minimum time (MinDeliveryTime / MinCollectionTime / MinEatInTime) and not
 * before the channel's daily start time (DeliveryFrom / CollectionFrom / EatInFrom), read on the Europe/London
 * wall clock. The web lists slots with these functions and the server checks the chosen time with the same
 * ones, so both agree, clock changes included: on the last Sunday of March 01:00–01:59 does not exist in
 * London, and on the last Sunday of October it happens twice.
 *
 * Time zone arithmetic uses Intl only (no date library): an instant's London wall time comes from
 * Intl.DateTimeFormat, and a wall time's instants are found by trying the offsets around it.
 */

export const LONDON_TIME_ZONE = 'Europe/London';
/** Slots are this many minutes apart, on the hour and quarter hours of the London clock. */
export const SLOT_STEP_MINUTES = 15;
/** A scheduled time may be at most this many days ahead (up to the end of that London day). */
export const SCHEDULE_MAX_DAYS = 7;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The brand config fields the schedule reads. */
export type ScheduleConfig = Pick<
  BrandConfig,
  'MinDeliveryTime' | 'MinCollectionTime' | 'MinEatInTime' | 'DeliveryFrom' | 'CollectionFrom' | 'EatInFrom'
>;

/** A channel's scheduling rule: the minimum lead time and the daily start time ('HH:MM', London). */
export interface ScheduleRule {
  minMinutes: number;
  from: string;
  /** How the channel is named in messages ('delivery', 'collection', 'eat in'). */
  noun: string;
}

/** The rule of an order option: Delivery → MinDeliveryTime/DeliveryFrom, Pickup → collection, EatIn → eat in. */
export function scheduleRule(option: OrderOption, config: ScheduleConfig): ScheduleRule {
  const noun = channelNoun(deliveryTypeOf(option));
  if (option === 'Delivery') return { minMinutes: config.MinDeliveryTime, from: config.DeliveryFrom, noun };
  if (option === 'Pickup') return { minMinutes: config.MinCollectionTime, from: config.CollectionFrom, noun };
  return { minMinutes: config.MinEatInTime, from: config.EatInFrom, noun };
}

/** A moment on the London wall clock. */
export interface LondonTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** Minutes London is ahead of UTC at that moment: 0 (GMT) or 60 (BST). */
  offsetMinutes: number;
  /** 'GMT' or 'BST'. */
  zone: 'GMT' | 'BST';
}

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** London's offset from UTC in minutes at an instant, read from the time zone database. */
function offsetAt(instant: Date): number {
  const parts: Record<string, number> = {};
  for (const p of wallFormat.formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

const HOUR = 60 * MINUTE;
/**
 * London's offset by UTC hour. The clocks change on the hour (01:00 UTC), so one reading serves a whole UTC hour:
 * asking Intl for every instant cost an order's checks and emails a few per cent of the server's time.
 */
const offsetByHour = new Map<number, number>();

function londonOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = offsetAt(new Date(hour * HOUR));
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The London wall time of an instant (seconds dropped). */
export function londonTime(instant: Date): LondonTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const offsetMinutes = londonOffset(ms);
  const wall = new Date(ms + offsetMinutes * MINUTE);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    offsetMinutes,
    zone: offsetMinutes === 0 ? 'GMT' : 'BST',
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The calendar date `days` after a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY);
  return d.toISOString().slice(0, 10);
}

/**
 * Every instant at which the London clock shows `time` on `date`, earliest first: one on most days, none in
 * the hour skipped when the clocks go forward, two in the hour repeated when they go back.
 */
export function londonInstants(date: string, time: string): Date[] {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Not a London date and time: ${date} ${time}`);
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // The offsets in force half a day either side cover any single clock change around this wall time.
  const offsets = new Set(
    [asUtc - DAY / 2, asUtc + DAY / 2].map((probe) => londonTime(new Date(probe)).offsetMinutes),
  );
  return [...offsets]
    .map((offset) => new Date(asUtc - offset * MINUTE))
    .filter((instant) => {
      const wall = londonTime(instant);
      return wall.date === date && wall.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
}

/** The first instant at or after `notBefore` whose London wall time on `date` is `time` or later. */
export function firstAtOrAfterWall(date: string, time: string, notBefore: number): number {
  const instants = londonInstants(date, time).map((i) => i.getTime());
  const hit = instants.find((i) => i >= notBefore);
  if (hit !== undefined) return hit;
  // `time` falls in the skipped hour: the first minute after the gap is the earliest later wall time.
  const asUtc = londonInstants(date, '00:00')[0]!.getTime();
  let lo = Math.max(notBefore, asUtc);
  let hi = lo + DAY;
  const okAt = (ms: number) => {
    const wall = londonTime(new Date(ms));
    return wall.date > date || (wall.date === date && wall.time >= time);
  };
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (okAt(mid)) hi = mid;
    else lo = mid;
  }
  return okAt(lo) ? lo : hi;
}

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/**
 * The earliest time an order placed at `now` can be for: now + the minimum time (rounded up to the whole
 * minute), moved to the channel's start time when that falls earlier in the London day. This is what
 * 'as soon as possible' means.
 */
export function earliestTime(option: OrderOption, config: ScheduleConfig, now: Date): Date {
  const rule = scheduleRule(option, config);
  const soonest = ceilToMinute(now.getTime() + rule.minMinutes * MINUTE);
  const wall = londonTime(new Date(soonest));
  if (wall.time >= rule.from) return new Date(soonest);
  return new Date(firstAtOrAfterWall(wall.date, rule.from, soonest));
}

/** The last instant a scheduled order may be for: the end of the London day SCHEDULE_MAX_DAYS − 1 days on. */
export function latestTime(now: Date): Date {
  const lastDay = addDays(londonTime(now).date, SCHEDULE_MAX_DAYS);
  return new Date(londonInstants(lastDay, '00:00')[0]!.getTime() - MINUTE);
}

export type ScheduleProblem = 'invalid' | 'too-soon' | 'before-from' | 'too-far';
export type ScheduleCheck =
  { ok: true; at: Date } | { ok: false; problem: ScheduleProblem; message: string; earliest: Date };

/**
 * Checks a chosen time (an ISO string or a Date): not before now + the minimum time, not before the
 * channel's start time on the London clock that day, and within SCHEDULE_MAX_DAYS. `graceMs` forgives a
 * choice that was valid a moment ago (the time it took to submit). Messages name the rule that failed.
 */
export function checkScheduledTime(
  requested: Date | string,
  option: OrderOption,
  config: ScheduleConfig,
  now: Date,
  graceMs = 0,
): ScheduleCheck {
  const rule = scheduleRule(option, config);
  const earliest = earliestTime(option, config, now);
  const at = typeof requested === 'string' ? new Date(requested) : requested;
  if (Number.isNaN(at.getTime()))
    return { ok: false, problem: 'invalid', message: 'Choose a valid time', earliest };
  if (at.getTime() < now.getTime() + rule.minMinutes * MINUTE - graceMs)
    return {
      ok: false,
      problem: 'too-soon',
      message: `Choose a time at least ${rule.minMinutes} minutes from now`,
      earliest,
    };
  if (londonTime(at).time < rule.from)
    return {
      ok: false,
      problem: 'before-from',
      message: `We take ${rule.noun} orders from ${rule.from}`,
      earliest,
    };
  if (at.getTime() > latestTime(now).getTime())
    return {
      ok: false,
      problem: 'too-far',
      message: `Choose a time within the next ${SCHEDULE_MAX_DAYS} days`,
      earliest,
    };
  return { ok: true, at };
}

/** One choice of the time picker. */
export interface ScheduleSlot {
  /** The instant, ISO 8601 in UTC: what the client sends as ScheduledFor. */
  At: string;
  /** London date 'YYYY-MM-DD' and time 'HH:MM'. */
  Date: string;
  Time: string;
  /** 'Today 12:15', 'Tomorrow 11:30', 'Sat 28 Mar 12:00'; the repeated October hour adds '(BST)' / '(GMT)'. */
  Label: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** 'Today', 'Tomorrow', or 'Sat 28 Mar' for a London date seen from another London date. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  const m = DATE.exec(date)!;
  return dayFormat.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))).replace(',', '');
}

/**
 * The slots a customer can choose from: every SLOT_STEP_MINUTES on the London clock from the earliest time
 * to the end of the `days`-th London day (today counts as the first), skipping times before the channel's
 * start time. Slots follow real time, so the skipped March hour has none and the repeated October hour has
 * each slot twice, labelled with its zone.
 */
export function scheduleSlots(
  option: OrderOption,
  config: ScheduleConfig,
  now: Date,
  days = 2,
): ScheduleSlot[] {
  const rule = scheduleRule(option, config);
  const today = londonTime(now).date;
  const lastDay = addDays(today, Math.min(Math.max(days, 1), SCHEDULE_MAX_DAYS));
  const end = londonInstants(lastDay, '00:00')[0]!.getTime();
  const step = SLOT_STEP_MINUTES * MINUTE;
  // London's offset is whole hours, so quarter hours of UTC are quarter hours of the London clock.
  let at = Math.ceil(earliestTime(option, config, now).getTime() / step) * step;
  const slots: ScheduleSlot[] = [];
  for (; at < end; at += step) {
    const wall = londonTime(new Date(at));
    if (wall.time < rule.from) continue;
    const repeated = londonInstants(wall.date, wall.time).length > 1;
    slots.push({
      At: new Date(at).toISOString(),
      Date: wall.date,
      Time: wall.time,
      Label: `${dayLabel(wall.date, today)} ${wall.time}${repeated ? ` (${wall.zone})` : ''}`,
    });
  }
  return slots;
}
