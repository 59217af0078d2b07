import { build } from './app';
import { loadEnv } from './config/env';
import { seedDemoBrands } from './seed';
import { seedDevStaff } from './modules/admin/dev-staff';
import { seedDemoHistory } from './demo/demo-history';

const env = loadEnv();
const app = await build({ env });

if (env.SEED_DEMO_BRANDS) {
  const seeded = await seedDemoBrands(app.database.db, env.BRANDS_DIR);
  if (seeded && !seeded.ok) {
    app.log.error({ problems: seeded.problems }, 'the demo brands could not be imported');
    process.exitCode = 1;
  } else if (seeded?.ok)
    app.log.info({ brands: seeded.brands.map((b) => b.flavour) }, 'imported the demo brands');
}

await seedDemoHistory(app, env);

if (env.DEV_STAFF_PASSWORD && env.NODE_ENV !== 'production') {
  const created = await seedDevStaff(app.database.db, env.DEV_STAFF_PASSWORD);
  if (created.length) app.log.info({ staff: created }, 'created development back-office accounts');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`storefront on http://localhost:${env.PORT}/ (${app.database.driver})`);
