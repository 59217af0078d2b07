import type { FastifyReply } from 'fastify';
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
    },
    async (request, typedReply) => {
      // Pre-serialised bytes and a 304 are outside the typed schema, so this handler uses the plain reply.
      const reply = typedReply as unknown as FastifyReply;
      const { webCustomerBody, webCustomerEtag } = request.brand;
      reply.header('etag', webCustomerEtag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === webCustomerEtag) return reply.code(304).send();
      // Serialised once per brand: sent as it is (the schema above documents it).
      return reply.type('application/json; charset=utf-8').send(webCustomerBody);
    },
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
