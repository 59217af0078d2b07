import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import { ok } from '@storefront/contract/envelope';
import { FoodInfoReportResponse, menuRoutes } from '@storefront/contract/menu';
import { bearer, errorResponses } from '../../lib/route-schema';
import { OWNERS, decorateStaff, staffGuard } from '../staff/staff-guard';
import type { FoodInfoReport } from './food-info-report';

/** The food information report, for the owners who edit the menu (the menu editor's guard). */
export const foodInfoReportRoutes: FastifyPluginAsyncZod<{ report: FoodInfoReport }> = async (
  app,
  { report },
) => {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);
  app.get(
    menuRoutes.foodInfoReport,
    {
      schema: {
        tags: ['Back office: menu'],
        summary:
          'Dishes and products shown that declare no food information yet, and extras and menu-builder choices without it (owners)',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: FoodInfoReportResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await report(request.brand) }),
  );
};
