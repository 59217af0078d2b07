import { z } from 'zod';
import { Info } from './envelope';

/**
 * Busy mode and slot capacity (issue 19 "Busy mode and throttling"). Like every back-office route they sit under
 * `/api/admin/{brand}/…`, and the server checks the caller's role and brand on each of them. A change reaches
 * the storefront's getConfig (times offered, stopped channels) on every API instance at once.
 */
export const busyModeRoutes = {
  /** GET: busy mode, paused channels, each channel's lead time now, and the slot capacity (all staff). */
  busyMode: '/api/admin/:brand/busy-mode',
  /** POST: adds ExtraMinutes to every channel's lead time for the next ForMinutes (all staff). */
  extension: '/api/admin/:brand/busy-mode/extension',
  /** POST: ends the extension now (all staff). */
  endExtension: '/api/admin/:brand/busy-mode/extension/end',
  /** POST: pauses one channel until a time (all staff). */
  pause: '/api/admin/:brand/busy-mode/pause',
  /** POST: takes a channel's orders again now (all staff). */
  resume: '/api/admin/:brand/busy-mode/resume',
  /** POST: at most N orders due in any 15-minute slot, or null for no limit (owners). */
  slotCapacity: '/api/admin/:brand/slot-capacity',
} as const;

/** The channels staff pause, named as on the channels screen. */
export const BusyChannel = z.enum(['Delivery', 'Collection', 'EatIn'], {
  error: 'Choose Delivery, Collection or EatIn',
});
export type BusyChannel = z.infer<typeof BusyChannel>;

const WholeMinutes = z
  .number({ error: 'Give a whole number of minutes' })
  .int('Give a whole number of minutes');

/**
 * Extra minutes on every channel's lead time (10, 20, 30 or 45) for the next ForMinutes (at most 4 hours): the
 * server checks both and answers each problem as a field error.
 */
export const BusyExtensionBody = z
  .object({
    ExtraMinutes: WholeMinutes,
    ForMinutes: WholeMinutes.min(1, 'Busy mode lasts at least 1 minute'),
  })
  .strict();
export type BusyExtensionBody = z.infer<typeof BusyExtensionBody>;

/** A channel paused until a time (ISO 8601, after now and within 7 days). */
export const ChannelPauseBody = z
  .object({ Channel: BusyChannel, Until: z.string().max(40, 'Give the time as ISO 8601') })
  .strict();
export type ChannelPauseBody = z.infer<typeof ChannelPauseBody>;

export const ChannelResumeBody = z.object({ Channel: BusyChannel }).strict();
export type ChannelResumeBody = z.infer<typeof ChannelResumeBody>;

export const EndExtensionBody = z.object({}).strict();

/** A capacity from 1 to 1000 orders per 15-minute slot, or null for none; 0 or less is a field error. */
export const SlotCapacityBody = z
  .object({
    SlotCapacity: z
      .number({ error: 'Give a whole number of orders, or no limit' })
      .int('Give a whole number of orders')
      .nullable(),
  })
  .strict();
export type SlotCapacityBody = z.infer<typeof SlotCapacityBody>;

/** One channel's lead time now: its minimum time, busy mode's extra minutes, and a pause. */
export const ChannelLead = z.object({
  Channel: BusyChannel,
  BaseMinutes: z.number().int(),
  ExtraMinutes: z.number().int(),
  LeadMinutes: z.number().int(),
  /** When the channel's pause ends (ISO 8601), or null. */
  PausedUntil: z.string().nullable(),
  /** What customers see while it is paused. */
  PausedMessage: z.string().nullable(),
});
export type ChannelLead = z.infer<typeof ChannelLead>;

export const BusyModeState = z.object({
  /** The extension in force, or null. */
  Extension: z.object({ ExtraMinutes: z.number().int(), Until: z.string() }).nullable(),
  Channels: z.array(ChannelLead),
  SlotCapacity: z.number().int().nullable(),
  /** The choices of ExtraMinutes, and the longest extension in minutes. */
  ExtraMinutesChoices: z.array(z.number().int()),
  MaxMinutes: z.number().int(),
  /** The server's clock (ISO 8601) the state was read at. */
  ServerTime: z.string(),
});
export type BusyModeState = z.infer<typeof BusyModeState>;
export const BusyModeResponse = z.object({ Info, Data: BusyModeState });
export type BusyModeResponse = z.infer<typeof BusyModeResponse>;
