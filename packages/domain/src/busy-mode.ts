import type { OrderOption } from '@storefront/contract/catalog';
import { channelNoun, deliveryTypeOf } from './delivery-type';
import { londonClockLabel } from './due-time';
import type { Checked, FieldIssue } from './field-issue';
import { SCHEDULE_MAX_DAYS, scheduleRule, type ScheduleConfig } from './schedule';

/**
 * Busy mode (issue 19 "Busy mode and throttling"): when the kitchen is swamped, staff add 10, 20, 30 or 45
 * minutes to every channel's lead time (the minimum time, MinDeliveryTime / MinCollectionTime / MinEatInTime)
 * until a time at most 4 hours ahead, or pause one channel until a time. Both end by themselves: the state
 * keeps the end times, and every reading asks "at this instant", so nothing has to switch them off.
 *
 * The storefront's times come from busyScheduleConfig: the brand's config with the extra minutes added,
 * passed to schedule.ts's earliestTime, scheduleSlots and checkScheduledTime as they are.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The extensions staff can choose, in minutes. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30, 45] as const;
export type BusyExtraMinutes = (typeof BUSY_EXTRA_MINUTES)[number];
/** How long an extension can last, in minutes from when it is set. */
export const BUSY_MAX_MINUTES = 240;
/** How far ahead a pause can end (a channel stopped for longer is StopOnline…Orders' job). */
export const PAUSE_MAX_DAYS = SCHEDULE_MAX_DAYS;

export const ORDER_OPTIONS: readonly OrderOption[] = ['Delivery', 'Pickup', 'EatIn'];

/** A brand's busy state. */
export interface BusyMode {
  /** Minutes added to every channel's lead time, until when (not included). */
  extension: { minutes: number; until: Date } | null;
  /** Channels taking no orders, each until when (not included). */
  pauses: Partial<Record<OrderOption, Date>>;
}

export const NOT_BUSY: BusyMode = { extension: null, pauses: {} };

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** Checks an end time: valid, after `now`, and no later than `maxMs` after it. */
function untilIssue(until: Date, now: Date, maxMs: number, tooLong: string): string | null {
  if (Number.isNaN(until.getTime())) return 'Choose a valid time';
  if (until.getTime() <= now.getTime())
    return `Choose a time after now (${londonClockLabel(now, now)}): ${londonClockLabel(until, now)} has passed`;
  if (until.getTime() - now.getTime() > maxMs) return tooLong;
  return null;
}

/**
 * Checks an extension: ExtraMinutes one of BUSY_EXTRA_MINUTES, Until after `now` and at most BUSY_MAX_MINUTES
 * after it. Each problem is a field issue; nothing is applied.
 */
export function checkBusyExtension(
  input: { ExtraMinutes: number; Until: Date | string },
  now: Date,
): Checked<{ minutes: BusyExtraMinutes; until: Date }> {
  const issues: FieldIssue[] = [];
  const minutes = BUSY_EXTRA_MINUTES.find((m) => m === input.ExtraMinutes);
  if (minutes === undefined)
    issues.push({ path: ['ExtraMinutes'], message: `Add ${BUSY_EXTRA_MINUTES.join(', ')} minutes` });
  const until = toDate(input.Until);
  const problem = untilIssue(
    until,
    now,
    BUSY_MAX_MINUTES * MINUTE,
    `Busy mode can last at most ${BUSY_MAX_MINUTES / 60} hours: choose ${londonClockLabel(
      new Date(now.getTime() + BUSY_MAX_MINUTES * MINUTE),
      now,
    )} or sooner`,
  );
  if (problem) issues.push({ path: ['Until'], message: problem });
  if (minutes === undefined || issues.length) return { ok: false, issues };
  return { ok: true, value: { minutes, until } };
}

/** Checks a pause: a known channel, Until after `now` and within PAUSE_MAX_DAYS. */
export function checkChannelPause(
  input: { OrderOption: string; Until: Date | string },
  now: Date,
): Checked<{ option: OrderOption; until: Date }> {
  const issues: FieldIssue[] = [];
  const option = ORDER_OPTIONS.find((o) => o === input.OrderOption);
  if (option === undefined)
    issues.push({ path: ['OrderOption'], message: `Choose ${ORDER_OPTIONS.join(', ')}` });
  const until = toDate(input.Until);
  const problem = untilIssue(
    until,
    now,
    PAUSE_MAX_DAYS * DAY,
    `A pause can last at most ${PAUSE_MAX_DAYS} days; to stop a channel for longer, stop its online orders`,
  );
  if (problem) issues.push({ path: ['Until'], message: problem });
  if (option === undefined || issues.length) return { ok: false, issues };
  return { ok: true, value: { option, until } };
}

