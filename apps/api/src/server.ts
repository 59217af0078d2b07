import { build } from './app';
import { loadEnv } from './config/env';
import { seedDemoBrands } from './seed';
import { seedDemoStaff } from './modules/staff/dev-staff';
import { brands } from './db/schema';
import { startBanner } from './start-banner';
import { seedDemoHistory } from './demo/demo-history';
import { listenForBackups } from './modules/backup/backup-socket';
import { intervalMs, scheduleBackups } from './modules/backup/backup-schedule';

const env = loadEnv();
const app = await build({ env });
const production = env.NODE_ENV === 'production';

if (env.SEED_DEMO_BRANDS) {
  const seeded = await seedDemoBrands(app.database.db, env.BRANDS_DIR);
  if (seeded && !seeded.ok) {
    app.log.error({ problems: seeded.problems }, 'the demo brands could not be imported');
    process.exitCode = 1;
  } else if (seeded?.ok) {
    const flavours = seeded.brands.map((b) => b.flavour);
    app.log.info({ brands: flavours }, 'imported the demo brands');
    // Their share cards are drawn behind the server's start (a card asked for first is drawn at once).
    void app.shareImages.generate(flavours).then(
      (cards) => app.log.info({ cards }, 'drew the demo brands’ share cards'),
      (error: unknown) => app.log.warn({ err: error }, 'the demo brands’ share cards were not drawn'),
    );
  }
}

await seedDemoHistory(app, env);

// Demo back-office accounts, so the seller's side can be tried at once; never in production.
const staff = await seedDemoStaff(env, app.database.db);

// `npm run data -- backup` asks this process for a backup of the embedded database it holds.
const stopBackups =
  app.database.driver === 'pglite' && !env.PGLITE_DIR.startsWith('memory://')
    ? await listenForBackups(app.database, { pgliteDir: env.PGLITE_DIR, uploadsDir: env.UPLOADS_DIR })
    : async () => undefined;
const stopSchedule = env.BACKUP_DIR
  ? scheduleBackups(app.database, {
      dir: env.BACKUP_DIR,
      everyMs: intervalMs(env.BACKUP_EVERY),
      keep: env.BACKUP_KEEP,
      uploadsDir: env.UPLOADS_DIR,
      log: app.log,
    })
  : async () => undefined;

/** How long a shutdown waits for the requests in flight before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

// A shutdown stops taking connections, ends the event streams, lets requests in flight finish, then exits 0.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(
        { graceMs: SHUTDOWN_GRACE_MS },
        'requests still in flight at the end of the grace period',
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    Promise.all([stopBackups(), stopSchedule(), app.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : env.PORT}`;
// The banner is for a person at the terminal: not in production, nor when the logs were asked to be quiet.
if (production || !['info', 'debug', 'trace'].includes(env.LOG_LEVEL))
  app.log.info({ url, database: app.database.driver }, 'storefront listening');
else {
  const brandRows = await app.database.db
    .select({ flavour: brands.flavour, name: brands.name })
    .from(brands)
    .orderBy(brands.id);
  process.stdout.write(
    startBanner({
      env,
      url,
      driver: app.database.driver,
      brands: brandRows,
      staff: staff.accounts,
      staffPassword: staff.password,
    }) + '\n',
  );
}
