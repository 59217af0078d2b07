/**
 * The rules of menu hours (issue 19) that need no schema library: the structural shape, the checks a list of
 * ranges must pass, and the intersection of two lists. Kept apart from menu-hours.ts (the zod schemas) so the
 * storefront reads hours with @storefront/domain/menu-hours without loading zod.
 */

/** Weekday names by number, 0 = Sunday (as branch opening hours number them). */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A range as the rules read it: on these weekdays (0 = Sunday … 6 = Saturday), from `From` until `To`. */
export interface DaypartShape {
  Days: number[];
  From: string;
  To: string;
}

/** A problem with menu hours, at its path inside the list (e.g. `[1, 'To']`). */
export interface MenuHoursIssue {
  path: (string | number)[];
  message: string;
}

/** The structural shape the checks read (so they also run on input zod has not parsed yet). */
export interface DaypartLike {
  Days: readonly number[];
  From: string;
  To: string;
}

/**
 * The checks a list of ranges must pass beyond each field's format: no weekday twice in one range, no range
 * ending at or before its start (inverted), and no two ranges covering the same minute of the same weekday
 * (overlapping; ranges that only touch, 07:00–11:00 and 11:00–15:00, are fine). Each problem is reported
 * once, on the later range's field.
 */
export function menuHoursIssues(hours: readonly DaypartLike[]): MenuHoursIssue[] {
  const issues: MenuHoursIssue[] = [];
  const inverted = new Set<number>();
  hours.forEach((range, i) => {
    const seen = new Set<number>();
    range.Days.forEach((day, j) => {
      if (seen.has(day))
        issues.push({ path: [i, 'Days', j], message: `${DAY_NAMES[day] ?? `Day ${day}`} is listed twice` });
      seen.add(day);
    });
    if (range.To <= range.From) {
      inverted.add(i);
      issues.push({
        path: [i, 'To'],
        message:
          `Ends at ${range.To}, not after it starts at ${range.From}. A range stays within its day: ` +
          'end it at 24:00 and add one from 00:00 on the next day',
      });
    }
  });
  hours.forEach((later, j) => {
    if (inverted.has(j)) return;
    for (let i = 0; i < j; i++) {
      const earlier = hours[i]!;
      if (inverted.has(i)) continue;
      const day = later.Days.find((d) => earlier.Days.includes(d));
      if (day === undefined || later.From >= earlier.To || earlier.From >= later.To) continue;
      issues.push({
        path: [j, 'From'],
        message: `Overlaps range ${i + 1} (${earlier.From}–${earlier.To}) on ${DAY_NAMES[day] ?? `day ${day}`}`,
      });
      return;
    }
  });
  return issues;
}

/** A range of one weekday, as the intersection works on them. */
interface DayRange {
  day: number;
  from: string;
  to: string;
}

const dayRanges = (hours: readonly DaypartLike[]): DayRange[] =>
  hours.flatMap((r) => [...new Set(r.Days)].map((day) => ({ day, from: r.From, to: r.To })));

/**
 * The hours in both `a` and `b`: when an item with hours `a` in a category with hours `b` can be ordered. No
 * hours (undefined, null or empty) on one side is no limit, so the other side's come back as they are (or
 * undefined when neither has any). An empty list back means the two never meet: never available. Each
 * result range is a minute set both allow on its days; ranges with the same times on several days are one
 * range, so the result passes menuHoursIssues whenever `a` and `b` do.
 */
export function intersectMenuHours(
  a: readonly DaypartLike[] | null | undefined,
  b: readonly DaypartLike[] | null | undefined,
): DaypartShape[] | undefined {
  const copy = (hours: readonly DaypartLike[]) => hours.map((r) => ({ ...r, Days: [...r.Days] }));
  if (!a?.length) return b?.length ? copy(b) : undefined;
  if (!b?.length) return copy(a);
  const other = dayRanges(b);
  const byTimes = new Map<string, DaypartShape>();
  for (const x of dayRanges(a))
    for (const y of other) {
      if (x.day !== y.day) continue;
      const from = x.from > y.from ? x.from : y.from;
      const to = x.to < y.to ? x.to : y.to;
      if (from >= to) continue;
      const key = `${from}-${to}`;
      const range = byTimes.get(key) ?? { Days: [], From: from, To: to };
      if (!range.Days.includes(x.day)) range.Days.push(x.day);
      byTimes.set(key, range);
    }
  return [...byTimes.values()]
    .map((r) => ({ ...r, Days: r.Days.sort((d, e) => d - e) }))
    .sort((r, q) => (r.From === q.From ? r.To.localeCompare(q.To) : r.From.localeCompare(q.From)));
}
