import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  StockItemParams,
  StockItemResponse,
  StockListResponse,
  StockToggleBody,
  backOfficeRoutes,
} from '@storefront/contract/back-office';
import { ok } from '@storefront/contract/envelope';
import { ALL_STAFF, actorOf, decorateStaff, staffGuard } from '../staff/staff-guard';
import type { StockService } from './stock.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/** The stock list and the out-of-stock switch, for staff and owners (the guard runs before the body is read). */
export const stockRoutesPlugin: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);

  app.get(
    backOfficeRoutes.stock,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The brand's recipes and products with their stock, in menu order",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: StockListResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await stock.stock(request.brand) }),
  );

  app.post(
    backOfficeRoutes.stockItem,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Marks an item out of stock (gone from ordering at once) or back in stock',
        security: bearer,
        params: StockItemParams,
        body: StockToggleBody,
        response: { 200: StockItemResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => {
      const { Kind, ItemId } = request.params;
      const item = await stock.setOutOfStock(
        request.brand,
        actorOf(request),
        Kind,
        ItemId,
        request.body.OutOfStock,
      );
      return { Info: ok(item.OutOfStock ? 'Marked out of stock' : 'Back in stock'), Data: item };
    },
  );
};
