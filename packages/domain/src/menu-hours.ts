import type { DaypartLike } from '@storefront/contract/menu-hours-rules';
import { weekdayOf } from './opening-hours';
import { addDays, londonInstants, londonTime } from './schedule';

export {
  intersectMenuHours,
  menuHoursIssues,
  type DaypartLike,
  type MenuHoursIssue,
} from '@storefront/contract/menu-hours-rules';

/**
 * Menu hours (dayparts, issue 19): when a category or item limited to days and times can be ordered, read
 * on the Europe/London wall clock. The shape and its checks (no inverted or overlapping ranges; a range stays
 * within its day, '24:00' ending it at midnight) are in @storefront/contract/menu-hours, so the brand file,
 * the menu editor and this file agree. No ranges (or none given) means no limit.
 *
 * Availability goes by the wall clock's minute: on the March clock-change day a range starting in the
 * skipped hour starts when the clocks reach 02:00, and in October's repeated hour a range is in force both
 * times the clock shows its minutes.
 */

const MINUTE = 60_000;
/** Weekdays in the order a UK week is read, Monday first (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Whether an item with these hours can be had at `at` (always, without hours). */
export function isAvailableAt(hours: readonly DaypartLike[] | null | undefined, at: Date): boolean {
  if (!hours || hours.length === 0) return true;
  const { date, time } = londonTime(at);
  const day = weekdayOf(date);
  return hours.some((range) => range.Days.includes(day) && range.From <= time && time < range.To);
}

/** The instant the London clock changes on `date`, if it does (to the minute; London changes at 01:00 UTC). */
function clockChangeOn(date: string): number | null {
  const start = londonInstants(date, '00:00')[0]!.getTime();
  const end = londonInstants(addDays(date, 1), '00:00')[0]!.getTime();
  const before = londonTime(new Date(start)).offsetMinutes;
  if (londonTime(new Date(end)).offsetMinutes === before) return null;
  let lo = start;
  let hi = end;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (londonTime(new Date(mid)).offsetMinutes === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The first instant at or after `from` when an item with these hours can be had: `from` itself when it is
 * available then; null when it never is (no range has any day). Availability can only begin at a range's
 * start on the wall clock or when the clock changes, so those instants over the next eight London days are
 * the only ones tried.
 */
export function nextAvailableAt(hours: readonly DaypartLike[] | null | undefined, from: Date): Date | null {
  if (isAvailableAt(hours, from)) return from;
  const today = londonTime(from).date;
  // A London date's instants all come before the next date's (the clocks change at 01:00, not midnight), so
  // the days are tried in turn and the first day with an answer ends the search.
  for (let k = 0; k <= 8; k++) {
    const date = addDays(today, k);
    const day = weekdayOf(date);
    const ranges = (hours ?? []).filter((range) => range.Days.includes(day));
    if (ranges.length === 0) continue;
    const candidates = ranges.flatMap((range) => londonInstants(date, range.From).map((d) => d.getTime()));
    const change = clockChangeOn(date);
    if (change !== null) candidates.push(change);
    const next = candidates
      .filter((t) => t > from.getTime())
      .sort((a, b) => a - b)
      .find((t) => isAvailableAt(hours, new Date(t)));
    if (next !== undefined) return new Date(next);
  }
  return null;
}

/**
 * What an unavailable item says: 'Available from 07:00' later today, 'Available from 07:00 Mon' within the
 * week, 'Available from 07:00 Mon 30 Nov' a week on; null when it is available at `now`, 'Unavailable' when
 * it never is.
 */
export function availableFromLabel(
  hours: readonly DaypartLike[] | null | undefined,
  now: Date,
): string | null {
  if (isAvailableAt(hours, now)) return null;
  const next = nextAvailableAt(hours, now);
  if (!next) return 'Unavailable';
  const wall = londonTime(next);
  const today = londonTime(now).date;
  if (wall.date === today) return `Available from ${wall.time}`;
  const day = SHORT_DAYS[weekdayOf(wall.date)]!;
  if (wall.date < addDays(today, 7)) return `Available from ${wall.time} ${day}`;
  const [, month, dayOfMonth] = wall.date.split('-').map(Number);
  const monthName = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `Available from ${wall.time} ${day} ${dayOfMonth} ${monthName}`;
}

/**
 * A range's days for people: 'every day', 'Mon–Fri', 'Sat, Sun', 'Mon, Wed–Fri' (the week starts Monday).
 * Always read mid-sentence ('Served every day 20:00–21:00'), hence the small 'every'.
 */
export function describeDays(days: readonly number[]): string {
  const on = WEEK.filter((d) => days.includes(d));
  if (on.length === 7) return 'every day';
  const runs: string[] = [];
  for (let i = 0; i < on.length;) {
    let j = i;
    while (j + 1 < on.length && WEEK.indexOf(on[j + 1]!) === WEEK.indexOf(on[j]!) + 1) j++;
    const first = SHORT_DAYS[on[i]!];
    const last = SHORT_DAYS[on[j]!];
    runs.push(j === i ? first : j === i + 1 ? `${first}, ${last}` : `${first}–${last}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** Hours for people: 'Mon–Fri 07:00–11:00; Sat, Sun 08:00–12:00'; '' for no limit. */
export function describeMenuHours(hours: readonly DaypartLike[] | null | undefined): string {
  return (hours ?? []).map((r) => `${describeDays(r.Days)} ${r.From}–${r.To}`).join('; ');
}

/**
 * When an order is due, seen from `now` on the London clock: 'at 12:30' today, 'on Saturday at 11:30' within
 * the week, 'on Wednesday 2 December at 07:00' further on.
 */
export function dueWhen(due: Date, now: Date): string {
  const wall = londonTime(due);
  const today = londonTime(now).date;
  if (wall.date === today) return `at ${wall.time}`;
  const day = DAY_NAMES[weekdayOf(wall.date)]!;
  if (wall.date > today && wall.date < addDays(today, 7)) return `on ${day} at ${wall.time}`;
  const [, month, dayOfMonth] = wall.date.split('-').map(Number);
  const monthName = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `on ${day} ${dayOfMonth} ${monthName} at ${wall.time}`;
}

/**
 * The field error when an order's due time falls outside an item's hours, null when within them:
 * 'Full English is served Mon–Fri 07:00–11:00, not at 12:30' for an order due today, '…, not on Saturday at
 * 11:30' for one due another day (`now` tells which).
 */
export function outsideHoursMessage(
  title: string,
  hours: readonly DaypartLike[] | null | undefined,
  due: Date,
  now: Date,
): string | null {
  if (isAvailableAt(hours, due)) return null;
  return `${title} is served ${describeMenuHours(hours)}, not ${dueWhen(due, now)}`;
}
