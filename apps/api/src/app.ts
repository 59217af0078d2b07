import { setPasswordHashCost } from './lib/password';
import { lazyRequestLogger, RequestLogController } from './lib/request-log';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Env } from './config/env';
import { openDatabase, type Database, type DbOrTx } from './db/client';
import { loadSecrets } from './lib/secrets';
import { apiKeyPlugin } from './plugins/api-key';
import { authPlugin } from './plugins/auth';
import { brandContextPlugin } from './plugins/brand-context';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { jsonResponsePlugin, preparedAnswersPlugin } from './plugins/json-response';
import { stallWatchPlugin } from './plugins/stall-watch';
import { securityHeadersPlugin } from './plugins/security-headers';
import { storableTextPlugin } from './plugins/storable-text';
import { createJsonCache } from './lib/json-cache';
import { STOCK_CHANGES_CHANNEL, everyStockChanged, stockChanged } from './lib/stock-epochs';
import { createMailer } from './lib/mailer';
import { STRIPE_CSP } from './lib/page-csp';
import { createLimits, memoryStore, redisStore, type LimiterStore } from './lib/attempt-limiter';
import { createIdempotency } from './lib/idempotency';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderEventsRoutes } from './modules/orders/board/order-events.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { paymentProviderFrom } from './modules/payments/payment-setup';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { rewardsRoutes } from './modules/loyalty/loyalty.routes';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { giftCardsRoutes } from './modules/giftcards/giftcards.routes';
import { enquiriesRoutesPlugin } from './modules/enquiries/enquiries.routes';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createGiftCardsService } from './modules/giftcards/giftcards.service';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { mailboxRoutes } from './modules/account/mailbox.routes';
import { webPlugin } from './plugins/web';
import { staffRoutesPlugin } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { boardRoutesPlugin } from './modules/orders/board/board.routes';
import { createBoardService } from './modules/orders/board/board.service';
import { createAutoAccept } from './modules/orders/board/auto-accept';
import { createOrderEvents } from './modules/orders/board/order-events';
import { settingsRoutesPlugin } from './modules/brand/settings.routes';
import { stockRoutesPlugin } from './modules/menu/stock.routes';
import { createStockService } from './modules/menu/stock.service';
import { printRoutesPlugin } from './modules/orders/board/print.routes';
import { createPrintRepository } from './modules/orders/board/print.repository';
import { createPrintService } from './modules/orders/board/print.service';
import { createSettingsService } from './modules/brand/settings.service';
import { bookingsRoutesPlugin } from './modules/venue/bookings.routes';
import { createBookingsService } from './modules/venue/bookings.service';
import { deliveryHoursRoutesPlugin } from './modules/brand/delivery-hours.routes';
import { busyModeRoutesPlugin } from './modules/orders/slots/busy-mode.routes';
import { createBusyModeService } from './modules/orders/slots/busy-mode.service';
import { createFullSlotsReader } from './modules/orders/slots/order-slots';
import { createOrderSlotsRepository } from './modules/orders/slots/order-slots.repository';
import { createDeliveryHoursService } from './modules/brand/delivery-hours.service';
import { imageStorageFrom } from './modules/brand/upload-storage';
import { uploadsRoutesPlugin } from './modules/brand/uploads.routes';
import { createUploadService } from './modules/brand/uploads.service';
import { reportsRoutesPlugin } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { teamRoutesPlugin } from './modules/staff/team.routes';
import { createTeamService } from './modules/staff/team.service';
import { createBrandFileService } from './modules/brand-file/brand-file.service';
import { menuRoutesPlugin } from './modules/menu/menu-editor.routes';
import { createMenuService } from './modules/menu/menu-editor.service';
import { venueRoutes } from './modules/venue/venue.routes';
import { createVenueService } from './modules/venue/venue.service';
import { eventsRoutes } from './modules/venue/events.routes';
import { createEventsService } from './modules/venue/events.service';
import { createInvitations } from './modules/venue/invitations';
import { invitationsRoutes } from './modules/venue/invitations.routes';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createBrandRepository } from './modules/brand/brand.repository';
import { brandRoutes } from './modules/brand/brand.routes';
import { BRAND_CHANGES_CHANNEL, createBrandService } from './modules/brand/brand.service';
import { createCatalogRepository } from './modules/menu/catalog.repository';
import { catalogRoutes } from './modules/menu/catalog.routes';
import { createCatalogService } from './modules/menu/catalog.service';
import { createVehiclesRepository } from './modules/menu/vehicles.repository';
import { vehiclesRoutes } from './modules/menu/vehicles.routes';
import { createVehiclesService } from './modules/menu/vehicles.service';
import { createCustomerRepository } from './modules/customer/customer.repository';
import { customerRoutes } from './modules/customer/customer.routes';
import { createCustomerService } from './modules/customer/customer.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { seoRoutes } from './modules/seo/seo.routes';

