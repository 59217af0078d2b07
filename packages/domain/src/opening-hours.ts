import { londonTime } from './schedule';

/**
 * Branch opening hours and table-booking slots (issue 9), on the Europe/London wall clock. A day's hours are
 * `{ Day, Open, Close }` with Day 0 = Sunday; a Close at or before Open means the branch closes after midnight.
 */

export interface DayHours {
  Day: number;
  Open: string;
  Close: string;
}

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday (0 = Sunday) of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Wednesday 1 Jul 2026' from '2026-07-01'. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${DAY_NAMES[weekdayOf(date)]} ${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** A calendar date moved by whole days ('2026-03-28' + 1 → '2026-03-29'). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The length of a day's opening in minutes from its Open (past midnight when Close is at or before Open). */
function span(hours: DayHours): number {
  const open = minutesOf(hours.Open);
  const close = minutesOf(hours.Close);
  return close > open ? close - open : close + 24 * 60 - open;
}

/** Whether a branch is open now, and what to say about it. */
export interface OpeningStatus {
  open: boolean;
  /** Today's weekday in London (0 = Sunday), to highlight today's row. */
  today: number;
  /** 'Open now · closes at 23:00' or 'Closed · opens at 11:30' / 'Closed today'. */
  label: string;
}

/**
 * Whether a branch is open at an instant, read on the London clock: within today's hours, or within
 * yesterday's hours when they run past midnight.
 */
export function openingStatus(hours: readonly DayHours[], now: Date): OpeningStatus {
  const { date, time } = londonTime(now);
  const today = weekdayOf(date);
  const minute = minutesOf(time);
  const yesterday = hours.find((h) => h.Day === (today + 6) % 7);
  if (yesterday && minutesOf(yesterday.Open) + span(yesterday) > 24 * 60) {
    const end = minutesOf(yesterday.Open) + span(yesterday) - 24 * 60;
    if (minute < end) return { open: true, today, label: `Open now · closes at ${yesterday.Close}` };
  }
  const todays = hours.find((h) => h.Day === today);
  if (!todays) return { open: false, today, label: 'Closed today' };
  const start = minutesOf(todays.Open);
  if (minute >= start && minute < start + span(todays))
    return { open: true, today, label: `Open now · closes at ${todays.Close}` };
  if (minute < start) return { open: false, today, label: `Closed · opens at ${todays.Open}` };
  return { open: false, today, label: 'Closed now' };
}

/** The brand file's settings of table bookings that slot lists need. */
export interface SlotSettings {
  SlotMinutes: number;
  LastBookingBeforeClose: number;
}

/**
 * The start times ('HH:MM') of a date's booking slots: from opening, every SlotMinutes, the last one at least
 * LastBookingBeforeClose before closing (slots stay within the calendar day). On `today` (London), times not
 * after `now` are dropped.
 */
export function reservationTimes(
  hours: readonly DayHours[],
  date: string,
  settings: SlotSettings,
  now?: Date,
): string[] {
  const day = hours.find((h) => h.Day === weekdayOf(date));
  if (!day) return [];
  const start = minutesOf(day.Open);
  const last = Math.min(start + span(day) - settings.LastBookingBeforeClose, 24 * 60 - settings.SlotMinutes);
  const clock = now ? londonTime(now) : null;
  if (clock && clock.date > date) return [];
  const after = clock && clock.date === date ? minutesOf(clock.time) : -1;
  const times: string[] = [];
  for (let m = start; m <= last; m += settings.SlotMinutes) if (m > after) times.push(clockOf(m));
  return times;
}

/**
 * Why a booking cannot be for `date` ('YYYY-MM-DD'), or null when it can: not before `today` (London), nor more
 * than `daysAhead` days after it. The server answers such a date with no times; the form says why.
 */
export function bookingDateProblem(date: string, today: string, daysAhead: number): string | null {
  if (date < today) return 'That date has passed: choose today or a later date';
  if (date > addDays(today, daysAhead))
    return `Tables can be booked up to ${daysAhead} days ahead: choose an earlier date`;
  return null;
}
