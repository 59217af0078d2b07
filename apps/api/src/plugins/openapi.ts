import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'The storefront API as the specification documents it (section 7), plus the catalogue calls every screen needs. ' +
          'Responses carry Info.Status / Info.Message; 200 means success. Non-GET calls without a bearer token must echo ' +
          'the XSRF-TOKEN cookie in X-XSRF-TOKEN (GET /api/antiforgery/token sets it).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
