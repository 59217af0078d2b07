import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: relative paths in the environment are taken from here, whatever the working directory. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(repoRoot, p));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where PGlite keeps its files; `memory://` keeps the database in memory. */
  PGLITE_DIR: z.string().default('data/db'),
  /**
   * Folders of brand files imported when the database has no brand yet, separated by ':' (the first one's
   * `assets/` folder is served at /brand-assets/).
   */
  BRANDS_DIR: z.string().default('data/brands'),
  SEED_DEMO_BRANDS: bool.default(true),
  DEFAULT_BRAND: z.string().default('bistro'),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Holds generated secrets when none are configured (development only). */
  DATA_DIR: z.string().default('data'),
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  /** When set, every API call must carry a fresh ApiKey stamp made with this secret. */
  API_KEY_SECRET: z.string().min(8).optional(),
  /** Access token lifetime in seconds (≤ 15 minutes). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(900).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** The site's public address, for links in emails (required in production: never taken from a request). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sends email through this server (smtp://user:pass@host:port); without it mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Storefront <no-reply@localhost>'),
  /** Shared state for several API processes (login limits); without it each process counts alone. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().max(60).default('storefront:'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PGLITE_DIR' | 'BRANDS_DIR' | 'WEB_DIST' | 'DATA_DIR'> & {
  PGLITE_DIR: string;
  BRANDS_DIR: string[];
  WEB_DIST: string;
  DATA_DIR: string;
};

/** Reads and checks the environment; on failure lists every bad key at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || !env.COOKIE_SECRET || !env.PUBLIC_URL))
    throw new Error(
      'Invalid environment:\n  JWT_SECRET, COOKIE_SECRET and PUBLIC_URL are required in production',
    );
  return {
    ...env,
    PGLITE_DIR: env.PGLITE_DIR.startsWith('memory://') ? env.PGLITE_DIR : fromRoot(env.PGLITE_DIR),
    BRANDS_DIR: env.BRANDS_DIR.split(path.delimiter).filter(Boolean).map(fromRoot),
    WEB_DIST: fromRoot(env.WEB_DIST),
    DATA_DIR: fromRoot(env.DATA_DIR),
  };
}
