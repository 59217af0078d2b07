import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableFromLabel,
  describeDays,
  describeMenuHours,
  intersectMenuHours,
  isAvailableAt,
  menuHoursIssues,
  nextAvailableAt,
  outsideHoursMessage,
  type DaypartLike,
} from './menu-hours';
import { londonTime } from './schedule';
import { AUTUMN, MINUTE, SPRING, at, instants } from './test-support/london-clock';

const MON_TO_FRI = [1, 2, 3, 4, 5];
const breakfast: DaypartLike[] = [{ Days: MON_TO_FRI, From: '07:00', To: '11:00' }];

describe('menu hours: availability', () => {
  it('is limited to the days and times, on the London clock', () => {
    // Wednesday 25 November 2026 (GMT).
    expect(isAvailableAt(breakfast, at('2026-11-25T06:59:59Z'))).toBe(false);
    expect(isAvailableAt(breakfast, at('2026-11-25T07:00:00Z'))).toBe(true);
    expect(isAvailableAt(breakfast, at('2026-11-25T10:59:59Z'))).toBe(true);
    expect(isAvailableAt(breakfast, at('2026-11-25T11:00:00Z'))).toBe(false);
    // Saturday.
    expect(isAvailableAt(breakfast, at('2026-11-28T08:00:00Z'))).toBe(false);
    // Thursday 15 July 2027 06:30 UTC is 07:30 BST.
    expect(isAvailableAt(breakfast, at('2027-07-15T06:30:00Z'))).toBe(true);
    expect(isAvailableAt(breakfast, at('2027-07-15T10:30:00Z'))).toBe(false);
  });

  it('does not limit an item without hours', () => {
    expect(isAvailableAt([], at('2026-11-25T03:00:00Z'))).toBe(true);
    expect(isAvailableAt(undefined, at('2026-11-25T03:00:00Z'))).toBe(true);
    expect(nextAvailableAt(null, at('2026-11-25T03:00:00Z'))).toEqual(at('2026-11-25T03:00:00Z'));
    expect(availableFromLabel([], at('2026-11-25T03:00:00Z'))).toBeNull();
  });

  it('runs a late-night menu past midnight as two ranges, without a gap', () => {
    const lateNight: DaypartLike[] = [
      { Days: [5], From: '22:00', To: '24:00' },
      { Days: [6], From: '00:00', To: '02:00' },
    ];
    expect(menuHoursIssues(lateNight)).toEqual([]);
    // Friday 27 / Saturday 28 November 2026.
    expect(isAvailableAt(lateNight, at('2026-11-27T21:59:00Z'))).toBe(false);
    expect(isAvailableAt(lateNight, at('2026-11-27T23:59:59Z'))).toBe(true);
    expect(isAvailableAt(lateNight, at('2026-11-28T00:00:00Z'))).toBe(true);
    expect(isAvailableAt(lateNight, at('2026-11-28T01:59:00Z'))).toBe(true);
    expect(isAvailableAt(lateNight, at('2026-11-28T02:00:00Z'))).toBe(false);
    expect(availableFromLabel(lateNight, at('2026-11-28T02:00:00Z'))).toBe('Available from 22:00 Fri');
    expect(availableFromLabel(lateNight, at('2026-11-27T21:00:00Z'))).toBe('Available from 22:00');
  });

  it('starts a range that begins in the skipped March hour when the clocks reach 02:00', () => {
    const sundayNight: DaypartLike[] = [{ Days: [0], From: '01:15', To: '03:00' }];
    expect(nextAvailableAt(sundayNight, at(`${SPRING}T00:30:00Z`))).toEqual(at(`${SPRING}T01:00:00Z`));
    expect(londonTime(at(`${SPRING}T01:00:00Z`)).time).toBe('02:00');
    expect(availableFromLabel(sundayNight, at(`${SPRING}T00:30:00Z`))).toBe('Available from 02:00');
  });

  it('applies a range both times the October clock shows it', () => {
    const early: DaypartLike[] = [{ Days: [0], From: '01:00', To: '01:30' }];
    expect(isAvailableAt(early, at(`${AUTUMN}T00:10:00Z`))).toBe(true); // 01:10 BST
    expect(isAvailableAt(early, at(`${AUTUMN}T00:40:00Z`))).toBe(false); // 01:40 BST
    expect(nextAvailableAt(early, at(`${AUTUMN}T00:40:00Z`))).toEqual(at(`${AUTUMN}T01:00:00Z`)); // 01:00 GMT
    expect(isAvailableAt(early, at(`${AUTUMN}T01:29:00Z`))).toBe(true);
    expect(isAvailableAt(early, at(`${AUTUMN}T01:30:00Z`))).toBe(false);
  });
});

