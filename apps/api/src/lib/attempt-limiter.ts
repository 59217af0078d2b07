import { Redis } from 'ioredis';

/**
 * Counters behind the login and password-reset limits. In memory for one process; in Redis when several API
 * processes must enforce one limit (REDIS_URL).
 */
export interface LimiterStore {
  /** Adds one to a counter that lives `windowMs` from its first hit; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Sets a lock for `ms`. */
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds left on a lock, 0 when none. */
  lockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Keeps a fact (an address a customer signed in from) for `ms`. */
  remember(key: string, ms: number): Promise<void>;
  remembered(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): LimiterStore {
  const counters = new Map<string, { count: number; until: number }>();
  const locks = new Map<string, number>();
  const facts = new Map<string, number>();
  return {
    async increment(key, windowMs) {
      const current = counters.get(key);
      const entry = current && current.until > now() ? current : { count: 0, until: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      if (counters.size > 100_000) for (const [k, v] of counters) if (v.until <= now()) counters.delete(k);
      return entry.count;
    },
    async lock(key, ms) {
      locks.set(key, now() + ms);
    },
    async lockedFor(key) {
      return Math.max(0, (locks.get(key) ?? 0) - now());
    },
    async reset(key) {
      counters.delete(key);
      locks.delete(key);
    },
    async remember(key, ms) {
      facts.set(key, now() + ms);
      if (facts.size > 100_000) for (const [k, until] of facts) if (until <= now()) facts.delete(k);
    },
    async remembered(key) {
      return (facts.get(key) ?? 0) > now();
    },
    async close() {},
  };
}

/** A Redis-backed store that says whether it is sharing its counters right now (ADR 0037). */
export interface SharedLimiterStore extends LimiterStore {
  /** Resolves true once Redis answers, false as soon as it is found unreachable (or after `timeoutMs`). */
  connected(timeoutMs: number): Promise<boolean>;
}

/**
 * Follows whether Redis answers. `onChange` hears each switch after the first connection; `connected` waits for
 * the first word (Redis answers, or is found unreachable).
 */
function trackConnection(redis: Redis, onChange: (shared: boolean, error?: unknown) => void) {
  let notify = onChange;
  let shared = false;
  /** Redis was found out of reach since it last answered (or before it ever did). */
  let away = false;
  let lastError: unknown;
  const settled = new Set<(up: boolean) => void>();
  redis.on('ready', () => {
    shared = true;
    for (const settle of settled) settle(true);
    if (away) notify(true);
    away = false;
  });
  const lost = (error?: unknown) => {
    lastError = error ?? lastError;
    away = true;
    for (const settle of settled) settle(false);
    if (!shared) return;
    shared = false;
    notify(false, lastError);
  };
  redis.on('error', lost);
  redis.on('close', () => lost());
  return {
    isShared: () => shared,
    lost,
    connected(timeoutMs: number) {
      if (shared) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const settle = (up: boolean) => {
          settled.delete(settle);
          clearTimeout(timer);
          resolve(up);
        };
        const timer = setTimeout(() => settle(false), timeoutMs);
        settled.add(settle);
      });
    },
    /** No more switches are reported: the store is closing. */
    silence() {
      notify = () => undefined;
    },
  };
}

/**
 * Counters in Redis, shared by every API process. While Redis is unreachable (at start or later) the counters
 * are this process's own, in memory, and the store keeps reconnecting: the limits hold per process instead of
 * failing every sign-in, and are shared again as soon as Redis is back (ADR 0037). `onChange` hears each switch
 * after the first connection (whether Redis answers at start is for `connected` to say).
 */
