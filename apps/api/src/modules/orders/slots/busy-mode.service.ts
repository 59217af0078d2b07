import type { BrandConfig } from '@storefront/contract/brand-config';
import type {
  BusyChannel,
  BusyExtensionBody,
  BusyModeState,
  ChannelPauseBody,
} from '@storefront/contract/busy-mode';
import type { OrderOption } from '@storefront/contract/catalog';
import {
  BUSY_EXTRA_MINUTES,
  BUSY_MAX_MINUTES,
  activeBusyMode,
  checkBusyExtension,
  checkChannelPause,
  effectiveLeads,
  pausedMessage,
  withExtension,
  withoutExtension,
  withoutPause,
  withPause,
  type BusyMode,
} from '@storefront/domain/busy-mode';
import type { FieldIssue } from '@storefront/domain/field-issue';
import { checkSlotCapacity } from '@storefront/domain/slot-capacity';
import type { Db } from '../../../db/client';
import type { StoredBusyMode } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { toBusyMode, type BrandContext } from '../../brand/brand.service';
import { recordAudit, type Actor } from '../../brand/audit';
import { createBusyModeRepository } from './busy-mode.repository';

const OPTION: Record<BusyChannel, OrderOption> = {
  Delivery: 'Delivery',
  Collection: 'Pickup',
  EatIn: 'EatIn',
};
const CHANNELS: BusyChannel[] = ['Delivery', 'Collection', 'EatIn'];

const toStored = (busy: BusyMode): StoredBusyMode => ({
  Extension: busy.extension
    ? { Minutes: busy.extension.minutes, Until: busy.extension.until.toISOString() }
    : null,
  Pauses: Object.fromEntries(
    Object.entries(busy.pauses).map(([option, until]) => [option, until.toISOString()]),
  ),
});

/** A domain check's issues as the API's field errors, at `body.<field>` (renamed where the body differs). */
const fieldError = (issues: FieldIssue[], rename: Record<string, string> = {}, message?: string) =>
  new HttpError(
    400,
    message ?? `Please check: ${issues.map((i) => i.message).join('; ')}`,
    issues.map((i) => {
      const [first, ...rest] = i.path;
      return { Path: ['body', rename[String(first)] ?? first, ...rest].join('.'), Message: i.message };
    }),
  );

/** What staff see: the extension, each channel's lead time and pause now, the capacity. */
export function busyModeState(
  config: BrandConfig,
  busy: BusyMode,
  capacity: number | null,
  now: Date,
): BusyModeState {
  const active = activeBusyMode(busy, now);
  const leads = effectiveLeads(config, active, now);
  return {
    Extension: active.extension
      ? { ExtraMinutes: active.extension.minutes, Until: active.extension.until.toISOString() }
      : null,
    Channels: CHANNELS.map((channel) => {
      const lead = leads[OPTION[channel]];
      return {
        Channel: channel,
        BaseMinutes: lead.baseMinutes,
        ExtraMinutes: lead.extraMinutes,
        LeadMinutes: lead.leadMinutes,
        PausedUntil: lead.pausedUntil?.toISOString() ?? null,
        PausedMessage: lead.pausedUntil ? pausedMessage(OPTION[channel], lead.pausedUntil, now) : null,
      };
    }),
    SlotCapacity: capacity,
    ExtraMinutesChoices: [...BUSY_EXTRA_MINUTES],
    MaxMinutes: BUSY_MAX_MINUTES,
    ServerTime: now.toISOString(),
  };
}

/**
 * Busy mode and slot capacity (issue 19). Every change runs in one transaction with its audit entry, on the
 * brand's row locked, and bumps the brand's version: the brands trigger announces it to every API instance,
 * and `onBrandChanged` drops this process's cached copy at once. What has ended by itself is dropped when the
 * next change is saved.
 */
