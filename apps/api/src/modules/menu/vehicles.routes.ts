import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandParams } from '@storefront/contract/catalog';
import { ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import {
  DealersResponse,
  PartListBody,
  PartListResponse,
  VehicleListBody,
  VehicleListResponse,
} from '@storefront/contract/vehicles';
import type { VehiclesService } from './vehicles.service';
import { errorResponses } from '../../lib/route-schema';

const errors = errorResponses(400, 404);

/**
 * The dealer brands' lists (issue 7). Unlike the shop's category pages these depend on many filter
 * combinations, so they are computed per request rather than kept in the catalogue's response cache.
 */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (
  app,
  { vehicles },
) => {
  const preHandler = app.resolveBrand;

  app.post(
    apiRoutes.listVehicles,
    {
      schema: {
        tags: ['Product'],
        summary: 'Car listings of a vehicle brand, filtered and sorted, with the count of every filter value',
        description:
          'Each facet counts the cars its values would show with the other filters as they are, so a screen can show how many cars a choice leaves. Price and Year give the span of the status chosen.',
        params: BrandParams,
        body: VehicleListBody,
        response: { 200: VehicleListResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), ...(await vehicles.vehicles(request.brand, request.body)) }),
  );

  app.post(
    apiRoutes.listParts,
    {
      schema: {
        tags: ['Product'],
        summary: 'Parts of a parts brand that fit a vehicle (make → model → year → engine)',
        description:
          'Fitment lists the choices of each step given the earlier ones (Models need a Make, Years a Model, Engines a Year).',
        params: BrandParams,
        body: PartListBody,
        response: { 200: PartListResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), ...(await vehicles.parts(request.brand, request.body)) }),
  );

  app.get(
    apiRoutes.getDealers,
    {
      schema: {
        tags: ['Brand'],
        summary: 'The brand’s dealers (its branches) with country, address, phone and email',
        description: 'For the inquiry popup: a visitor chooses a country and sees how to reach its dealers.',
        params: BrandParams,
        response: { 200: DealersResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({ Info: ok(), ...(await vehicles.dealers(request.brand)) }),
  );
};
