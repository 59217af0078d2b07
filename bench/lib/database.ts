import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { newVapidEnv } from '../../apps/api/src/modules/push/vapid-keys';
import { onCleanup } from './cleanup';

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A scratch PostgreSQL database, dropped (with force) when the run ends, fails or is interrupted. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 17);
  const name = `storefront_bench_${stamp}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const drop = onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
      console.log(`dropped the scratch database ${name}`);
    } finally {
      await client.end();
    }
  });
  console.log(`created the scratch database ${name}`);
  return { url: `postgres://postgres@127.0.0.1:5432/${name}`, drop };
}

/** Settings of the API that must not leak in from the caller's environment. */
const APP_ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'DATABASE_URL',
  'PGLITE_DIR',
  'BRANDS_DIR',
  'SEED_DEMO_BRANDS',
  'DEFAULT_BRAND',
  'WEB_DIST',
  'DATA_DIR',
  'JWT_SECRET',
  'COOKIE_SECRET',
  'API_KEY_SECRET',
  'ACCESS_TOKEN_TTL',
  'REFRESH_TOKEN_TTL_DAYS',
  'BODY_LIMIT',
  'PUBLIC_URL',
  'SMTP_URL',
  'SSR_PAGE_CACHE',
];

const secret = () => randomBytes(36).toString('base64url'); // 48 characters

export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of APP_ENV_KEYS) delete env[key];
  return {
    ...env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost',
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    ...newVapidEnv(),
    ...extra,
  };
}
