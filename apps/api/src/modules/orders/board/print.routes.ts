import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrderParams } from '@storefront/contract/admin';
import { ok } from '@storefront/contract/envelope';
import { PrintOrderResponse, printRoutes } from '@storefront/contract/print';
import type { PrintService } from './print.service';
import { ALL_STAFF, branchOf, decorateStaff, staffGuard } from '../../staff/staff-guard';
import { errorResponses, bearer, backOfficeTags } from '../../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Printed tickets: every staff member of the brand prints from the board (the guard runs in `onRequest`). */
export const printRoutesPlugin: FastifyPluginAsyncZod<{ print: PrintService }> = async (app, { print }) => {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);

  app.get(
    printRoutes.order,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'One order as its kitchen ticket and receipt print it',
        description:
          "The board's order with each line's menu allergens, the brand's name and what is left to pay " +
          '(pounds). 409 when the order was amended while it was read.',
        security: bearer,
        params: AdminOrderParams,
        response: { 200: PrintOrderResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request, reply) => {
      // A customer's name, phone and address: not kept by shared caches.
      reply.header('cache-control', 'no-store');
      return {
        Info: ok(),
        Data: await print.printOrder(request.brand, request.params.OrderId, branchOf(request)),
      };
    },
  );
};
