import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { loadSecrets } from './lib/secrets';
import { apiKeyPlugin } from './plugins/api-key';
import { authPlugin } from './plugins/auth';
import { brandContextPlugin } from './plugins/brand-context';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { jsonResponsePlugin } from './plugins/json-response';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createJsonCache } from './lib/json-cache';
import { createMailer } from './lib/mailer';
import { createLimits, memoryStore, redisStore } from './lib/attempt-limiter';
import { createIdempotency } from './lib/idempotency';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { mailboxRoutes } from './modules/account/mailbox.routes';
import { webPlugin } from './plugins/web';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createBrandRepository } from './modules/brand/brand.repository';
import { brandRoutes } from './modules/brand/brand.routes';
import { createBrandService } from './modules/brand/brand.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createVehiclesRepository } from './modules/catalog/vehicles.repository';
import { vehiclesRoutes } from './modules/catalog/vehicles.routes';
import { createVehiclesService } from './modules/catalog/vehicles.service';
import { createCustomerRepository } from './modules/customer/customer.repository';
import { customerRoutes } from './modules/customer/customer.routes';
import { createCustomerService } from './modules/customer/customer.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { createFavouritesService } from './modules/favourites/favourites.service';

export interface BuildOptions {
  env: Env;
  /** An open database to use (tests share one); otherwise one is opened from the environment and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application: external plugins, then ours, then the modules. Listening is the caller's job. */
export async function build({ env, database, logger }: BuildOptions) {
  const db = database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }));
  const secrets = loadSecrets(env);
  const production = env.NODE_ENV === 'production';

  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT,
    trustProxy: true,
    // Spec paths mix cases (api/Product/SearchDetailProduct): match them as documented, and also without a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (!database) app.addHook('onClose', () => db.close());

  const brands = createBrandService(createBrandRepository(db.db));
  const limiterStore = env.REDIS_URL ? redisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX) : memoryStore();
  app.addHook('onClose', () => limiterStore.close());
  const limits = createLimits(limiterStore);
  const catalogRepository = createCatalogRepository(db.db);
  const customerRepository = createCustomerRepository(db.db);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 2048 });
  await app.register(jsonResponsePlugin);
  await app.register(cookie, { secret: secrets.cookieSecret });
  await app.register(formbody);
  await app.register(openapiPlugin);

  await app.register(apiKeyPlugin, { secret: env.API_KEY_SECRET });
  await app.register(csrfPlugin, { secure: production });
  await app.register(brandContextPlugin, { brands });
  await app.register(authPlugin, { secret: secrets.jwtSecret, accessTokenTtl: env.ACCESS_TOKEN_TTL });

  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.ping();
      return { status: 'ready', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.driver });
    }
  });

  await app.register(brandRoutes);
  await app.register(catalogRoutes, {
    catalog: createCatalogService(catalogRepository),
    cache: createJsonCache(),
  });
  await app.register(vehiclesRoutes, {
    vehicles: createVehiclesService(createVehiclesRepository(db.db)),
  });
  await app.register(customerRoutes, { customers: createCustomerService(customerRepository) });
  await app.register(favouritesRoutes, {
    favourites: createFavouritesService(createFavouritesRepository(db.db), catalogRepository),
  });
  await app.register(authRoutes, {
    auth: createAuthService(db.db, {
      signAccessToken: (p) => app.signAccessToken(p),
      limits,
      accessTokenTtl: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    }),
    brands,
    secureCookies: production,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });

  const mailer = createMailer(db.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  await app.register(ordersRoutes, {
    orders: createOrdersService(db.db, {
      mailer,
      onEmailError: (error) => app.log.error({ err: error }, 'order email not queued'),
    }),
    idempotency: createIdempotency(db.db),
  });
  await app.register(accountRoutes, {
    accounts: createAccountService(db.db, mailer, { publicUrl: env.PUBLIC_URL, limits }),
  });
  if (!production) await app.register(mailboxRoutes, { mailer });

  await app.register(webPlugin, {
    webDist: env.WEB_DIST,
    brandAssets: path.join(env.BRANDS_DIR[0] ?? 'data/brands', 'assets'),
    defaultBrand: env.DEFAULT_BRAND,
    brands,
  });

  return Object.assign(app, { database: db, brands });
}
export type App = Awaited<ReturnType<typeof build>>;
