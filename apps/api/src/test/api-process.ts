import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../config/env';
import { newVapidEnv } from '../modules/push/vapid-keys';

/**
 * Real API processes (`apps/api/src/server.ts`, each with its own connection pool, caches and limits) for the
 * tests of what a seller gets behind a load balancer: several processes on one PostgreSQL database.
 */
export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** The last 20,000 characters the process wrote. */
  output: () => string;
  /** Whether the process has exited (or was killed). */
  exited: () => boolean;
}

// Generous: on a busy 2-core machine two processes starting at once (tsx, migrations) have taken over 45 s.
const STARTUP_MS = 90_000;

/**
 * Ports for the processes tests start, each test worker from a range of its own below the system's ephemeral
 * ports. A port the system handed out (`listen(0)`) and the probe then closed could be handed out again to
 * another worker before its process bound it: two tests' servers on one port, the readiness check answered by the
 * other's server. Within a worker, a port is never handed out twice.
 */
const PORTS_PER_WORKER = 400;
const firstPort = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 30) * PORTS_PER_WORKER;
let nextPort = firstPort;

async function bindable(port: number): Promise<boolean> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (bound) await new Promise<void>((resolve) => server.close(() => resolve()));
  return bound;
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = nextPort;
    nextPort = nextPort + 1 >= firstPort + PORTS_PER_WORKER ? firstPort : nextPort + 1;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${firstPort}–${firstPort + PORTS_PER_WORKER - 1}`);
}

/**
 * The settings every process behind one load balancer shares (production, no demo data, the same secrets); the
 * caller adds DATABASE_URL and DATA_DIR. Nothing else is shared but the database.
 */
export function sharedApiEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return { ...productionApiEnv(dataDir), DATABASE_URL: databaseUrl, SEED_DEMO_BRANDS: 'false' };
}

/** A production process of its own (fresh secrets, no web build), keeping its files in `dataDir`. */
export function productionApiEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    COOKIE_SECRET: randomBytes(36).toString('base64url'),
    ...newVapidEnv(),
    WEB_DIST: 'apps/web/dist-missing-in-api-tests',
    DATA_DIR: dataDir,
  };
}

/** Starts the API as `npm start` runs it and waits until it is ready. */
export async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of [
    'NODE_ENV',
    'REDIS_URL',
    'PGLITE_DIR',
    'BRANDS_DIR',
    'DEFAULT_BRAND',
    'API_KEY_SECRET',
    'SMTP_URL',
    'DATABASE_POOL_SIZE',
  ])
    delete inherited[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const api: ApiProcess = { origin: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const started = Date.now();
  while (Date.now() - started < STARTUP_MS) {
    if (exited()) throw new Error(`${name} exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${api.origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return api;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready after ${STARTUP_MS / 1000} s:\n${output}`);
}

/** Stops a process (SIGTERM, SIGKILL after 5 s); safe on one that never started or already exited. */
export async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.exited()) return;
  const exited = once(api.child, 'exit');
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** An anti-forgery cookie and header pair issued by `api` (any process with the same secrets accepts it). */
export async function antiforgeryPair(api: ApiProcess): Promise<Record<string, string>> {
  const token = await fetch(`${api.origin}/api/antiforgery/token`);
  const cookies = token.headers.getSetCookie().map((line) => line.split(';', 1)[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!xsrf) throw new Error(`no anti-forgery token cookie from ${api.origin}`);
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) };
}