export function createBusyModeService(
  db: Db,
  options: { onBrandChanged: (flavour: string) => void; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  /** Changes busy mode: `change` gets the state in force now and answers the new one, or null for no change. */
  async function changeBusy(
    brand: BrandContext,
    actor: Actor,
    subject: string,
    change: (busy: BusyMode, at: Date) => BusyMode | null,
  ): Promise<BusyModeState> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const repo = createBusyModeRepository(tx);
      const row = await repo.forUpdate(brand.id);
      if (!row) throw new HttpError(404, 'This brand was not found');
      const before = activeBusyMode(toBusyMode(row.busyMode ?? null), at);
      const after = change(before, at);
      if (after) {
        await repo.save(brand.id, { busyMode: toStored(after) });
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'busy-mode',
          subject,
          before: toStored(before),
          after: toStored(after),
        });
      }
      return busyModeState(row.brandConfig, after ?? before, row.slotCapacity, at);
    });
    options.onBrandChanged(brand.flavour);
    return result;
  }

  return {
    state(brand: BrandContext): BusyModeState {
      return busyModeState(brand.config, brand.busy, brand.slotCapacity, now());
    },

    /** Adds 10, 20, 30 or 45 minutes to every channel's lead time for the next ForMinutes (at most 4 hours). */
    async extend(brand: BrandContext, actor: Actor, body: BusyExtensionBody): Promise<BusyModeState> {
      const at = now();
      const checked = checkBusyExtension(
        { ExtraMinutes: body.ExtraMinutes, Until: new Date(at.getTime() + body.ForMinutes * 60_000) },
        at,
      );
      if (!checked.ok) {
        const issues = checked.issues.map((i) =>
          i.path[0] === 'Until' && body.ForMinutes > BUSY_MAX_MINUTES
            ? {
                ...i,
                message: `Busy mode can last at most ${BUSY_MAX_MINUTES / 60} hours (${BUSY_MAX_MINUTES} minutes)`,
              }
            : i,
        );
        throw fieldError(issues, { Until: 'ForMinutes' });
      }
      return changeBusy(brand, actor, `Busy mode: +${checked.value.minutes} min`, (busy) =>
        withExtension(busy, checked.value),
      );
    },

    async endExtension(brand: BrandContext, actor: Actor): Promise<BusyModeState> {
      return changeBusy(brand, actor, 'Busy mode ended', (busy) =>
        busy.extension ? withoutExtension(busy) : null,
      );
    },

    /** Pauses a channel until a time after now (within 7 days): customers see when it takes orders again. */
    async pause(brand: BrandContext, actor: Actor, body: ChannelPauseBody): Promise<BusyModeState> {
      const at = now();
      const checked = checkChannelPause({ OrderOption: OPTION[body.Channel], Until: body.Until }, at);
      if (!checked.ok) throw fieldError(checked.issues, { OrderOption: 'Channel' });
      return changeBusy(brand, actor, `${body.Channel} paused`, (busy) => withPause(busy, checked.value));
    },

    async resume(brand: BrandContext, actor: Actor, channel: BusyChannel): Promise<BusyModeState> {
      return changeBusy(brand, actor, `${channel} resumed`, (busy) =>
        busy.pauses[OPTION[channel]] ? withoutPause(busy, OPTION[channel]) : null,
      );
    },

    /** At most N orders due in any 15-minute slot (1 to 1000), or none (null). */
    async setCapacity(brand: BrandContext, actor: Actor, capacity: number | null): Promise<BusyModeState> {
      if (capacity !== null) {
        const checked = checkSlotCapacity(capacity);
        if (!checked.ok) throw fieldError(checked.issues);
      }
      const at = now();
      const result = await db.transaction(async (tx) => {
        const repo = createBusyModeRepository(tx);
        const row = await repo.forUpdate(brand.id);
        if (!row) throw new HttpError(404, 'This brand was not found');
        if (row.slotCapacity !== capacity) {
          await repo.save(brand.id, { slotCapacity: capacity });
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'slot-capacity',
            subject: 'Orders per 15-minute slot',
            before: { SlotCapacity: row.slotCapacity },
            after: { SlotCapacity: capacity },
          });
        }
        return busyModeState(row.brandConfig, toBusyMode(row.busyMode ?? null), capacity, at);
      });
      options.onBrandChanged(brand.flavour);
      return result;
    },
  };
}
export type BusyModeService = ReturnType<typeof createBusyModeService>;
