import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { createCustomerRepository } from '../modules/customer/customer.repository';
import { apiKeyPlugin } from '../plugins/api-key';
import { authPlugin } from '../plugins/auth';
import { csrfPlugin } from '../plugins/csrf';
import { directAnswersPlugin } from '../plugins/direct-answers';
import { errorsPlugin } from '../plugins/errors';
import { jsonResponsePlugin, preparedAnswersPlugin } from '../plugins/json-response';
import { linkOriginPlugin } from '../plugins/link-origin';
import { openapiPlugin } from '../plugins/openapi';
import { securityHeadersPlugin } from '../plugins/security-headers';
import { stallWatchPlugin } from '../plugins/stall-watch';
import { storableTextPlugin } from '../plugins/storable-text';
import type { Core } from './core';
import type { Server } from './fastify';

/** External plugins, then ours: the hooks every request runs, in this order. */
export async function registerPlugins(app: Server, { env, secrets, production, db }: Core): Promise<void> {
  await app.register(errorsPlugin);
  await app.register(jsonResponsePlugin);
  // A catalogue GET whose answer is already made is sent after the security headers and the API key, and before
  // the rest: it reads no cookie, body or database, and cannot stall (plugins/json-response.ts, `config.prepared`).
  await app.register(securityHeadersPlugin);
  await app.register(apiKeyPlugin, { secret: env.API_KEY_SECRET });
  await app.register(preparedAnswersPlugin);
  await app.register(directAnswersPlugin);
  await app.register(stallWatchPlugin, { requestTimeoutMs: env.REQUEST_TIMEOUT_MS });
  await app.register(compress, { threshold: 2048 });
  await app.register(cookie, { secret: secrets.cookieSecret });
  await app.register(formbody);
  await app.register(storableTextPlugin);
  await app.register(openapiPlugin);
  await app.register(linkOriginPlugin, { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS });
  await app.register(csrfPlugin, { secure: production });
  const customers = createCustomerRepository(db);
  await app.register(authPlugin, {
    secret: secrets.jwtSecret,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    sessionGeneration: (brandId, customerId) => customers.sessionGeneration(brandId, customerId),
  });
}

/** Health and readiness, and no icon at the origin's root. */
export function registerHealth(app: Server, { database }: Core): void {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  // Browsers ask the origin for /favicon.ico on every page without an icon of its own (the API docs, a JSON
  // answer opened in a tab) and log a 404 as an error: there is no brand at the origin's root, so no icon.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.code(204).send());
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.driver });
    }
  });
}
