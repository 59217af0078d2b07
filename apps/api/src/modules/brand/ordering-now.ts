import type { BrandConfig } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import {
  ORDER_OPTIONS,
  activeBusyMode,
  busyScheduleConfig,
  pausedMessage,
  type BusyMode,
} from '@storefront/domain/busy-mode';
import { channelKey, deliveryTypeOf, stopFlag, type ChannelKey } from '@storefront/domain/delivery-type';

/** A paused channel: until when, and what customers are told. */
export interface ChannelPause {
  option: OrderOption;
  until: Date;
  message: string;
}

/** How a brand takes orders at an instant, busy mode included. */
export interface OrderingNow {
  /**
   * The brand config at that instant: busy mode's extra minutes on every minimum time, and a paused channel's
   * StopOnline…Orders flag on. Schedule functions (earliestTime, scheduleSlots, checkScheduledTime) take it as is.
   */
  config: BrandConfig;
  /** Busy mode's extension in force. */
  extension: { minutes: number; until: Date } | null;
  /**
   * Channels paused by busy mode and not also stopped by the brand's own flag (that stop, with the brand's own
   * message, lasts longer), with the message that replaces the stopped-channel text.
   */
  pauses: Partial<Record<ChannelKey, ChannelPause>>;
}

/**
 * The brand's ordering rules at `at` (issue 19 busy mode): what getConfig answers, what checkout offers and what
 * an order is checked against. Busy mode ends by itself: an extension or pause past its end is ignored here.
 */
export function orderingAt(brand: { config: BrandConfig; busy: BusyMode }, at: Date): OrderingNow {
  const active = activeBusyMode(brand.busy, at);
  const config: BrandConfig = { ...busyScheduleConfig(brand.config, active, at) };
  const pauses: OrderingNow['pauses'] = {};
  for (const option of ORDER_OPTIONS) {
    const until = active.pauses[option];
    const type = deliveryTypeOf(option);
    if (!until || brand.config[stopFlag(type)]) continue;
    config[stopFlag(type)] = true;
    pauses[channelKey(type)] = { option, until, message: pausedMessage(option, until, at) };
  }
  return { config, extension: active.extension, pauses };
}

/** The stopped-channel messages: the brand's texts, a paused channel's own message in place of its text. */
export function stopMessagesAt(
  brandMessages: Partial<Record<ChannelKey, string | undefined>>,
  now: OrderingNow,
): Partial<Record<ChannelKey, string | undefined>> {
  const messages = { ...brandMessages };
  for (const [key, pause] of Object.entries(now.pauses) as [ChannelKey, ChannelPause][])
    messages[key] = pause.message;
  return messages;
}
