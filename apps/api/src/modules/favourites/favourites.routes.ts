import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FavouritesParams, FavouritesResponse, UpdateFavouriteBody } from '@storefront/contract/customer';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import type { FavouritesService } from './favourites.service';
import { errorResponses, bearer } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  // The brand is the customer's own (from the token); a BrandFlavor header naming another brand is refused.
  const signedIn = { onRequest: app.requireCustomer, preHandler: app.resolveCustomerBrand };

  app.post(
    apiRoutes.updateFavourite,
    {
      schema: {
        tags: ['Favourites'],
        summary: 'Adds (Status true) or removes (Status false) a favourite recipe or product',
        security: bearer,
        body: UpdateFavouriteBody,
        response: { 200: InfoOnly, ...errors },
      },
      ...signedIn,
    },
    async (request) => {
      await favourites.update(request.brand, request.customer!, request.body);
      return { Info: ok() };
    },
  );

  app.get(
    apiRoutes.getFavourites,
    {
      schema: {
        tags: ['Favourites'],
        summary: "The customer's favourite products and recipes",
        security: bearer,
        params: FavouritesParams,
        response: { 200: FavouritesResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      Info: ok(),
      ...(await favourites.list(request.brand, request.customer!, request.params.CustomerId)),
    }),
  );
};