export function redisStore(
  url: string,
  keyPrefix: string,
  onChange: (shared: boolean, error?: unknown) => void = () => undefined,
): SharedLimiterStore {
  const redis = new Redis(url, {
    // Commands never wait for a connection: while Redis is away the local counters answer at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  const local = memoryStore();
  const prefix = `${keyPrefix}limit:`;
  const connection = trackConnection(redis, onChange);

  /** Redis when it is reachable; this process's counters otherwise, and when a command fails midway. */
  const either = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (!connection.isShared()) return fallback();
    try {
      return await remote();
    } catch (error) {
      connection.lost(error);
      return fallback();
    }
  };

  return {
    connected: (timeoutMs) => connection.connected(timeoutMs),
    increment: (key, windowMs) =>
      either(
        async () => {
          const [[, count]] = (await redis
            .multi()
            .incr(prefix + key)
            .pexpire(prefix + key, windowMs, 'NX')
            .exec()) as [[Error | null, number]];
          return count;
        },
        () => local.increment(key, windowMs),
      ),
    lock: (key, ms) =>
      either(
        async () => void (await redis.set(`${prefix}lock:${key}`, '1', 'PX', Math.max(1, Math.round(ms)))),
        () => local.lock(key, ms),
      ),
    // A lock set here while Redis was away still holds once it is back.
    lockedFor: async (key) =>
      Math.max(
        await local.lockedFor(key),
        await either(
          async () => Math.max(0, await redis.pttl(`${prefix}lock:${key}`)),
          async () => 0,
        ),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(prefix + key, `${prefix}lock:${key}`)),
        () => local.reset(key),
      ),
    remember: (key, ms) =>
      either(
        async () => void (await redis.set(`${prefix}fact:${key}`, '1', 'PX', Math.max(1, Math.round(ms)))),
        () => local.remember(key, ms),
      ),
    remembered: (key) =>
      either(
        async () => (await redis.exists(`${prefix}fact:${key}`)) === 1,
        () => local.remembered(key),
      ),
    async close() {
      connection.silence();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

export interface LimitPolicy {
  /** Attempts allowed in the window before delays start. */
  free: number;
  windowMs: number;
  /** The first delay; each further attempt doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Thrown when a key must wait; carries how long. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Too many attempts. Please wait ${Math.ceil(retryAfterMs / 1000)} seconds and try again.`);
  }
}

/**
 * Growing delays: the first `free` attempts in a window pass; after that each attempt locks its keys for a
 * delay that doubles every time. A locked key is refused whatever it brings (a right password included), so
 * guessing cannot go faster than the delays allow. Keys are per IP and per account, so neither spreading
 * guesses over accounts nor over addresses helps.
 */
export function createAttemptLimiter(store: LimiterStore, policy: LimitPolicy) {
  return {
    /** Refuses when any of the keys is locked. */
    async check(keys: string[]): Promise<void> {
      const waits = await Promise.all(keys.map((k) => store.lockedFor(k)));
      const wait = Math.max(0, ...waits);
      if (wait > 0) throw new TooManyAttempts(wait);
    },
    /** Counts an attempt (a failed login, a reset request) against every key. */
    async record(keys: string[]): Promise<void> {
      await Promise.all(
        keys.map(async (key) => {
          const count = await store.increment(key, policy.windowMs);
          if (count > policy.free)
            await store.lock(
              key,
              Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (count - policy.free - 1)),
            );
        }),
      );
    },
    async reset(key: string): Promise<void> {
      await store.reset(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * The product's limits: failed logins and password-reset requests, per address and per account (ADR 0032).
 *
 * Sign-in follows OWASP's authentication guidance so that a stranger who knows a customer's email can neither
 * guess the password nor lock the customer out:
 * - one address and one account together (`src`): five free failures, then waits doubling up to 15 minutes;
 * - one address over every account (`ip`): twenty, then the same;
 * - one account over every address (`acct`), a softer ceiling: twenty failures in 15 minutes, then waits from
 *   1 s doubling to at most a minute — it slows a guesser spread over many addresses to about one guess a minute,
 *   but never shuts the door for long, and it does not apply to an address the customer has signed in from in
 *   the last 30 days (a known address), nor to a password reset, which stays open to the mailbox's owner.
 */
export function createLimits(store: LimiterStore) {
  const minutes = (n: number) => n * 60_000;
  const perSource = createAttemptLimiter(store, {
    free: 5,
    windowMs: minutes(15),
    baseDelayMs: 1000,
    maxDelayMs: minutes(15),
  });
  const perAccount = createAttemptLimiter(store, {
    free: 20,
    windowMs: minutes(15),
    baseDelayMs: 1000,
    maxDelayMs: minutes(1),
  });
  const perIp = createAttemptLimiter(store, {
    free: 20,
    windowMs: minutes(15),
    baseDelayMs: 1000,
    maxDelayMs: minutes(15),
  });
  const resetsPerAccount = createAttemptLimiter(store, {
    free: 3,
    windowMs: minutes(60),
    baseDelayMs: minutes(1),
    maxDelayMs: minutes(60),
  });
  const resetsPerIp = createAttemptLimiter(store, {
    free: 10,
    windowMs: minutes(60),
    baseDelayMs: minutes(1),
    maxDelayMs: minutes(60),
  });
  // The attempt past `free` still passes and locks: five pass, the sixth waits.
  const enquiriesPerIp = createAttemptLimiter(store, {
    free: 4,
    windowMs: minutes(10),
    baseDelayMs: minutes(1),
    maxDelayMs: minutes(30),
  });
  const account = (brandId: number, email: string) => `${brandId}:${email.trim().toLowerCase()}`;
  const KNOWN_FOR_MS = 30 * 24 * 60 * minutes(1);
  const keysOf = (ip: string, brandId: number, email: string) => {
    const id = account(brandId, email);
    return {
      ip: `login:ip:${ip}`,
      source: `login:src:${id}:${ip}`,
      account: `login:acct:${id}`,
      known: `login:known:${id}:${ip}`,
    };
  };
  return {
    login: {
      check: async (ip: string, brandId: number, email: string) => {
        const keys = keysOf(ip, brandId, email);
        const known = await store.remembered(keys.known);
        await Promise.all([
          perIp.check([keys.ip]),
          perSource.check([keys.source]),
          known ? undefined : perAccount.check([keys.account]),
        ]);
      },
      failed: async (ip: string, brandId: number, email: string) => {
        const keys = keysOf(ip, brandId, email);
        const known = await store.remembered(keys.known);
        await Promise.all([
          perIp.record([keys.ip]),
          perSource.record([keys.source]),
          // A known address's own typos do not slow the account for everyone else.
          known ? undefined : perAccount.record([keys.account]),
        ]);
      },
      /** A right password (or a completed reset): this address is known, and the account's counts start again. */
      succeeded: async (ip: string, brandId: number, email: string) => {
        const keys = keysOf(ip, brandId, email);
        await Promise.all([
          perSource.reset(keys.source),
          perAccount.reset(keys.account),
          store.remember(keys.known, KNOWN_FOR_MS),
        ]);
      },
    },
    /** Dealer enquiries: five per address and brand in ten minutes, then growing waits (spam, not guessing). */
    enquiry: async (ip: string, brandId: number) => {
      await enquiriesPerIp.check([`enquiry:ip:${brandId}:${ip}`]);
      await enquiriesPerIp.record([`enquiry:ip:${brandId}:${ip}`]);
    },
    /** Reset requests count whether or not the email has an account, so the limit tells nothing either. */
    passwordReset: async (ip: string, brandId: number, email: string) => {
      await Promise.all([
        resetsPerIp.check([`reset:ip:${ip}`]),
        resetsPerAccount.check([`reset:acct:${account(brandId, email)}`]),
      ]);
      await Promise.all([
        resetsPerIp.record([`reset:ip:${ip}`]),
        resetsPerAccount.record([`reset:acct:${account(brandId, email)}`]),
      ]);
    },
  };
}
export type Limits = ReturnType<typeof createLimits>;
