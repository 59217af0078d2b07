import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env';
import { openDatabase, type Database, type Db } from '../db/client';
import { createAfterReply, type AfterReply } from '../lib/after-reply';
import type { Limits } from '../lib/attempt-limiter';
import { createMailer, type Mailer } from '../lib/mailer';
import { createOutboxWorker, type OutboxWorker } from '../lib/outbox/outbox-worker';
import { setPasswordHashCost } from '../lib/password';
import { loadSecrets, type Secrets } from '../lib/secrets';
import { STOCK_CHANGES_CHANNEL, everyStockChanged, stockChanged } from '../lib/stock-epochs';
import { paymentProviderFrom } from '../modules/payments/payment-setup';
import { collectAdminRoutes, createFastify, type Server } from './fastify';
import { sharedLimits } from './limits';

/** What every area may be built with: the environment, the database and the shared services. */
export interface Core {
  env: Env;
  database: Database;
  db: Db;
  secrets: Secrets;
  production: boolean;
  /** The site's address for links in emails, else the local server's. */
  siteUrl: string;
  limits: Limits;
  mailer: Mailer;
  /** Delivers the outbox (emails, webhooks, push); areas register how their kind of message goes. */
  outbox: OutboxWorker;
  /** The card payment provider (null: cards not offered) and, outside production, the test one. */
  payment: ReturnType<typeof paymentProviderFrom>;
  /** Logs an error that does not fail the request it happened in (an email, a webhook's side effect). */
  onError: (error: unknown, context: string) => void;
  /** Work a request sets off after its answer has gone out; closing the server waits for it. */
  afterReply: AfterReply;
}

export interface ServerOptions {
  env: Env;
  /** An open database to use (tests share one); otherwise one is opened from the environment and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The server and its core: database, secrets, limits, mailer, payment provider, and stock change notices. */
export async function openCore({ env, database, logger }: ServerOptions) {
  const db =
    database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    }));
  const secrets = loadSecrets(env);
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const app = createFastify(env, logger);
  const onError = (error: unknown, context: string) => app.log.error({ err: error }, context);
  const afterReply = createAfterReply(onError);
  const outbox = createOutboxWorker(db.db, { onError });
  app.addHook('onReady', async () => {
    if (env.OUTBOX_WORKER) outbox.start();
  });
  app.addHook('onClose', async () => {
    await afterReply.settled();
    await outbox.stop();
    if (!database) await db.close();
  });
  const adminRouteList = collectAdminRoutes(app);
  await listenForStockChanges(app, db);
  const core: Core = {
    env,
    database: db,
    db: db.db,
    secrets,
    production: env.NODE_ENV === 'production',
    siteUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    limits: await sharedLimits(app, env),
    mailer: createMailer(db.db, outbox, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    outbox,
    payment: paymentProviderFrom(env, db),
    onError,
    afterReply,
  };
  return { app, core, adminRouteList };
}

/** Stock sold, returned or edited through any instance: cached catalogue answers of that brand are not used again. */
async function listenForStockChanges(app: Server, db: Database): Promise<void> {
  const stop = await db
    .listen(STOCK_CHANGES_CHANNEL, (brandId) => stockChanged(Number(brandId)), everyStockChanged)
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'not listening for stock changes; other instances may list sold stock');
      return async () => undefined;
    });
  app.addHook('onClose', () => stop());
}