describe('menu hours: what the storefront says', () => {
  it('gives the next start, with the day when it is not today', () => {
    // Wednesday 25 November 2026.
    expect(availableFromLabel(breakfast, at('2026-11-25T08:00:00Z'))).toBeNull();
    expect(availableFromLabel(breakfast, at('2026-11-25T05:00:00Z'))).toBe('Available from 07:00');
    expect(availableFromLabel(breakfast, at('2026-11-25T11:30:00Z'))).toBe('Available from 07:00 Thu');
    expect(availableFromLabel(breakfast, at('2026-11-27T12:00:00Z'))).toBe('Available from 07:00 Mon');
    const wednesdays = [{ Days: [3], From: '07:00', To: '11:00' }];
    expect(availableFromLabel(wednesdays, at('2026-11-25T12:00:00Z'))).toBe('Available from 07:00 Wed 2 Dec');
    expect(availableFromLabel([{ Days: [], From: '07:00', To: '11:00' }], at('2026-11-25T12:00:00Z'))).toBe(
      'Unavailable',
    );
  });

  it('describes the hours', () => {
    expect(describeMenuHours(breakfast)).toBe('Mon–Fri 07:00–11:00');
    expect(
      describeMenuHours([
        { Days: [6, 0], From: '08:00', To: '12:00' },
        { Days: [0, 1, 2, 3, 4, 5, 6], From: '22:00', To: '24:00' },
        { Days: [1, 3, 4, 5], From: '12:00', To: '13:00' },
      ]),
    ).toBe('Sat, Sun 08:00–12:00; every day 22:00–24:00; Mon, Wed–Fri 12:00–13:00');
    expect(describeDays([2])).toBe('Tue');
    expect(describeMenuHours(undefined)).toBe('');
  });

  it("gives the server's field error for a due time outside an item's hours", () => {
    const wednesdayMorning = at('2026-11-25T09:00:00Z');
    expect(outsideHoursMessage('Full English', breakfast, at('2026-11-25T12:30:00Z'), wednesdayMorning)).toBe(
      'Full English is served Mon–Fri 07:00–11:00, not at 12:30',
    );
    expect(
      outsideHoursMessage('Full English', breakfast, at('2026-11-25T08:30:00Z'), wednesdayMorning),
    ).toBeNull();
  });

  it('reads naturally mid-sentence, and names the day when the order is not due today', () => {
    const evenings = [{ Days: [0, 1, 2, 3, 4, 5, 6], From: '20:00', To: '21:00' }];
    // Wednesday 25 November 2026, 09:00 GMT.
    const now = at('2026-11-25T09:00:00Z');
    expect(outsideHoursMessage('Side Salad', evenings, at('2026-11-25T11:30:00Z'), now)).toBe(
      'Side Salad is served every day 20:00–21:00, not at 11:30',
    );
    expect(outsideHoursMessage('Side Salad', evenings, at('2026-11-28T11:30:00Z'), now)).toBe(
      'Side Salad is served every day 20:00–21:00, not on Saturday at 11:30',
    );
    // Just after midnight on the London clock is already the next day (01:00 BST on Thursday 16 July 2027).
    expect(
      outsideHoursMessage('Side Salad', evenings, at('2027-07-16T00:00:00Z'), at('2027-07-15T22:30:00Z')),
    ).toBe('Side Salad is served every day 20:00–21:00, not on Friday at 01:00');
    // A week or more ahead, the date too.
    expect(outsideHoursMessage('Full English', breakfast, at('2026-12-05T10:00:00Z'), now)).toBe(
      'Full English is served Mon–Fri 07:00–11:00, not on Saturday 5 December at 10:00',
    );
  });
});

describe('menu hours: checks', () => {
  it('refuses an inverted range, naming the fix for a menu past midnight', () => {
    expect(menuHoursIssues([{ Days: [1], From: '22:00', To: '02:00' }])).toEqual([
      {
        path: [0, 'To'],
        message:
          'Ends at 02:00, not after it starts at 22:00. A range stays within its day: end it at 24:00 and add one ' +
          'from 00:00 on the next day',
      },
    ]);
    expect(menuHoursIssues([{ Days: [1], From: '07:00', To: '07:00' }])).toMatchObject([{ path: [0, 'To'] }]);
  });

  it('refuses overlapping ranges on a shared day, but not touching ones', () => {
    expect(
      menuHoursIssues([
        { Days: MON_TO_FRI, From: '07:00', To: '11:00' },
        { Days: [6, 0], From: '08:00', To: '12:00' },
        { Days: [5, 6], From: '10:30', To: '11:00' },
        { Days: MON_TO_FRI, From: '11:00', To: '15:00' },
      ]),
    ).toEqual([{ path: [2, 'From'], message: 'Overlaps range 1 (07:00–11:00) on Friday' }]);
  });

  it('refuses a day listed twice', () => {
    expect(menuHoursIssues([{ Days: [1, 2, 1], From: '07:00', To: '11:00' }])).toEqual([
      { path: [0, 'Days', 2], message: 'Monday is listed twice' },
    ]);
  });
});

/** Menu hours as an owner could write them, valid or not (availability does not need them valid). */
const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 });
const clockOf = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const range = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    minuteOfDay,
    minuteOfDay,
  )
  .filter(([, a, b]) => a !== b)
  .map(([Days, a, b]): DaypartLike => ({ Days, From: clockOf(Math.min(a, b)), To: clockOf(Math.max(a, b)) }));
