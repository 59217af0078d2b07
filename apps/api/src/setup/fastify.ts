import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env';
import { lazyRequestLogger, RequestLogController } from '../lib/request-log';

/** The Fastify instance with the server's options and Zod schemas; no plugins or routes yet. */
export function createFastify(env: Env, logger: FastifyServerOptions['logger'] | undefined) {
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    // One line per answered request, at debug in development so the terminal keeps what a person reads.
    logController: new RequestLogController(production ? 'info' : 'debug'),
    // Each request's logger is made when the request first logs something (lib/request-log.ts).
    ...(logger === false ? {} : { childLoggerFactory: lazyRequestLogger }),
    bodyLimit: env.BODY_LIMIT,
    // The client's address (per-address limits, logs) comes from X-Forwarded-For only through trusted hops.
    // A hop count is given to Fastify as a function: Fastify itself refuses plain counts (fail closed), since a
    // client that reaches the server directly could add hops; docs/deployment.md says to keep the port private.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(env.TRUST_PROXY)
        : env.TRUST_PROXY,
    // Spec paths mix cases (api/Product/SearchDetailProduct): match them as documented, and also without a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
export type Server = ReturnType<typeof createFastify>;

/** Every back-office brand route, whichever module registers it: the access test walks this list. */
export function collectAdminRoutes(app: Server): { method: string; url: string }[] {
  const list: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin/:brand'))
      for (const method of [route.method].flat())
        if (method !== 'HEAD') list.push({ method, url: route.url });
  });
  return list;
}
