import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  AuditQuery,
  AuditResponse,
  AutoAcceptBody,
  BrandSettings,
  BrandSettingsResponse,
  ChannelsBody,
  ChannelsResponse,
  StockItemParams,
  StockItemResponse,
  StockListResponse,
  StockToggleBody,
  backOfficeRoutes,
} from '@storefront/contract/back-office';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import type { Actor, BackOfficeService } from './back-office.service';
import { ALL_STAFF, OWNERS, decorateStaff, staffGuard, type StaffPrincipal } from '../staff/staff-guard';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['Back office'];
const security = [{ bearer: [] }];

/**
 * Stock, channels, storefront settings and the audit log. Each route runs the staff guard in `onRequest`, before
 * the body is read: staff and owners change stock and channels, only owners the settings and the log.
 */
export const backOfficeRoutesPlugin: FastifyPluginAsyncZod<{ backOffice: BackOfficeService }> = async (
  app,
  { backOffice },
) => {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  const owners = staffGuard(app, OWNERS);
  /** The guard has set who is calling before any handler runs. */
  const actor = (staff: StaffPrincipal | null): Actor => {
    if (!staff) throw new Error('the staff guard did not run');
    return { staffId: staff.staffId, email: staff.email };
  };

  app.get(
    backOfficeRoutes.stock,
    {
      schema: {
        tags,
        summary: "The brand's recipes and products with their stock, in menu order",
        security,
        params: AdminBrandParams,
        response: { 200: StockListResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await backOffice.stock(request.brand) }),
  );

  app.post(
    backOfficeRoutes.stockItem,
    {
      schema: {
        tags,
        summary: 'Marks an item out of stock (gone from ordering at once) or back in stock',
        security,
        params: StockItemParams,
        body: StockToggleBody,
        response: { 200: StockItemResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => {
      const { Kind, ItemId } = request.params;
      const item = await backOffice.setOutOfStock(
        request.brand,
        actor(request.staff),
        Kind,
        ItemId,
        request.body.OutOfStock,
      );
      return { Info: ok(item.OutOfStock ? 'Marked out of stock' : 'Back in stock'), Data: item };
    },
  );

  app.get(
    backOfficeRoutes.channels,
    {
      schema: {
        tags,
        summary: 'Which channels take online orders now, and what customers see when one is stopped',
        security,
        params: AdminBrandParams,
        response: { 200: ChannelsResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: backOffice.channels(request.brand) }),
  );

  app.post(
    backOfficeRoutes.channels,
    {
      schema: {
        tags,
        summary: 'Stops or restarts online delivery, collection or eat-in orders now',
        security,
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
        Data: await backOffice.setChannel(request.brand, actor(request.staff), Channel, Stopped),
      };
    },
  );

  app.post(
    backOfficeRoutes.autoAccept,
    {
      schema: {
        tags,
        summary: "Turns auto-accept of a channel's orders on or off (owners)",
        description:
          'On: the server accepts each order of the channel as it is placed, ready by the later of now + the ' +
          "channel's minimum time and the order's due time; the audit log names the system. Off by default.",
        security,
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
        Data: await backOffice.setAutoAccept(request.brand, actor(request.staff), Channel, AutoAccept),
      };
    },
  );

  app.get(
    backOfficeRoutes.settings,
    {
      schema: {
        tags,
        summary: "The storefront's colours, texts and switches (owners)",
        security,
        params: AdminBrandParams,
        response: { 200: BrandSettingsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: backOffice.settings(request.brand) }),
  );

  app.post(
    backOfficeRoutes.settings,
    {
      schema: {
        tags,
        summary:
          "Saves the storefront's colours, texts and switches (owners); the storefront shows them at once",
        security,
        params: AdminBrandParams,
        body: BrandSettings,
        response: { 200: BrandSettingsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Settings saved'),
      Data: await backOffice.saveSettings(request.brand, actor(request.staff), request.body),
    }),
  );

  app.get(
    backOfficeRoutes.audit,
    {
      schema: {
        tags,
        summary: 'Who changed what in stock, channels, settings and orders, newest first (owners)',
        security,
        params: AdminBrandParams,
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await backOffice.audit(request.brand, request.query.limit) }),
  );
};
