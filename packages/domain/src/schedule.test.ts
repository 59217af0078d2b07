import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SCHEDULE_MAX_DAYS,
  SLOT_STEP_MINUTES,
  addDays,
  checkScheduledTime,
  dayLabel,
  earliestTime,
  latestTime,
  londonInstants,
  londonTime,
  scheduleRule,
  scheduleSlots,
} from './schedule';
import {
  AUTUMN,
  MINUTE,
  SCHEDULE as config,
  SPRING,
  at,
  instants,
  orderOptions as options,
  scheduleConfigs as configs,
} from './test-support/london-clock';

// Clock changes of 2027: forward on Sunday 28 March at 01:00 GMT, back on Sunday 31 October at 01:00 GMT.

/** Instants from 2020 to 2035, with extra weight on the hours around each clock change. */

describe('London wall clock', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonTime(at('2027-01-15T12:00:00Z'))).toEqual({
      date: '2027-01-15',
      time: '12:00',
      offsetMinutes: 0,
      zone: 'GMT',
    });
    expect(londonTime(at('2027-07-15T12:00:00Z'))).toMatchObject({ time: '13:00', zone: 'BST' });
    expect(londonTime(at('2027-07-15T23:30:00Z'))).toMatchObject({ date: '2027-07-16', time: '00:30' });
  });

  it('skips 01:00–01:59 on the March clock-change day', () => {
    expect(londonTime(at(`${SPRING}T00:59:00Z`))).toMatchObject({ time: '00:59', zone: 'GMT' });
    expect(londonTime(at(`${SPRING}T01:00:00Z`))).toMatchObject({ time: '02:00', zone: 'BST' });
    expect(londonInstants(SPRING, '01:30')).toEqual([]);
    expect(londonInstants(SPRING, '02:00')).toEqual([at(`${SPRING}T01:00:00Z`)]);
  });

  it('repeats 01:00–01:59 on the October clock-change day', () => {
    expect(londonInstants(AUTUMN, '01:30')).toEqual([at(`${AUTUMN}T00:30:00Z`), at(`${AUTUMN}T01:30:00Z`)]);
    expect(londonInstants(AUTUMN, '02:00')).toEqual([at(`${AUTUMN}T02:00:00Z`)]);
  });

  it('maps every instant back to itself through its wall time', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const whole = new Date(Math.floor(instant.getTime() / MINUTE) * MINUTE);
        const wall = londonTime(whole);
        expect(londonInstants(wall.date, wall.time).map((d) => d.getTime())).toContain(whole.getTime());
        expect([0, 60]).toContain(wall.offsetMinutes);
      }),
    );
  });

  it('adds calendar days across month, year and clock-change boundaries', () => {
    expect(addDays('2027-03-27', 1)).toBe(SPRING);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('names days relative to today', () => {
    expect(dayLabel('2027-03-20', '2027-03-20')).toBe('Today');
    expect(dayLabel('2027-03-21', '2027-03-20')).toBe('Tomorrow');
    expect(dayLabel(SPRING, '2027-03-20')).toBe('Sun 28 Mar');
  });
});

