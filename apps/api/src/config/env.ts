import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

/** The repository root: relative paths in the environment are taken from here, whatever the working directory. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(repoRoot, p));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * Which peers may say who the client is through `X-Forwarded-For`: nobody (the default: the socket's address is
 * the client's), a number of hops (the load balancers in front, counted from the server), or the proxies'
 * addresses and CIDR ranges. `true` (trust any peer) is refused: every client could then choose its own address
 * and slip the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((e) => e.trim());
      if (entries.every(isAddressOrCidr)) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops (1-10) or a comma-separated list of proxy addresses or CIDR ranges ' +
        '(loopback, linklocal and uniquelocal name those ranges); trusting every peer is not allowed',
    });
    return z.NEVER;
  });

/**
 * PostgreSQL connections each API process opens at most for requests (docs/deployment.md, "Connections and how
 * many processes"): N processes hold up to N times this many, all running order transactions on the same rows.
 */
const DatabasePoolSize = z.coerce.number().int().min(2).max(100).default(10);

/** DATABASE_POOL_SIZE of an environment (10 without it), for opening a database without the whole of loadEnv. */
export function databasePoolSize(source: Record<string, string | undefined>): number {
  const parsed = DatabasePoolSize.safeParse(source.DATABASE_POOL_SIZE || undefined);
  if (!parsed.success)
    throw new Error(
      `Invalid environment:\n  DATABASE_POOL_SIZE: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The proxies allowed to name the client's address (`X-Forwarded-For`): none by default. */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** PostgreSQL: connections per API process at most (2-100, default 10). */
  DATABASE_POOL_SIZE: DatabasePoolSize,
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
  /** PostgreSQL cancels any statement running longer (milliseconds); PGlite cannot (it has no timer to do it). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** A request not answered by then is answered 503 with Retry-After (milliseconds; streams are exempt). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Searches run at once per API process; more wait their turn (the database's connections stay free for the rest). */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Public storefront pages rendered on the server and hydrated in the browser (ADR 0033); `off` sends the
   * plain shell, which the browser renders.
   */
  SSR_PAGES: z.enum(['on', 'off']).default('on'),
  /**
   * Server-rendered public pages are kept per brand and address until the brand or its stock changes (ADR 0033);
   * `off` renders every request (for measuring, or to rule the cache out).
   */
  SSR_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The site's public address, for links in emails (required in production: never taken from a request). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Without PUBLIC_URL, the hosts (`host` or `host:port`, comma-separated) a request may name for links in
   * emails to point at; a request naming another Host gets links to the first. Default: localhost and
   * 127.0.0.1 on PORT.
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'hosts are host or host:port, comma-separated'),
        )
        .min(1, 'name at least one host'),
    )
    .optional(),
  /**
   * Lets webhook calls and push messages reach loopback and private addresses (a receiver on this machine): for
   * tests and local development only, refused in production (server-side request forgery).
   */
  OUTBOUND_ALLOW_PRIVATE: bool.default(false),
  /**
   * The VAPID key pair push messages are signed with (base64url, as `npx web-push generate-vapid-keys` prints
   * them): both together, the same in every process; required in production. Without them (development) a pair
   * is generated once and kept in the data directory.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key (65 bytes) in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key (32 bytes) in base64url')
    .optional(),
  /** Who push services may contact about our messages: a mailto: or https: address (PUBLIC_URL without it). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /** Runs the outbox worker (emails, webhooks, push) in this process; false leaves delivery to other processes. */
  OUTBOX_WORKER: bool.default(true),
  /** Sends email through this server (smtp://user:pass@host:port); without it mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Storefront <no-reply@localhost>'),
  /** Shared state for several API processes (login limits); without it each process counts alone. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().max(60).default('storefront:'),
  /** Real card payments through Stripe: all three keys together (see README "Card payments"). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret')
    .optional(),
  /** Where the Stripe SDK sends its requests (tests point it at a local server); Stripe's own by default. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The offline 'Test payment' provider in production: refused unless this says so explicitly. */
  TEST_PAYMENTS_ENABLED: bool.default(false),
  /** Signs the test provider's webhooks. */
  TEST_PAYMENTS_WEBHOOK_SECRET: z.string().min(16).default('whsec_storefront_test_provider'),
  /** How long a card order waiting for its payment holds its stock before it lapses. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** scrypt's work factor for new password hashes (log2 N); below 17 only outside production (tests). */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Staff calls (refunds, payment links for any order) authenticate with this bearer token; off without it. */
  STAFF_API_TOKEN: z.string().min(24).optional(),
  /**
   * Development only (ignored in production): the password of the demo back-office accounts created at start
   * (`owner@{flavour}.test`, `staff@{flavour}.test`, `admin@storefront.test`) where missing; `demo-staff-password`
   * without it.
   */
  DEV_STAFF_PASSWORD: z.string().min(12).optional(),
  /** Where back-office image uploads are kept on disk when no S3 bucket is configured (`{DATA_DIR}/uploads`). */
  UPLOADS_DIR: z.string().optional(),
  /** Where the brands' share cards (link preview pictures, ADR 0041) are kept (`{DATA_DIR}/share-images`). */
  SHARE_IMAGES_DIR: z.string().optional(),
  /** The largest image an owner may upload, in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** Keeps uploaded images in this S3-compatible bucket instead of on disk (see README "Image uploads"). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible service (MinIO, R2, Spaces); AWS itself without it. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Without these two the SDK's own credential chain is used (instance role, AWS_PROFILE). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are read publicly (a CDN); the endpoint's or AWS's bucket address without it. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The server takes a backup into this folder on a schedule (README "Backups"); none without it. */
  BACKUP_DIR: z.string().optional(),
  /** How often: minutes, hours or days (`30m`, `6h`, `1d`). */
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d{0,3}[mhd]$/, 'must be a number followed by m, h or d, such as 6h')
    .default('1d'),
  /** How many scheduled backups are kept: after each new one the oldest go. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  | 'PGLITE_DIR'
  | 'BRANDS_DIR'
  | 'WEB_DIST'
  | 'DATA_DIR'
  | 'UPLOADS_DIR'
  | 'SHARE_IMAGES_DIR'
  | 'ALLOWED_HOSTS'
  | 'BACKUP_DIR'
> & {
  ALLOWED_HOSTS: string[];
  PGLITE_DIR: string;
  BRANDS_DIR: string[];
  WEB_DIST: string;
  DATA_DIR: string;
  UPLOADS_DIR: string;
  SHARE_IMAGES_DIR: string;
  BACKUP_DIR?: string;
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
  if (env.NODE_ENV === 'production' && env.OUTBOUND_ALLOW_PRIVATE)
    throw new Error(
      'Invalid environment:\n  OUTBOUND_ALLOW_PRIVATE is for tests and development, never production',
    );
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < 17)
    throw new Error('Invalid environment:\n  PASSWORD_HASH_COST below 17 is for tests, never production');
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean))
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (env.NODE_ENV === 'production' && !env.VAPID_PUBLIC_KEY)
    throw new Error(
      'Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production ' +
        '(npx web-push generate-vapid-keys)',
    );
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    ...env,
    ALLOWED_HOSTS: env.ALLOWED_HOSTS ?? [`localhost:${env.PORT}`, `127.0.0.1:${env.PORT}`],
    PGLITE_DIR: env.PGLITE_DIR.startsWith('memory://') ? env.PGLITE_DIR : fromRoot(env.PGLITE_DIR),
    BRANDS_DIR: env.BRANDS_DIR.split(path.delimiter).filter(Boolean).map(fromRoot),
    WEB_DIST: fromRoot(env.WEB_DIST),
    DATA_DIR: fromRoot(env.DATA_DIR),
    UPLOADS_DIR: env.UPLOADS_DIR ? fromRoot(env.UPLOADS_DIR) : path.join(fromRoot(env.DATA_DIR), 'uploads'),
    SHARE_IMAGES_DIR: env.SHARE_IMAGES_DIR
      ? fromRoot(env.SHARE_IMAGES_DIR)
      : path.join(fromRoot(env.DATA_DIR), 'share-images'),
    BACKUP_DIR: env.BACKUP_DIR ? fromRoot(env.BACKUP_DIR) : undefined,
  };
}
