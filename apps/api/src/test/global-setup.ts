import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { seedTestBrands } from './seed-test-brands';
import { setPasswordHashCost } from '../lib/password';
import { TEST_PASSWORD_HASH_COST } from './hash-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A scratch PostgreSQL database for this run, migrated and seeded. */
    pgUrl: string;
    /** A seeded PGlite database, dumped to this file: each test file opens its own copy. */
    pgliteSnapshotFile: string;
  }
}

/**
 * Creates one scratch PostgreSQL database per test run (on the server TEST_PG_ADMIN_URL points at), migrates
 * and seeds it once, and drops it at the end. Every API test file runs against it and against its own PGlite.
 */
export default async function setup(project: TestProject) {
  // The seeded customers' hashes are made here, before any app is built: at the tests' cost too.
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `storefront_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `API tests need PostgreSQL (${adminUrl}): ${String(error)}. Start it, or point TEST_PG_ADMIN_URL at a server.`,
    );
  }
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  await seedTestBrands(database.db, loadEnv({ NODE_ENV: 'test' }).BRANDS_DIR);
  await database.close();
  project.provide('pgUrl', url.toString());

  const lite = await openDatabase({ pgliteDir: 'memory://' });
  await seedTestBrands(lite.db, loadEnv({ NODE_ENV: 'test' }).BRANDS_DIR);
  const snapshotFile = path.join(mkdtempSync(path.join(tmpdir(), 'storefront-test-')), 'pglite.tar');
  writeFileSync(snapshotFile, Buffer.from(await (await lite.snapshot!()).arrayBuffer()));
  await lite.close();
  project.provide('pgliteSnapshotFile', snapshotFile);

  return async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(path.dirname(snapshotFile), { recursive: true, force: true });
  };
}
