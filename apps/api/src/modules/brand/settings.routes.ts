import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  AuditQuery,
  AuditResponse,
  AutoAcceptBody,
  BrandSettings,
  BrandSettingsResponse,
  ChannelsBody,
  ChannelsResponse,
  backOfficeRoutes,
} from '@storefront/contract/back-office';
import { ok } from '@storefront/contract/envelope';
import { ALL_STAFF, OWNERS, actorOf, decorateStaff, staffGuard } from '../staff/staff-guard';
import type { SettingsService } from './settings.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);

type Options = { settings: SettingsService };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { settings }: Options) {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  const owners = staffGuard(app, OWNERS);
  return { settings, anyStaff, owners };
}
type Context = ReturnType<typeof context>;

/** Channels: stopped or not, and auto-accept. */
function channelRoutes(app: RouteApp, { settings, anyStaff, owners }: Context) {
  app.get(
    backOfficeRoutes.channels,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Which channels take online orders now, and what customers see when one is stopped',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: ChannelsResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: settings.channels(request.brand) }),
  );

  app.post(
    backOfficeRoutes.channels,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Stops or restarts online delivery, collection or eat-in orders now',
        security: bearer,
        params: AdminBrandParams,
        body: ChannelsBody,
        response: { 200: ChannelsResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => {
      const { Channel, Stopped } = request.body;
      return {
        Info: ok(Stopped ? `${Channel} orders stopped` : `${Channel} orders restarted`),
        Data: await settings.setChannel(request.brand, actorOf(request), Channel, Stopped),
      };
    },
  );

  app.post(
    backOfficeRoutes.autoAccept,
    {
      schema: {
        tags: backOfficeTags,
        summary: "Turns auto-accept of a channel's orders on or off (owners)",
        description:
          'On: the server accepts each order of the channel as it is placed, ready by the later of now + the ' +
          "channel's minimum time and the order's due time; the audit log names the system. Off by default.",
        security: bearer,
        params: AdminBrandParams,
        body: AutoAcceptBody,
        response: { 200: ChannelsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      const { Channel, AutoAccept } = request.body;
      return {
        Info: ok(
          AutoAccept ? `${Channel} orders are accepted automatically` : `Staff accept ${Channel} orders`,
        ),
        Data: await settings.setAutoAccept(request.brand, actorOf(request), Channel, AutoAccept),
      };
    },
  );
}

/** Storefront settings and the audit log (owners). */
function storefrontRoutes(app: RouteApp, { settings, owners }: Context) {
  app.get(
    backOfficeRoutes.settings,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The storefront's colours, texts and switches (owners)",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: BrandSettingsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: settings.settings(request.brand) }),
  );

  app.post(
    backOfficeRoutes.settings,
    {
      schema: {
        tags: backOfficeTags,
        summary:
          "Saves the storefront's colours, texts and switches (owners); the storefront shows them at once",
        security: bearer,
        params: AdminBrandParams,
        body: BrandSettings,
        response: { 200: BrandSettingsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Settings saved'),
      Data: await settings.saveSettings(request.brand, actorOf(request), request.body),
    }),
  );

  app.get(
    backOfficeRoutes.audit,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Who changed what in stock, channels, settings and orders, newest first (owners)',
        security: bearer,
        params: AdminBrandParams,
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await settings.audit(request.brand, request.query.limit) }),
  );
}

/**
 * Channels, storefront settings and the audit log. Each route runs the staff guard in `onRequest`, before the
 * body is read: staff and owners change channels, only owners the settings and the log.
 */
export const settingsRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  channelRoutes(app, ctx);
  storefrontRoutes(app, ctx);
};
