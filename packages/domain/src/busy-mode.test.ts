import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderOption } from '@storefront/contract/catalog';
import {
  BUSY_EXTRA_MINUTES,
  BUSY_MAX_MINUTES,
  NOT_BUSY,
  activeBusyMode,
  busyScheduleConfig,
  checkBusyExtension,
  checkChannelPause,
  effectiveLead,
  effectiveLeads,
  isPaused,
  pausedMessage,
  withExtension,
  withPause,
  withoutExtension,
  withoutPause,
  type BusyMode,
} from './busy-mode';
import { earliestTime, scheduleSlots } from './schedule';
import { MINUTE, SCHEDULE as config, at, plus } from './test-support/london-clock';

const now = at('2027-01-15T18:00:00Z');

describe('busy mode: checks', () => {
  it('takes 10, 20, 30 or 45 minutes until a time within 4 hours', () => {
    for (const minutes of BUSY_EXTRA_MINUTES)
      expect(checkBusyExtension({ ExtraMinutes: minutes, Until: plus(now, 60) }, now)).toEqual({
        ok: true,
        value: { minutes, until: plus(now, 60) },
      });
    expect(checkBusyExtension({ ExtraMinutes: 20, Until: '2027-01-15T22:00:00Z' }, now).ok).toBe(true);
  });

  it('refuses an extension over 4 hours, naming the latest end', () => {
    expect(checkBusyExtension({ ExtraMinutes: 20, Until: plus(now, BUSY_MAX_MINUTES + 1) }, now)).toEqual({
      ok: false,
      issues: [{ path: ['Until'], message: 'Busy mode can last at most 4 hours: choose 22:00 or sooner' }],
    });
  });

  it('refuses an end in the past or now, and an unreadable one', () => {
    expect(checkBusyExtension({ ExtraMinutes: 20, Until: plus(now, -5) }, now)).toEqual({
      ok: false,
      issues: [{ path: ['Until'], message: 'Choose a time after now (18:00): 17:55 has passed' }],
    });
    expect(checkBusyExtension({ ExtraMinutes: 20, Until: now }, now).ok).toBe(false);
    expect(checkBusyExtension({ ExtraMinutes: 20, Until: 'later' }, now)).toEqual({
      ok: false,
      issues: [{ path: ['Until'], message: 'Choose a valid time' }],
    });
  });

  it('refuses other amounts, reporting every field at once', () => {
    expect(checkBusyExtension({ ExtraMinutes: 15, Until: plus(now, -1) }, now)).toMatchObject({
      ok: false,
      issues: [
        { path: ['ExtraMinutes'], message: 'Add 10, 20, 30, 45 minutes' },
        { path: ['Until'], message: expect.stringContaining('has passed') as string },
      ],
    });
  });

  it('takes a pause of a known channel until a future time within 7 days', () => {
    expect(checkChannelPause({ OrderOption: 'Delivery', Until: '2027-01-15T21:30:00Z' }, now)).toEqual({
      ok: true,
      value: { option: 'Delivery', until: at('2027-01-15T21:30:00Z') },
    });
    expect(checkChannelPause({ OrderOption: 'Delivery', Until: plus(now, -1) }, now)).toMatchObject({
      ok: false,
      issues: [{ path: ['Until'] }],
    });
    expect(checkChannelPause({ OrderOption: 'Delivery', Until: plus(now, 8 * 1440) }, now)).toMatchObject({
      ok: false,
      issues: [{ path: ['Until'], message: expect.stringContaining('at most 7 days') as string }],
    });
    expect(checkChannelPause({ OrderOption: 'Home', Until: plus(now, 30) }, now)).toMatchObject({
      ok: false,
      issues: [{ path: ['OrderOption'] }],
    });
  });

  it('accepts an extension exactly when its end is after now and at most 4 hours on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUSY_EXTRA_MINUTES),
        fc.integer({ min: -2 * BUSY_MAX_MINUTES * MINUTE, max: 2 * BUSY_MAX_MINUTES * MINUTE }),
        (minutes, offsetMs) => {
          const check = checkBusyExtension(
            { ExtraMinutes: minutes, Until: new Date(now.getTime() + offsetMs) },
            now,
          );
          expect(check.ok).toBe(offsetMs > 0 && offsetMs <= BUSY_MAX_MINUTES * MINUTE);
        },
      ),
    );
  });
});