describe('earliest time', () => {
  it('is now plus the minimum time, rounded up to the minute, after the start time', () => {
    expect(earliestTime('Pickup', config, at('2027-01-15T12:00:30Z'))).toEqual(at('2027-01-15T12:21:00Z'));
    expect(earliestTime('Delivery', config, at('2027-07-15T14:00:00Z'))).toEqual(at('2027-07-15T14:45:00Z'));
  });

  it("moves to the channel's start time on the London clock", () => {
    // 09:00 BST + 45 minutes is before DeliveryFrom 11:30 BST (10:30 UTC).
    expect(earliestTime('Delivery', config, at('2027-07-15T08:00:00Z'))).toEqual(at('2027-07-15T10:30:00Z'));
    // In winter the same wall time is 11:30 UTC.
    expect(earliestTime('Delivery', config, at('2027-01-15T08:00:00Z'))).toEqual(at('2027-01-15T11:30:00Z'));
    // After midnight the start time of the new day applies.
    expect(earliestTime('EatIn', config, at('2027-01-15T23:50:00Z'))).toEqual(at('2027-01-16T12:00:00Z'));
  });

  it('uses BST from the morning of the March clock change', () => {
    // 00:30 GMT on the change day; CollectionFrom 11:00 is then 10:00 UTC.
    expect(earliestTime('Pickup', config, at(`${SPRING}T00:30:00Z`))).toEqual(at(`${SPRING}T10:00:00Z`));
    // A start time inside the skipped hour begins when the clock reaches it: 02:00 BST.
    const night = { ...config, CollectionFrom: '01:30' };
    expect(earliestTime('Pickup', night, at(`${SPRING}T00:00:00Z`))).toEqual(at(`${SPRING}T01:00:00Z`));
  });

  it('uses GMT from the October clock change, and the first 01:30 of the repeated hour', () => {
    expect(earliestTime('Pickup', config, at(`${AUTUMN}T00:30:00Z`))).toEqual(at(`${AUTUMN}T11:00:00Z`));
    const night = { ...config, CollectionFrom: '01:30', MinCollectionTime: 0 };
    expect(earliestTime('Pickup', night, at(`${AUTUMN}T00:00:00Z`))).toEqual(at(`${AUTUMN}T00:30:00Z`));
    // Already in the second 01:10 (GMT): the next 01:30 is the GMT one.
    expect(earliestTime('Pickup', night, at(`${AUTUMN}T01:10:00Z`))).toEqual(at(`${AUTUMN}T01:30:00Z`));
  });

  it('is always allowed, never before now + minimum or the start time, and minimal', () => {
    fc.assert(
      fc.property(configs, options, instants, (cfg, option, now) => {
        const rule = scheduleRule(option, cfg);
        const earliest = earliestTime(option, cfg, now);
        expect(earliest.getTime()).toBeGreaterThanOrEqual(now.getTime() + rule.minMinutes * MINUTE);
        expect(earliest.getTime() % MINUTE).toBe(0);
        expect(londonTime(earliest).time >= rule.from).toBe(true);
        expect(checkScheduledTime(earliest, option, cfg, now)).toEqual({ ok: true, at: earliest });
        // A minute earlier is refused, unless that minute is only the rounding of now + minimum.
        const before = new Date(earliest.getTime() - MINUTE);
        if (before.getTime() >= now.getTime() + rule.minMinutes * MINUTE)
          expect(checkScheduledTime(before, option, cfg, now).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('checking a chosen time', () => {
  const now = at('2027-01-15T10:00:00Z');

  it('refuses a time sooner than the minimum, with the minimum in the message', () => {
    expect(checkScheduledTime('2027-01-15T10:10:00Z', 'Pickup', config, now)).toMatchObject({
      ok: false,
      problem: 'too-soon',
      message: 'Choose a time at least 20 minutes from now',
      earliest: at('2027-01-15T11:00:00Z'),
    });
    expect(checkScheduledTime('2027-01-15T09:00:00Z', 'Pickup', config, now).ok).toBe(false);
  });

  it("refuses a time before the channel's start time", () => {
    expect(checkScheduledTime('2027-01-16T10:45:00Z', 'Pickup', config, now)).toMatchObject({
      ok: false,
      problem: 'before-from',
      message: 'We take collection orders from 11:00',
    });
    expect(checkScheduledTime('2027-01-16T11:00:00Z', 'Pickup', config, now).ok).toBe(true);
    expect(checkScheduledTime('2027-01-16T11:15:00Z', 'EatIn', config, now)).toMatchObject({
      message: 'We take eat in orders from 12:00',
    });
  });

  it('reads the start time in BST on the March clock-change day', () => {
    const early = at(`${SPRING}T00:30:00Z`);
    // 10:15 UTC is 11:15 BST: after CollectionFrom 11:00 (a UTC reading would refuse it).
    expect(checkScheduledTime(`${SPRING}T10:15:00Z`, 'Pickup', config, early).ok).toBe(true);
    // 10:45 BST, sent with its offset: before 11:00.
    expect(checkScheduledTime(`${SPRING}T10:45:00+01:00`, 'Pickup', config, early)).toMatchObject({
      problem: 'before-from',
    });
  });

  it('reads the start time in GMT on the October clock-change day', () => {
    const early = at(`${AUTUMN}T00:10:00Z`);
    // 10:30 UTC is 10:30 GMT after the change: before 11:00 (a BST reading would accept it).
    expect(checkScheduledTime(`${AUTUMN}T10:30:00Z`, 'Pickup', config, early)).toMatchObject({
      problem: 'before-from',
    });
    expect(checkScheduledTime(`${AUTUMN}T11:00:00Z`, 'Pickup', config, early).ok).toBe(true);
  });

  it(`refuses a time more than ${SCHEDULE_MAX_DAYS} London days ahead`, () => {
    expect(latestTime(now)).toEqual(at('2027-01-21T23:59:00Z'));
    expect(checkScheduledTime('2027-01-21T20:00:00Z', 'Pickup', config, now).ok).toBe(true);
    expect(checkScheduledTime('2027-01-22T12:00:00Z', 'Pickup', config, now)).toMatchObject({
      problem: 'too-far',
      message: `Choose a time within the next ${SCHEDULE_MAX_DAYS} days`,
    });
  });

  it('forgives a grace period for the time taken to submit', () => {
    const late = new Date(now.getTime() + 19 * MINUTE + 30_000);
    expect(checkScheduledTime(late, 'Pickup', config, now).ok).toBe(false);
    expect(checkScheduledTime(late, 'Pickup', config, now, MINUTE).ok).toBe(false);
    const lateOpen = { ...config, CollectionFrom: '00:00' };
    expect(checkScheduledTime(late, 'Pickup', lateOpen, now, MINUTE).ok).toBe(true);
  });

  it('refuses what is not a time', () => {
    expect(checkScheduledTime('soon', 'Pickup', config, now)).toMatchObject({ problem: 'invalid' });
  });
});

describe('slots', () => {
  it('lists quarter hours from the earliest time to the end of tomorrow, labelled for people', () => {
    const slots = scheduleSlots('Delivery', config, at('2027-01-15T10:50:00Z'));
    expect(slots[0]).toEqual({
      At: '2027-01-15T11:45:00.000Z',
      Date: '2027-01-15',
      Time: '11:45',
      Label: 'Today 11:45',
    });
    expect(slots.at(-1)).toMatchObject({ Date: '2027-01-16', Time: '23:45', Label: 'Tomorrow 23:45' });
    // Tomorrow starts at DeliveryFrom.
    expect(slots.find((s) => s.Date === '2027-01-16')?.Time).toBe('11:30');
  });

  it('has no slot in the skipped March hour and one per real quarter hour', () => {
    const night = { ...config, CollectionFrom: '00:00', MinCollectionTime: 0 };
    const slots = scheduleSlots('Pickup', night, at(`${SPRING}T00:00:00Z`), 1);
    expect(slots.slice(0, 6).map((s) => s.Time)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '02:00',
      '02:15',
    ]);
    // 23 hours that day.
    expect(slots).toHaveLength(23 * 4);
  });

  it('lists the repeated October hour twice, told apart by zone', () => {
    const night = { ...config, CollectionFrom: '00:00', MinCollectionTime: 0 };
    const slots = scheduleSlots('Pickup', night, at(`${AUTUMN}T00:00:00Z`), 1);
    expect(slots.slice(0, 6).map((s) => s.Label)).toEqual([
      'Today 01:00 (BST)',
      'Today 01:15 (BST)',
      'Today 01:30 (BST)',
      'Today 01:45 (BST)',
      'Today 01:00 (GMT)',
      'Today 01:15 (GMT)',
    ]);
    expect(new Set(slots.map((s) => s.At)).size).toBe(slots.length);
  });

  it('offers only allowed times, in order, every allowed quarter hour in range', () => {
    fc.assert(
      fc.property(configs, options, instants, fc.integer({ min: 1, max: 3 }), (cfg, option, now, days) => {
        const slots = scheduleSlots(option, cfg, now, days);
        const times = slots.map((s) => Date.parse(s.At));
        for (const [i, s] of slots.entries()) {
          expect(checkScheduledTime(s.At, option, cfg, now).ok).toBe(true);
          expect(times[i]! % (SLOT_STEP_MINUTES * MINUTE)).toBe(0);
          if (i > 0) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
          expect(londonTime(new Date(s.At))).toMatchObject({ date: s.Date, time: s.Time });
        }
        // Every quarter hour between the first and last slot that is allowed is listed.
        if (times.length > 1) {
          const listed = new Set(times);
          for (let t = times[0]!; t <= times.at(-1)!; t += SLOT_STEP_MINUTES * MINUTE)
            if (londonTime(new Date(t)).time >= scheduleRule(option, cfg).from)
              expect(listed.has(t)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('lists nothing past the last London day asked for', () => {
    const slots = scheduleSlots('Pickup', config, at('2027-01-15T10:00:00Z'), 3);
    expect(slots.at(-1)?.Date).toBe('2027-01-17');
    expect(scheduleSlots('Pickup', config, at('2027-01-15T10:00:00Z'), 99).at(-1)?.Date).toBe(
      addDays('2027-01-15', SCHEDULE_MAX_DAYS - 1),
    );
  });
});

describe('londonTime', () => {
  const reference = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const read = (instant: Date) => {
    const p = Object.fromEntries(reference.formatToParts(instant).map((part) => [part.type, part.value]));
    return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, zone: p.timeZoneName };
  };

  it('reads the clock the time zone database reads, around every change of the clocks too', () => {
    const changes = [
      '2026-03-29T00:59:59.999Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59.999Z',
      '2026-10-25T01:00:00Z',
    ];
    for (const at of changes) expect(londonTime(new Date(at)), at).toMatchObject(read(new Date(at)));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        const { date, time, zone } = londonTime(new Date(ms));
        expect({ date, time, zone }).toEqual(read(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });
});