export interface BuildOptions {
  env: Env;
  /** An open database to use (tests share one); otherwise one is opened from the environment and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application: external plugins, then ours, then the modules. Listening is the caller's job. */
export async function build({ env, database, logger }: BuildOptions) {
  const db =
    database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    }));
  const secrets = loadSecrets(env);
  const production = env.NODE_ENV === 'production';
  setPasswordHashCost(env.PASSWORD_HASH_COST);

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
  if (!database) app.addHook('onClose', () => db.close());
  // Every back-office brand route, whichever module registers it: the access test walks this list.
  const adminRouteList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin/:brand'))
      for (const method of [route.method].flat())
        if (method !== 'HEAD') adminRouteList.push({ method, url: route.url });
  });

  const brands = createBrandService(createBrandRepository(db.db));
  // A brand changed through another instance (or the brand CLI) is dropped from this one's cache at once: the
  // brands trigger (migration 0014) announces it. Without the listener the cache's short lifetime still applies.
  // After PostgreSQL restarted, what was announced while nothing listened is lost: every cached brand is dropped.
  const stopBrandChanges = await db
    .listen(
      BRAND_CHANGES_CHANNEL,
      (flavour) => brands.invalidate(flavour),
      () => brands.invalidate(),
    )
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'not listening for brand changes; cached brands expire on their own');
      return async () => undefined;
    });
  app.addHook('onClose', () => stopBrandChanges());
  // Stock sold, returned or edited through any instance: cached catalogue answers of that brand are not used again.
  const stopStockChanges = await db
    .listen(STOCK_CHANGES_CHANNEL, (brandId) => stockChanged(Number(brandId)), everyStockChanged)
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'not listening for stock changes; other instances may list sold stock');
      return async () => undefined;
    });
  app.addHook('onClose', () => stopStockChanges());
  // Sign-in limits: shared through Redis when REDIS_URL is set. Redis out of reach (at start or later) does not stop
  // the API: the limits are counted per process meanwhile, and said so in the log (ADR 0037).
  let limiterStore: LimiterStore = memoryStore();
  if (env.REDIS_URL) {
    const redisLimits = redisStore(env.REDIS_URL, env.REDIS_KEY_PREFIX, (shared, error) => {
      if (shared) app.log.info('Redis is reachable again: sign-in limits are shared by every process');
      else
        app.log.warn(
          { err: error },
          'Redis is unreachable: sign-in limits are counted per process until it is back',
        );
    });
    const where = new URL(env.REDIS_URL);
    if (!(await redisLimits.connected(3_000)))
      app.log.warn(
        { redis: `${where.hostname}:${where.port || 6379}` },
        'REDIS_URL is set but Redis is unreachable: sign-in limits are counted per process until it answers',
      );
    limiterStore = redisLimits;
  }
  app.addHook('onClose', () => limiterStore.close());
  const limits = createLimits(limiterStore);
  const catalogRepository = createCatalogRepository(db.db);
  const customerRepository = createCustomerRepository(db.db);

  await app.register(errorsPlugin);
  await app.register(jsonResponsePlugin);
  // The hooks every request runs, in this order. A catalogue GET whose answer is already made is sent after the
  // security headers and the API key, and before the rest: it reads no cookie, body or database, and cannot
  // stall (plugins/json-response.ts, `config.prepared`).
  await app.register(securityHeadersPlugin);
  await app.register(apiKeyPlugin, { secret: env.API_KEY_SECRET });
  await app.register(preparedAnswersPlugin);
  await app.register(stallWatchPlugin, { requestTimeoutMs: env.REQUEST_TIMEOUT_MS });
  await app.register(compress, { threshold: 2048 });
  await app.register(cookie, { secret: secrets.cookieSecret });
  await app.register(formbody);
  await app.register(storableTextPlugin);
  await app.register(openapiPlugin);

  await app.register(csrfPlugin, { secure: production });
  await app.register(brandContextPlugin, { brands });
  await app.register(authPlugin, {
    secret: secrets.jwtSecret,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    sessionGeneration: (brandId, customerId) => customerRepository.sessionGeneration(brandId, customerId),
  });

  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  // Browsers ask the origin for /favicon.ico on every page without an icon of its own (the API docs, a JSON
  // answer opened in a tab) and log a 404 as an error: there is no brand at the origin's root, so no icon.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.code(204).send());
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.ping();
      return { status: 'ready', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.driver });
    }
  });

  await app.register(brandRoutes, {
    fullSlots: createFullSlotsReader(createOrderSlotsRepository(db.db)),
  });
  await app.register(catalogRoutes, {
    catalog: createCatalogService(catalogRepository),
    cache: createJsonCache(),
    searchConcurrency: env.SEARCH_CONCURRENCY,
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
      signAccessToken: (p, generation) => app.signAccessToken(p, generation),
      limits,
      accessTokenTtl: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    }),
    brands,
    secureCookies: production,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });

  const mailer = createMailer(db.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const paymentProvider = paymentProviderFrom(env);
  const loyalty = createLoyaltyService(db.db);
  const giftCards = createGiftCardsService(db.db, {
    provider: paymentProvider.provider,
    mailer,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  giftCards.useBrands(async (id) => (await brands.resolveById(id)) ?? null);
  /** What a cancelled order gives back besides stock: points, promo code uses, gift card money. */
  const onCancelled = async (tx: DbOrTx, brandId: number, orderId: number) => {
    await loyalty.releaseOrder(tx, brandId, orderId);
    await giftCards.reconcile(tx, brandId, orderId);
  };
  // Auto-accept (issue 19): orders of a channel the brand accepts by itself, once placed (or paid for).
  const autoAccept = createAutoAccept({
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  const payments = createPaymentsService(db.db, {
    afterPlaced: (brand, order) => autoAccept.placed(brand, order),
    provider: paymentProvider.provider,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    mailer,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    onError: (error, context) => app.log.error({ err: error }, context),
    onCancelled,
    onOtherPayment: async (provider, ref) =>
      (await giftCards.webhook(provider, ref)) || events.webhook(provider, ref),
  });
  const events = createEventsService(db.db, {
    mailer,
    provider: paymentProvider.provider,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  events.useBrands(async (id) => (await brands.resolveById(id)) ?? null);
  payments.useBrands(async (id) => (await brands.resolveById(id)) ?? null);
  // The test provider announces its payments as the real one does: a signed webhook, a moment later.
  paymentProvider.test?.onWebhook(async (body, headers) => {
    await payments.webhook(body, headers);
  });
  const orders = createOrdersService(db.db, {
    discounts: loyalty.discounts,
    giftCards,
    mailer,
    onEmailError: (error) => app.log.error({ err: error }, 'order email not queued'),
    cardTerms: (brand) => payments.cardTerms(brand),
    afterPlaced: (brand, order) => autoAccept.placed(brand, order),
  });
  await app.register(ordersRoutes, { orders, idempotency: createIdempotency(db.db) });
  await app.register(rewardsRoutes, { loyalty, staffToken: env.STAFF_API_TOKEN });
  await app.register(giftCardsRoutes, { giftCards });
  await app.register(paymentsRoutes, {
    payments,
    testProvider: paymentProvider.test,
    staffToken: env.STAFF_API_TOKEN,
  });
  // Card orders whose payment time ran out give their stock back (every minute; tests call sweep themselves).
  if (env.NODE_ENV !== 'test') {
    const sweep = setInterval(() => {
      payments.sweep().catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'));
      events.sweep().catch((error: unknown) => app.log.error({ err: error }, 'event booking sweep failed'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', () => clearInterval(sweep));
  }
  await app.register(accountRoutes, {
    accounts: createAccountService(db.db, mailer, { publicUrl: env.PUBLIC_URL, limits }),
  });
  await app.register(venueRoutes, {
    venue: createVenueService(db.db, { mailer, publicUrl: env.PUBLIC_URL }),
  });
  await app.register(eventsRoutes, { events });
  await app.register(invitationsRoutes, {
    invitations: createInvitations(db.db, { secret: secrets.jwtSecret }),
    staffToken: env.STAFF_API_TOKEN,
    publicUrl: env.PUBLIC_URL,
  });
  if (!production) await app.register(mailboxRoutes, { mailer });
  // The back office (issue 10): staff sign-in, the live orders board (order changes through LISTEN/NOTIFY).
  const orderEvents = createOrderEvents(db);
  app.addHook('onClose', () => orderEvents.close());
  // Customers hear their own orders' changes on the same bus (confirmation page, previous orders).
  await app.register(orderEventsRoutes, { orders, events: orderEvents, brands });
  // Every staff token is checked against its account on each call: a removed member is refused at once.
  const staff = createStaffService(db.db, {
    limits,
    signStaffToken: (claims) => app.jwt.sign({ ...claims, typ: 'staff' }),
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    brandById: async (id) => (await brands.resolveById(id)) ?? null,
  });
  app.decorate('activeStaff', (staffId: number) => staff.active(staffId));
  const board = createBoardService(db.db, {
    refund: async (brand, orderId, amountPence, reason) =>
      void (await payments.refund(brand, orderId, amountPence, reason)),
    mailer,
    onCancelled,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  autoAccept.useAccept((brand, actor, orderId, body) => board.accept(brand, actor, orderId, body));
  await app.register(staffRoutesPlugin, {
    staff,
    secureCookies: production,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });
  await app.register(boardRoutesPlugin, { board, events: orderEvents });
  // Printed tickets (issue 19): the board's order with its allergens, for the kitchen ticket and the receipt.
  await app.register(printRoutesPlugin, {
    print: createPrintService(createPrintRepository(db.db), { order: (brand, id) => board.order(brand, id) }),
  });
  await app.register(stockRoutesPlugin, {
    stock: createStockService(db.db, { onBrandChanged: (flavour) => brands.invalidate(flavour) }),
  });
  await app.register(settingsRoutesPlugin, {
    settings: createSettingsService(db.db, { onBrandChanged: (flavour) => brands.invalidate(flavour) }),
  });
  await app.register(bookingsRoutesPlugin, {
    bookings: createBookingsService(db.db, {
      mailer,
      provider: paymentProvider.provider,
      onError: (error, context) => app.log.error({ err: error }, context),
    }),
  });
  await app.register(deliveryHoursRoutesPlugin, {
    deliveryHours: createDeliveryHoursService(db.db, {
      onBrandChanged: (flavour) => brands.invalidate(flavour),
    }),
  });
  // Busy mode and slot capacity (issue 19): on the brand's row, so every instance hears of a change at once.
  await app.register(busyModeRoutesPlugin, {
    busyMode: createBusyModeService(db.db, { onBrandChanged: (flavour) => brands.invalidate(flavour) }),
  });
  // Owners' images: in an S3-compatible bucket when one is configured, else on disk served at /uploads/.
  const imageStorage = imageStorageFrom(env);
  await app.register(uploadsRoutesPlugin, {
    uploads: createUploadService(db.db, imageStorage),
    maxBytes: env.UPLOAD_MAX_BYTES,
    diskRoot: imageStorage.kind === 'disk' ? env.UPLOADS_DIR : undefined,
  });
  await app.register(reportsRoutesPlugin, { reports: createReportsService(db.db) });
  // Roles and accounts (ADR 0027): invitations, the team, the platform admin's brands.
  await app.register(teamRoutesPlugin, {
    team: createTeamService(db.db, {
      mailer,
      publicUrl: env.PUBLIC_URL,
      brandById: async (id) => (await brands.resolveById(id)) ?? null,
      brandFiles: createBrandFileService(db.db),
      onBrandCreated: (flavour) => brands.invalidate(flavour),
    }),
    staff,
    secureCookies: production,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });
  await app.register(enquiriesRoutesPlugin, {
    enquiries: createEnquiriesService(db.db, { mailer, limits, publicUrl: env.PUBLIC_URL }),
  });
  await app.register(menuRoutesPlugin, {
    menu: createMenuService(db.db, { onBrandChanged: (flavour) => brands.invalidate(flavour) }),
  });

  await app.register(seoRoutes, { db: db.db, brands, publicUrl: env.PUBLIC_URL, port: env.PORT });
  await app.register(webPlugin, {
    webDist: env.WEB_DIST,
    brandAssets: path.join(env.BRANDS_DIR[0] ?? 'data/brands', 'assets'),
    defaultBrand: env.DEFAULT_BRAND,
    brands,
    publicUrl: env.PUBLIC_URL,
    serverRendering: env.SSR_PAGES === 'on',
    pageCache: env.SSR_PAGE_CACHE === 'on',
    renderTimeoutMs: env.REQUEST_TIMEOUT_MS,
    // Stripe's Payment Element frames js.stripe.com and calls api.stripe.com from the pay screen.
    cspSources: {
      ...(env.STRIPE_SECRET_KEY ? STRIPE_CSP : {}),
      ...(imageStorage.publicOrigin ? { img: [imageStorage.publicOrigin] } : {}),
    },
  });

  return Object.assign(app, {
    database: db,
    brands,
    payments,
    giftCards,
    events,
    loyalty,
    board,
    paymentProvider,
    adminRouteList,
  });
}
export type App = Awaited<ReturnType<typeof build>>;