describe('busy mode: lead times', () => {
  const busy: BusyMode = withPause(
    withExtension(NOT_BUSY, { minutes: 30, until: at('2027-01-15T19:00:00Z') }),
    {
      option: 'Pickup',
      until: at('2027-01-15T18:30:00Z'),
    },
  );

  it("adds the extension to every channel's minimum time while it lasts", () => {
    expect(effectiveLeads(config, busy, now)).toEqual({
      Delivery: { baseMinutes: 45, extraMinutes: 30, leadMinutes: 75, pausedUntil: null },
      Pickup: { baseMinutes: 20, extraMinutes: 30, leadMinutes: 50, pausedUntil: at('2027-01-15T18:30:00Z') },
      EatIn: { baseMinutes: 15, extraMinutes: 30, leadMinutes: 45, pausedUntil: null },
    });
    expect(effectiveLead('Delivery', config, busy, at('2027-01-15T19:00:00Z'))).toEqual({
      baseMinutes: 45,
      extraMinutes: 0,
      leadMinutes: 45,
      pausedUntil: null,
    });
  });

  it('ends a pause by itself, and can end either early', () => {
    expect(isPaused('Pickup', busy, now)).toBe(true);
    expect(isPaused('Pickup', busy, at('2027-01-15T18:30:00Z'))).toBe(false);
    expect(isPaused('Delivery', busy, now)).toBe(false);
    expect(isPaused('Pickup', withoutPause(busy, 'Pickup'), now)).toBe(false);
    expect(effectiveLead('EatIn', config, withoutExtension(busy), now).leadMinutes).toBe(15);
    expect(activeBusyMode(busy, at('2027-01-15T20:00:00Z'))).toEqual(NOT_BUSY);
  });

  it('feeds the storefront later times through the schedule', () => {
    const busyConfig = busyScheduleConfig(config, busy, now);
    expect(busyConfig).toMatchObject({ MinDeliveryTime: 75, MinCollectionTime: 50, MinEatInTime: 45 });
    expect(earliestTime('Delivery', busyConfig, now)).toEqual(at('2027-01-15T19:15:00Z'));
    expect(scheduleSlots('EatIn', busyConfig, now)[0]!.At).toBe('2027-01-15T18:45:00.000Z');
    expect(busyScheduleConfig(config, busy, at('2027-01-15T19:00:00Z'))).toBe(config);
  });

  it('says until when a paused channel takes no orders', () => {
    expect(pausedMessage('Pickup', at('2027-01-15T19:30:00Z'), now)).toBe(
      'We are not taking collection orders until 19:30',
    );
    expect(pausedMessage('Delivery', at('2027-01-16T11:00:00Z'), now)).toBe(
      'We are not taking delivery orders until 11:00 tomorrow',
    );
  });

  const options = fc.constantFrom<OrderOption>('Delivery', 'Pickup', 'EatIn');
  const states = fc.record({
    extension: fc.option(
      fc.record({
        minutes: fc.constantFrom(...BUSY_EXTRA_MINUTES),
        until: fc.integer({ min: -300, max: 300 }).map((m) => plus(now, m)),
      }),
      { nil: null },
    ),
    pauses: fc.dictionary(
      options,
      fc.integer({ min: -300, max: 300 }).map((m) => plus(now, m)),
    ),
  });

  it('gives each channel its minimum time plus the extension in force, never less', () => {
    fc.assert(
      fc.property(states, options, fc.integer({ min: -600, max: 600 }), (busy, option, offset) => {
        const t = plus(now, offset);
        const lead = effectiveLead(option, config, busy, t);
        const inForce = busy.extension !== null && t.getTime() < busy.extension.until.getTime();
        expect(lead.extraMinutes).toBe(inForce ? busy.extension!.minutes : 0);
        expect(lead.leadMinutes).toBe(lead.baseMinutes + lead.extraMinutes);
        const pause = busy.pauses[option];
        expect(lead.pausedUntil).toEqual(pause && t.getTime() < pause.getTime() ? pause : null);
        // The storefront's earliest time is never earlier in busy mode.
        expect(earliestTime(option, busyScheduleConfig(config, busy, t), t).getTime()).toBeGreaterThanOrEqual(
          earliestTime(option, config, t).getTime(),
        );
      }),
    );
  });
});
