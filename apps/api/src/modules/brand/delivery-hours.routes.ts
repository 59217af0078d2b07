import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  DeliveryHoursBody,
  DeliveryHoursResponse,
  adminConfigRoutes,
} from '@storefront/contract/admin-config';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import type { DeliveryHoursService } from './delivery-hours.service';
import { OWNERS, decorateStaff, staffGuard } from '../staff/staff-guard';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['Back office'];
const security = [{ bearer: [] }];

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
        tags,
        summary: 'Minimum times, ordering hours, delivery fee and areas, and branch opening hours (owners)',
        security,
        params: AdminBrandParams,
        response: { 200: DeliveryHoursResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await deliveryHours.get(request.brand) }),
  );

  app.post(
    adminConfigRoutes.deliveryHours,
    {
      schema: {
        tags,
        summary:
          'Saves minimum times, ordering hours, delivery fee and areas, and branch hours (owners); checkout uses them at once',
        security,
        params: AdminBrandParams,
        body: DeliveryHoursBody,
        response: { 200: DeliveryHoursResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      const staff = request.staff;
      if (!staff) throw new Error('the staff guard did not run');
      return {
        Info: ok('Delivery and hours saved'),
        Data: await deliveryHours.save(
          request.brand,
          { staffId: staff.staffId, email: staff.email },
          request.body,
        ),
      };
    },
  );
};
