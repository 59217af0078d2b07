import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetConfigBody, GetConfigResponse } from '@storefront/contract/brand-config';
import { BrandParams } from '@storefront/contract/catalog';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiRoutes.getBrandInfo,
    {
      schema: {
        tags: ['Brand'],
        summary: "The brand's web customer configuration (look, texts, feature switches)",
        params: BrandParams,
        response: { 200: WebCustomerResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
      // Sent pre-serialised and pre-compressed, with an ETag.
      compress: false,
    },
    async (request, reply) => reply.sendJsonEntry(request.brand.webCustomer),
  );

  app.post(
    apiRoutes.getConfig,
    {
      schema: {
        tags: ['Brand'],
        summary: "The brand's ordering rules: open channels, minimum times, start times",
        params: BrandParams,
        body: GetConfigBody.nullish(),
        response: { 200: GetConfigResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({ Info: ok(), Data: request.brand.config }),
  );
};