/** The busy state with only what is still in force at `at` (expired extension and pauses dropped). */
export function activeBusyMode(busy: BusyMode, at: Date): BusyMode {
  const t = at.getTime();
  const pauses: Partial<Record<OrderOption, Date>> = {};
  for (const option of ORDER_OPTIONS) {
    const until = busy.pauses[option];
    if (until && until.getTime() > t) pauses[option] = until;
  }
  const extension = busy.extension && busy.extension.until.getTime() > t ? busy.extension : null;
  return { extension, pauses };
}

/** A channel's lead time at an instant. */
export interface ChannelLead {
  /** The brand's minimum time for the channel. */
  baseMinutes: number;
  /** Busy mode's extension in force (0 when none). */
  extraMinutes: number;
  /** baseMinutes + extraMinutes. */
  leadMinutes: number;
  /** When a pause ends, if the channel is paused. */
  pausedUntil: Date | null;
}

/** The effective lead time of a channel at `at`: the minimum time plus any extension in force, and any pause. */
export function effectiveLead(
  option: OrderOption,
  config: ScheduleConfig,
  busy: BusyMode,
  at: Date,
): ChannelLead {
  const active = activeBusyMode(busy, at);
  const baseMinutes = scheduleRule(option, config).minMinutes;
  const extraMinutes = active.extension?.minutes ?? 0;
  return {
    baseMinutes,
    extraMinutes,
    leadMinutes: baseMinutes + extraMinutes,
    pausedUntil: active.pauses[option] ?? null,
  };
}

/** Every channel's effective lead time at `at`. */
export function effectiveLeads(
  config: ScheduleConfig,
  busy: BusyMode,
  at: Date,
): Record<OrderOption, ChannelLead> {
  return {
    Delivery: effectiveLead('Delivery', config, busy, at),
    Pickup: effectiveLead('Pickup', config, busy, at),
    EatIn: effectiveLead('EatIn', config, busy, at),
  };
}

/**
 * The brand's schedule config at `at` with busy mode's extension added to every minimum time: pass it to
 * earliestTime / scheduleSlots / checkScheduledTime (and dueAt) so the storefront offers later times.
 */
export function busyScheduleConfig<C extends ScheduleConfig>(config: C, busy: BusyMode, at: Date): C {
  const extra = activeBusyMode(busy, at).extension?.minutes ?? 0;
  if (extra === 0) return config;
  return {
    ...config,
    MinDeliveryTime: config.MinDeliveryTime + extra,
    MinCollectionTime: config.MinCollectionTime + extra,
    MinEatInTime: config.MinEatInTime + extra,
  };
}

/** The state after setting an extension (replacing any earlier one). */
export function withExtension(busy: BusyMode, extension: { minutes: number; until: Date }): BusyMode {
  return { ...busy, extension };
}

/** The state after pausing a channel (replacing its earlier pause). */
export function withPause(busy: BusyMode, pause: { option: OrderOption; until: Date }): BusyMode {
  return { ...busy, pauses: { ...busy.pauses, [pause.option]: pause.until } };
}

/** The state with busy mode ended: no extension (pauses kept), or a channel resumed. */
export function withoutExtension(busy: BusyMode): BusyMode {
  return { ...busy, extension: null };
}
export function withoutPause(busy: BusyMode, option: OrderOption): BusyMode {
  const pauses = { ...busy.pauses };
  delete pauses[option];
  return { ...busy, pauses };
}

/** Whether a channel is paused at `at`. */
export function isPaused(option: OrderOption, busy: BusyMode, at: Date): boolean {
  return activeBusyMode(busy, at).pauses[option] !== undefined;
}

/** The stopped-channel message of a pause: 'We are not taking collection orders until 19:30'. */
export function pausedMessage(option: OrderOption, until: Date, now: Date): string {
  return `We are not taking ${channelNoun(deliveryTypeOf(option))} orders until ${londonClockLabel(until, now)}`;
}
