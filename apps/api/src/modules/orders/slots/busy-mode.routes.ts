import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../../lib/route-app';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  BusyExtensionBody,
  BusyModeResponse,
  ChannelPauseBody,
  ChannelResumeBody,
  EndExtensionBody,
  SlotCapacityBody,
  busyModeRoutes,
} from '@storefront/contract/busy-mode';
import { ok } from '@storefront/contract/envelope';
import type { BusyModeService } from './busy-mode.service';
import { ALL_STAFF, OWNERS, decorateStaff, staffGuard, actorOf } from '../../staff/staff-guard';
import { errorResponses, bearer, backOfficeTags } from '../../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);

type Options = { busyMode: BusyModeService };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { busyMode }: Options) {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  const owners = staffGuard(app, OWNERS);
  const response = { 200: BusyModeResponse, ...errors };
  return { busyMode, anyStaff, owners, response };
}
type Context = ReturnType<typeof context>;

/** Busy mode and its time extension. */
function extensionRoutes(app: RouteApp, { busyMode, anyStaff, response }: Context) {
  app.get(
    busyModeRoutes.busyMode,
    {
      schema: {
        tags: backOfficeTags,
        summary: "Busy mode now: extra minutes, paused channels, each channel's lead time, slot capacity",
        security: bearer,
        params: AdminBrandParams,
        response,
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: busyMode.state(request.brand) }),
  );

  app.post(
    busyModeRoutes.extension,
    {
      schema: {
        tags: backOfficeTags,
        summary: "Adds 10, 20, 30 or 45 minutes to every channel's lead time for the next N minutes (≤ 240)",
        security: bearer,
        params: AdminBrandParams,
        body: BusyExtensionBody,
        response,
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Busy mode on'),
      Data: await busyMode.extend(request.brand, actorOf(request), request.body),
    }),
  );

  app.post(
    busyModeRoutes.endExtension,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Ends busy mode now (paused channels stay paused)',
        security: bearer,
        params: AdminBrandParams,
        body: EndExtensionBody.nullish(),
        response,
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Busy mode off'),
      Data: await busyMode.endExtension(request.brand, actorOf(request)),
    }),
  );
}

/** Pausing a channel, and the slot capacity. */
function pauseRoutes(app: RouteApp, { busyMode, anyStaff, owners, response }: Context) {
  app.post(
    busyModeRoutes.pause,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Pauses a channel (Delivery, Collection, EatIn) until a time after now, within 7 days',
        description:
          "Customers of the channel see 'We are not taking … orders until HH:MM' instead of checkout.",
        security: bearer,
        params: AdminBrandParams,
        body: ChannelPauseBody,
        response,
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok(`${request.body.Channel} paused`),
      Data: await busyMode.pause(request.brand, actorOf(request), request.body),
    }),
  );

  app.post(
    busyModeRoutes.resume,
    {
      schema: {
        tags: backOfficeTags,
        summary: "Takes a paused channel's orders again now",
        security: bearer,
        params: AdminBrandParams,
        body: ChannelResumeBody,
        response,
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok(`${request.body.Channel} taking orders`),
      Data: await busyMode.resume(request.brand, actorOf(request), request.body.Channel),
    }),
  );

  app.post(
    busyModeRoutes.slotCapacity,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'At most N orders due in any 15-minute slot (1–1000), or null for no limit (owners)',
        description:
          'The checkout then offers only times whose slot has room, and an order for a full slot is refused (409).',
        security: bearer,
        params: AdminBrandParams,
        body: SlotCapacityBody,
        response,
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok(request.body.SlotCapacity === null ? 'No limit per slot' : 'Slot capacity saved'),
      Data: await busyMode.setCapacity(request.brand, actorOf(request), request.body.SlotCapacity),
    }),
  );
}

/**
 * Busy mode (all staff, from the orders board) and slot capacity (owners): the guard runs in `onRequest`, before
 * the body is read. Each change answers the new state; the storefront's times follow at once on every instance.
 */
export const busyModeRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  extensionRoutes(app, ctx);
  pauseRoutes(app, ctx);
};