const hoursLists = fc.array(range, { maxLength: 4 });

describe('menu hours: properties', () => {
  it('next start is now when available, else the first available instant after it', () => {
    fc.assert(
      fc.property(
        hoursLists,
        instants,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        (hours, now, fractions) => {
          const next = nextAvailableAt(hours, now);
          if (isAvailableAt(hours, now)) {
            expect(next).toEqual(now);
            expect(availableFromLabel(hours, now)).toBeNull();
            return;
          }
          const label = availableFromLabel(hours, now);
          if (next === null) {
            // Only when no range has any time in the week: every range sits in a skipped hour, or none exist.
            expect(label).toBe('Unavailable');
            return;
          }
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(isAvailableAt(hours, next)).toBe(true);
          expect(isAvailableAt(hours, new Date(next.getTime() - 1))).toBe(false);
          for (const f of fractions) {
            const between = now.getTime() + Math.floor(f * (next.getTime() - now.getTime()));
            if (between < next.getTime()) expect(isAvailableAt(hours, new Date(between))).toBe(false);
          }
          expect(label).toMatch(new RegExp(`^Available from ${londonTime(next).time}( |$)`));
          expect(label === `Available from ${londonTime(next).time}`).toBe(
            londonTime(next).date === londonTime(now).date,
          );
        },
      ),
    );
  });

  it('finds a start within eight days for any valid hours', () => {
    fc.assert(
      fc.property(
        hoursLists.filter((h) => h.length > 0 && menuHoursIssues(h).length === 0),
        instants,
        (hours, now) => {
          const next = nextAvailableAt(hours, now);
          expect(next).not.toBeNull();
          expect(next!.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 24 * 60 * MINUTE);
        },
      ),
    );
  });

  it('agrees with a minute-by-minute walk over one day', () => {
    fc.assert(
      fc.property(hoursLists, instants, (hours, now) => {
        const start = Math.floor(now.getTime() / MINUTE) * MINUTE;
        const next = nextAvailableAt(hours, new Date(start));
        let walked: number | null = null;
        for (let t = start; t <= start + 24 * 60 * MINUTE; t += MINUTE)
          if (isAvailableAt(hours, new Date(t))) {
            walked = t;
            break;
          }
        if (walked !== null) expect(next).toEqual(new Date(walked));
        else if (next !== null) expect(next.getTime()).toBeGreaterThan(start + 24 * 60 * MINUTE);
      }),
      { numRuns: 40 },
    );
  });

  it('reports overlap exactly when two ranges share a day and a minute', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const minutes = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3));
        const shareDay = a.Days.some((d) => b.Days.includes(d));
        const shareMinute = minutes(a.From) < minutes(b.To) && minutes(b.From) < minutes(a.To);
        const overlaps = menuHoursIssues([a, b]).some((i) => i.path[1] === 'From');
        expect(overlaps).toBe(shareDay && shareMinute);
      }),
    );
  });
});

describe('menu hours: an item within its category', () => {
  it('keeps the minutes both allow, one range per set of times', () => {
    const category: DaypartLike[] = [
      { Days: [1, 2, 3, 4, 5], From: '07:00', To: '11:00' },
      { Days: [6, 0], From: '08:00', To: '12:00' },
    ];
    const item: DaypartLike[] = [{ Days: [0, 1, 2, 3, 4, 5, 6], From: '09:00', To: '24:00' }];
    expect(intersectMenuHours(item, category)).toEqual([
      { Days: [1, 2, 3, 4, 5], From: '09:00', To: '11:00' },
      { Days: [0, 6], From: '09:00', To: '12:00' },
    ]);
  });

  it('leaves either side as it is when the other has no hours, and says never when they do not meet', () => {
    expect(intersectMenuHours(undefined, null)).toBeUndefined();
    expect(intersectMenuHours([], breakfast)).toEqual(breakfast);
    expect(intersectMenuHours(breakfast, undefined)).toEqual(breakfast);
    expect(intersectMenuHours(breakfast, [{ Days: [0], From: '07:00', To: '11:00' }])).toEqual([]);
    expect(intersectMenuHours(breakfast, [{ Days: [1], From: '11:00', To: '12:00' }])).toEqual([]);
  });

  it('is available exactly when both are, and valid whenever both are', () => {
    const valid = hoursLists.filter((h) => menuHoursIssues(h).length === 0);
    fc.assert(
      fc.property(valid, valid, instants, (a, b, now) => {
        const both = intersectMenuHours(a, b);
        expect(menuHoursIssues(both ?? [])).toEqual([]);
        const expected = isAvailableAt(a, now) && isAvailableAt(b, now);
        if (both === undefined || (both.length === 0 && a.length === 0 && b.length === 0))
          expect(expected).toBe(true);
        else if (both.length === 0) expect(expected).toBe(false);
        else expect(isAvailableAt(both, now)).toBe(expected);
      }),
    );
  });
});
