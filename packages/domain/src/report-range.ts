import { addDays, londonTime } from './schedule';

/** How many days the default report range covers (today included). */
const DEFAULT_DAYS = 30;

/**
 * The London calendar dates of a report: what was asked, completed with defaults — without `to` the range
 * ends today in London, without `from` it starts 29 days before `to` (30 days in all).
 */
export function reportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const to =
    asked.to ?? (asked.from && asked.from > londonTime(now).date ? asked.from : londonTime(now).date);
  return { from: asked.from ?? addDays(to, -(DEFAULT_DAYS - 1)), to };
}

/** Every 'YYYY-MM-DD' date from `from` to `to`, both included, oldest first. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
