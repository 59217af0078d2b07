import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  DeliveryHoursBody,
  DeliveryHoursResponse,
  adminConfigRoutes,
} from '@storefront/contract/admin-config';
import { ok } from '@storefront/contract/envelope';
import type { DeliveryHoursService } from './delivery-hours.service';
import { OWNERS, decorateStaff, staffGuard, actorOf } from '../staff/staff-guard';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);

/** The owners' "Delivery & hours" screen: the guard runs in `onRequest`, before the body is read. */
export const deliveryHoursRoutesPlugin: FastifyPluginAsyncZod<{
  deliveryHours: DeliveryHoursService;
}> = async (app, { deliveryHours }) => {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);

  app.get(
    adminConfigRoutes.deliveryHours,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Minimum times, ordering hours, delivery fee and areas, and branch opening hours (owners)',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: DeliveryHoursResponse, ...errors },
      },
      onRequest: owners,
    },
    (request) => ({ Info: ok(), Data: deliveryHours.get(request.brand) }),
  );

  app.post(
    adminConfigRoutes.deliveryHours,
    {
      schema: {
        tags: backOfficeTags,
        summary:
          'Saves minimum times, ordering hours, delivery fee and areas, and branch hours (owners); checkout uses them at once',
        security: bearer,
        params: AdminBrandParams,
        body: DeliveryHoursBody,
        response: { 200: DeliveryHoursResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      return {
        Info: ok('Delivery and hours saved'),
        Data: await deliveryHours.save(request.brand, actorOf(request), request.body),
      };
    },
  );
};
