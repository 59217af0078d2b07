import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GetCustomerBody,
  GetCustomerParams,
  GetCustomerResponse,
  UnsubscribeBody,
} from '@storefront/contract/customer';
import { ErrorResponse, InfoOnly, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import type { CustomerService } from './customer.service';
import { bearer } from '../../lib/route-schema';

export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  app.post(
    apiRoutes.unsubscribe,
    {
      schema: {
        tags: ['Customer'],
        summary: "Stops the brand's marketing to an email or mobile number",
        body: UnsubscribeBody,
        response: { 200: InfoOnly, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      await customers.unsubscribe(request.brand, request.body.Token);
      return { Info: ok('Unsubscribed Successfully') };
    },
  );

  app.post(
    apiRoutes.getCustomer,
    {
      schema: {
        tags: ['Customer'],
        summary: 'The signed-in customer (never a password)',
        security: bearer,
        params: GetCustomerParams,
        body: GetCustomerBody,
        response: {
          200: GetCustomerResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      preHandler: [app.resolveBrand, app.requireCustomer],
    },
    async (request) => {
      const principal = request.customer!;
      return {
        Info: ok(),
        Data: await customers.getCustomer(request.brand, principal, request.params.username),
      };
    },
  );
};
