// `npm run bench -- orders`: sustained order placement (guest orders of two dishes, each with a fresh
// Idempotency-Key) from many concurrent clients, on PGlite and PostgreSQL. Every order takes stock in its
// transaction, so this measures the whole write path, not a cache.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { positiveInt, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { createScratchDatabase, serverEnv } from './lib/database';
import { httpRequest, setCookies } from './lib/http';
import { freePort, startTsProcess, waitForReady } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const GOAL = { pgOrdersPerSecond: 200, p95Ms: 100 };
const usage = [
  '  --db pglite|postgres|both   (default both)',
  '  --duration SECONDS          (default 15)',
  '  --connections N             concurrent clients (default 50)',
].join('\n');

/** Bistro with stock that cannot run out during a run. */
async function benchBrandDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-orders-brands-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const bistro = JSON.parse(await readFile(path.join(repoRoot, 'data/brands/bistro.json'), 'utf8')) as {
    Recipes: { RecipeStock?: number; RecipeMaxBuyAllowed?: number | null }[];
  };
  for (const recipe of bistro.Recipes) {
    recipe.RecipeStock = 1_000_000;
    recipe.RecipeMaxBuyAllowed = null;
  }
  await writeFile(path.join(dir, 'bistro.json'), JSON.stringify(bistro));
  return dir;
}

async function measure(kind: 'pglite' | 'postgres', duration: number, connections: number) {
  const brands = await benchBrandDir();
  const tmp = await mkdtemp(path.join(os.tmpdir(), `storefront-orders-${kind}-`));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  const database = kind === 'postgres' ? await createScratchDatabase() : undefined;
  const port = await freePort();
  const server = startTsProcess(
    `api (${kind})`,
    'apps/api/src/server.ts',
    serverEnv({
      PORT: String(port),
      BRANDS_DIR: brands,
      DATA_DIR: tmp,
      ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(tmp, 'db') }),
    }),
    port,
  );
  await waitForReady(server, '/readyz');
  const cookies = setCookies((await httpRequest(`${server.origin}/api/antiforgery/token`)).headers);
  const headers = {
    'content-type': 'application/json',
    cookie: `_csrf=${cookies.get('_csrf')}; XSRF-TOKEN=${cookies.get('XSRF-TOKEN')}`,
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
  const body = JSON.stringify({
    BrandFlavor: 'bistro',
    OrderOption: 'Pickup',
    Guest: { Email: 'bench@example.com', FirstName: 'Bench', Mobile: '+44 7700 900000' },
    Lines: [
      { ItemId: 10003, Quantity: 2, ExtraDetail: [] },
      { ItemId: 10004, Quantity: 1, ExtraDetail: [] },
    ],
  });
  const probe = await httpRequest(`${server.origin}/api/Order/v2/placeOrder`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body,
  });
  if (probe.status !== 200)
    throw new Error(`a probe order answered ${probe.status}: ${probe.body.toString()}`);

  const result = await autocannon({
    url: `${server.origin}/api/Order/v2/placeOrder`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers,
        body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  });
  await server.stop();
  await database?.drop();
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(
      `${failures} orders failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return {
    kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

export const benchmark: Benchmark = {
  description:
    'Sustained guest orders per second and latency with many concurrent clients (PGlite, PostgreSQL)',
  usage,
  async run(args) {
    let values: { db?: string; duration?: string; connections?: string };
    try {
      ({ values } = parseArgs({
        args,
        options: { db: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' } },
        strict: true,
      }));
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const db = values.db ?? 'both';
    if (!['pglite', 'postgres', 'both'].includes(db))
      throw new UsageError(`--db must be pglite, postgres or both, not '${db}'`);
    const duration = positiveInt('duration', values.duration, 15);
    const connections = positiveInt('connections', values.connections, 50);
    console.log(machineContext().join('\n'));
    const rows: string[][] = [];
    for (const kind of db === 'both' ? (['pglite', 'postgres'] as const) : [db as 'pglite' | 'postgres']) {
      console.log(`\n=== ${kind}: ${connections} clients for ${duration} s ===`);
      const r = await measure(kind, duration, connections);
      const goal =
        kind === 'postgres'
          ? r.rps >= GOAL.pgOrdersPerSecond && r.p95 <= GOAL.p95Ms
            ? 'PASS'
            : 'MISS'
          : '—';
      rows.push([
        kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
        r.rps.toFixed(0),
        String(r.p50),
        String(r.p95),
        String(r.p99),
        String(r.total),
        goal,
      ]);
    }
    console.log(
      `\nGoal on PostgreSQL: ≥ ${GOAL.pgOrdersPerSecond} orders/s with p95 ≤ ${GOAL.p95Ms} ms (p95 shown as autocannon's p97.5, an upper bound).\n`,
    );
    console.log(
      markdownTable(
        ['database', 'orders/s', 'p50 ms', 'p97.5 ms (≥ p95)', 'p99 ms', 'orders', 'goal'],
        rows,
        [false, true, true, true, true, true, false],
      ),
    );
    return 0;
  },
};
