import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadEnv } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import type { Driver } from './harness';
import { scratchPostgres } from './scratch-postgres';
import { seedTestBrands } from './seed-test-brands';

/**
 * A seeded database no other test file uses: a PGlite copy, or a scratch PostgreSQL database of its own (for the
 * tests of what works across the whole database, as the outbox worker does). `close` removes it.
 */
export async function isolatedDatabase(
  driver: Driver,
  label: string,
): Promise<{ database: Database; url?: string; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({
      pgliteDir: 'memory://',
      pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshotFile'))]),
    });
    return { database, close: () => database.close() };
  }
  const scratch = await scratchPostgres(label);
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  await seedTestBrands(database.db, loadEnv({ NODE_ENV: 'test' }).BRANDS_DIR);
  return {
    database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
