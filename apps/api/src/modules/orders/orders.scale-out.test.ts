import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoutes } from '@storefront/contract/paths';
import { OrderResponse } from '@storefront/contract/order';
import { repoRoot } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { TEST_PASSWORD, makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';

/**
 * Two real API processes (`apps/api/src/server.ts`, each with its own connection pool, caches and limits) on the
 * run's PostgreSQL database: what a seller gets behind a load balancer. Whichever process a request lands on, the
 * database decides: the last unit is sold once, an Idempotency-Key makes one order, and a sign-in or
 * anti-forgery pair from one process is good on the other (no sticky sessions).
 */
const BRAND = { id: 7301, flavour: 'scaleout-race' } as const;
const LEMONADE = BRAND.id * 10 + 2;
const STARTUP_MS = 45_000;

interface ApiProcess {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts the API as `npm start` runs it (production settings, no demo data) and waits until it is ready. */
async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of ['REDIS_URL', 'PGLITE_DIR', 'BRANDS_DIR', 'DEFAULT_BRAND', 'API_KEY_SECRET', 'SMTP_URL'])
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
  const api = { origin: `http://127.0.0.1:${port}`, child, output: () => output };
  const started = Date.now();
  while (Date.now() - started < STARTUP_MS) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before it was ready:\n${output}`);
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

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe('two API processes on one PostgreSQL database', () => {
  const pgUrl = inject('pgUrl');
  let database: Database;
  const apis: ApiProcess[] = [];
  let dataDir: string;
  /** The anti-forgery pair, issued by the first process only. */
  let antiforgery: Record<string, string>;

  const count = async (query: ReturnType<typeof sql>) => {
    const result = await database.db.execute<{ n: number }>(query);
    return Number((result as { rows: { n: number }[] }).rows[0]?.n);
  };
  const setStock = (n: number) =>
    database.db.execute(
      sql`update recipes set stock = ${n} where brand_id = ${BRAND.id} and id = ${LEMONADE}`,
    );
  const ordersOfBrand = () => count(sql`select count(*)::int as n from orders where brand_id = ${BRAND.id}`);
  const placeOrder = async (api: ApiProcess, n: number, key: string = randomUUID()) => {
    const res = await fetch(`${api.origin}${apiRoutes.placeOrder}`, {
      method: 'POST',
      headers: { ...antiforgery, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        BrandFlavor: BRAND.flavour,
        OrderOption: 'Pickup',
        Guest: {
          Email: `racer-${n}@example.test`,
          FirstName: 'Rae',
          LastName: 'Cer',
          Mobile: '+44 7700 900321',
        },
        Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
      }),
    });
    return { status: res.status, body: await res.text() };
  };

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: pgUrl, pgliteDir: 'memory://' });
    const imported = await createBrandFileService(database.db).importBrands([
      { source: 'scale-out', document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);

    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-scale-out-'));
    // Shared secrets, as every process behind one load balancer must have; nothing else is shared but the database.
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: pgUrl,
      SEED_DEMO_BRANDS: 'false',
      PUBLIC_URL: 'http://localhost',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      COOKIE_SECRET: randomBytes(36).toString('base64url'),
      WEB_DIST: 'apps/web/dist-missing-in-api-tests',
      DATA_DIR: dataDir,
    };
    apis.push(...(await Promise.all([startApi('API process 1', env), startApi('API process 2', env)])));

    const token = await fetch(`${apis[0]!.origin}/api/antiforgery/token`);
    const cookies = token.headers.getSetCookie().map((line) => line.split(';', 1)[0]!);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    expect(xsrf, 'the anti-forgery token cookie').toBeTruthy();
    antiforgery = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf!) };
  }, 90_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sells the last unit once when 200 orders race for it across both processes', async () => {
    await setStock(1);
    const before = await ordersOfBrand();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => placeOrder(apis[i % 2]!, i).then((a) => ({ ...a, on: i % 2 }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      answers.find((a) => a.status !== 200 && a.status !== 409)?.body,
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    // Each process refused its share: both really raced (the anti-forgery pair of process 1 passed on process 2).
    for (const on of [0, 1])
      expect(answers.filter((a) => a.on === on && a.status === 409).length).toBeGreaterThan(98);
    expect(await ordersOfBrand()).toBe(before + 1);
    expect(
      await count(
        sql`select coalesce(sum(quantity), 0)::int as n from order_lines where brand_id = ${BRAND.id} and recipe_id = ${LEMONADE}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select stock as n from recipes where brand_id = ${BRAND.id} and id = ${LEMONADE}`),
    ).toBe(0);
  });

  it('makes one order of an Idempotency-Key whose retries land on both processes', async () => {
    await setStock(1000);
    const before = await ordersOfBrand();
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const answers = await Promise.all(
      keys.flatMap((key, k) =>
        Array.from({ length: 6 }, (_, i) =>
          placeOrder(apis[i % 2]!, 1000 + k, key).then((a) => ({ ...a, key })),
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.status)), answers.find((a) => a.status !== 200)?.body).toEqual(
      new Set([200]),
    );
    for (const key of keys) {
      const ids = answers
        .filter((a) => a.key === key)
        .map((a) => OrderResponse.parse(JSON.parse(a.body)).Data.OrderId);
      expect(new Set(ids).size).toBe(1);
    }
    expect(await ordersOfBrand()).toBe(before + keys.length);
  });

  it('knows a customer signed in on the other process', async () => {
    const login = await fetch(`${apis[0]!.origin}/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: `bob@${BRAND.flavour}.test`,
        password: TEST_PASSWORD,
        BrandFlavor: BRAND.flavour,
      }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const orders = await fetch(`${apis[1]!.origin}${apiRoutes.previousOrders}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(orders.status, await orders.clone().text()).toBe(200);
  });
});

describe('several API processes starting at once on a new PostgreSQL database', () => {
  it('lets one migrate while the others wait, and all of them start', async () => {
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    const name = `storefront_migrate_race_${Date.now()}_${process.pid}`;
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
      const url = new URL(inject('pgUrl'));
      url.pathname = `/${name}`;
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
