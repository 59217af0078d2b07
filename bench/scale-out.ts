// `npm run bench -- scale-out`: 1, 2 and 4 API processes on one PostgreSQL database and one Redis, as behind a
// load balancer. The load generator spreads its connections over the processes (autocannon with one URL per
// process: connection i goes to process i mod N), so no proxy of ours sits in the path. Per number of processes:
// req/s and p50/p95/p99 of four calls, the ratio to one process, and whether orders stay right across processes
// (the last units of an item sold once, an Idempotency-Key retried on every process making one order, every
// answered order in the database once). While orders are measured, the database's backends are sampled
// (connections, statements running, waiting for a lock), so `--pool-size` shows what DATABASE_POOL_SIZE does.
// Then, on each number of processes under load, the owner edits the brand through one process and every process
// must serve the edit within 2 s, never mixing versions of the brand (lib/brand-edits.ts).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { createStaffRepository } from '../apps/api/src/modules/staff/staff.repository';
import { positiveInt, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { brandEditsUnderLoad, PROPAGATION_LIMIT_MS, type BrandEditsResult } from './lib/brand-edits';
import { onCleanup } from './lib/cleanup';
import { createScratchDatabase, serverEnv } from './lib/database';
import { httpRequest, setCookies } from './lib/http';
import { median } from './lib/load';
import { percentile } from './lib/stats';
import { freePort, startTsProcess, waitForReady, type Server } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const BRAND = 'bistro';
/** The stock-limited item of the race (Prawn Cocktail): no order under load takes it. */
const RACE_ITEM = 10007;
const GUEST = { FirstName: 'Bench', Mobile: '+44 7700 900000' };
/** The dish whose price the seller edits under load (Halloumi Fries), and the seller. */
const EDITED_ITEM = 10003;
const OWNER = { email: `owner@${BRAND}.test`, password: randomUUID() };
/** Clients placing orders while the seller edits (the rest of --connections read the catalogue). */
const EDIT_ORDER_CLIENTS = 10;

interface Options {
  processes: number[];
  duration: number;
  warmUp: number;
  rounds: number;
  connections: number;
  raceStock: number;
  raceOrders: number;
  keys: number;
  redisUrl: string;
  /** DATABASE_POOL_SIZE of every process; undefined: the API's default (10). */
  poolSize?: number;
}

const usage = [
  '  --processes LIST      numbers of API processes, ascending (default 1,2,4)',
  '  --duration SECONDS    measured load per call, number of processes and round (default 10)',
  '  --warm-up SECONDS     load before each measurement, not counted (default 2)',
  '  --rounds N            rounds, sizes in turn ascending and descending; the table shows medians (default 1)',
  '  --connections N       concurrent clients, spread over the processes (default 50)',
  '  --race-stock N        units of the stock-limited item in each race (default 20)',
  '  --race-orders N       orders racing for them, spread over the processes (default 200)',
  '  --keys N              Idempotency-Keys each sent to every process at once (default 20)',
  '  --redis URL           the Redis all processes share (default $REDIS_URL or redis://127.0.0.1:6379)',
  "  --pool-size N         DATABASE_POOL_SIZE of every process (default: the API's, 10)",
  '',
  'PostgreSQL: a scratch database on 127.0.0.1:5432, dropped at the end. The first process migrates it and imports',
  'the demo brands; the others join it. All processes run from the start; each call is measured on 1, 2 and 4 of',
  'them in a row (so the noise of a shared machine drifts less between sizes). Orders are two dishes drawn from',
  "bistro's dishes without options, so they contend for stock rows as a busy menu does, not all for one row.",
  'placeOrder runs on its own client, which waits for every answer, so the database is checked against them exactly.',
  'Exits 1 when orders go wrong (oversold, doubled, lost, or stored though refused); answers refused under',
  'overload (503 with Retry-After) are reported, not failed.',
  'Brand edits under load, on each number of processes: while getRecipes and orders run on all of them, the owner',
  `edits a dish's price, then the home page's tag line, through the back office of process 1; every process is`,
  `polled meanwhile. Reports when each process first served each edit, and fails past ${PROPAGATION_LIMIT_MS / 1000} s, or on an`,
  'answer that mixes versions of the brand (an ETag with two bodies, a step back to an older version, the new',
  'tag line with the old price). Default run: about 4-5 minutes.',
].join('\n');

function parseOptions(args: string[]): Options {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        processes: { type: 'string' },
        duration: { type: 'string' },
        'warm-up': { type: 'string' },
        rounds: { type: 'string' },
        connections: { type: 'string' },
        'race-stock': { type: 'string' },
        'race-orders': { type: 'string' },
        keys: { type: 'string' },
        redis: { type: 'string' },
        'pool-size': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const processes = (values.processes ?? '1,2,4')
    .split(',')
    .map((p) => positiveInt('processes', p.trim(), 1));
  if (processes.some((n, i) => i > 0 && n <= processes[i - 1]!) || processes.some((n) => n > 16))
    throw new UsageError('--processes must be ascending numbers of at most 16, such as 1,2,4');
  const options: Options = {
    processes,
    duration: positiveInt('duration', values.duration, 10),
    warmUp: positiveInt('warm-up', values['warm-up'], 2),
    rounds: positiveInt('rounds', values.rounds, 1),
    connections: positiveInt('connections', values.connections, 50),
    raceStock: positiveInt('race-stock', values['race-stock'], 20),
    raceOrders: positiveInt('race-orders', values['race-orders'], 200),
    keys: positiveInt('keys', values.keys, 20),
    redisUrl: values.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    poolSize:
      values['pool-size'] === undefined ? undefined : positiveInt('pool-size', values['pool-size'], 10),
  };
  if (options.poolSize !== undefined && (options.poolSize < 2 || options.poolSize > 100))
    throw new UsageError('--pool-size must be 2 to 100 (DATABASE_POOL_SIZE)');
  if (options.raceOrders <= options.raceStock)
    throw new UsageError('--race-orders must be more than --race-stock, or nothing races');
  return options;
}

/** Fails early, with the address, when the Redis server does not answer PING. */
async function checkRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    socket.setTimeout(3000, () => socket.destroy(new Error('timed out')));
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString('utf8').trim());
      socket.end();
    });
  }).catch((error: unknown) => {
    throw new Error(
      `Redis at ${url} does not answer (${error instanceof Error ? error.message : String(error)}): start it, or pass --redis URL`,
    );
  });
  if (!answer.startsWith('+PONG') && !answer.startsWith('-NOAUTH'))
    throw new Error(`Redis at ${url} answered '${answer}' to PING`);
}

interface BrandRecipe {
  RecipeId: number;
  RecipeStock?: number;
  RecipeMaxBuyAllowed?: number | null;
  RecipeExtraObject?: unknown;
}

/** Bistro with stock that cannot run out during the load (the race sets its item's stock itself). */
async function benchBrandDir(): Promise<{ dir: string; simpleDishes: number[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-scale-out-brands-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const bistro = JSON.parse(await readFile(path.join(repoRoot, 'data/brands/bistro.json'), 'utf8')) as {
    Recipes: BrandRecipe[];
  };
  for (const recipe of bistro.Recipes) {
    recipe.RecipeStock = 1_000_000;
    recipe.RecipeMaxBuyAllowed = null;
  }
  await writeFile(path.join(dir, 'bistro.json'), JSON.stringify(bistro));
  const simpleDishes = bistro.Recipes.filter((r) => !r.RecipeExtraObject && r.RecipeId !== RACE_ITEM).map(
    (r) => r.RecipeId,
  );
  return { dir, simpleDishes };
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** placeOrder: a fresh Idempotency-Key and two random dishes per request. */
  order?: boolean;
}

const CALLS: Call[] = [
  { name: 'getBrandInfo', method: 'GET', path: `/api/Brand/getBrandInfo/${BRAND}/WebCustomer` },
  {
    name: 'getRecipes',
    method: 'POST',
    path: `/api/Recipe/v1/getRecipes/${BRAND}`,
    body: '{"Offset":0,"Limit":50}',
  },
  {
    name: 'search',
    method: 'POST',
    path: '/api/Product/search',
    body: JSON.stringify({ BrandFlavor: BRAND, SearchKey: 'chicken', Limit: 20 }),
  },
  { name: 'placeOrder', method: 'POST', path: '/api/Order/v2/placeOrder', order: true },
];

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
  failureDetail: string;
  /** placeOrder: the OrderIds answered 200 (each should be new). */
  orderIds: number[];
  /** placeOrder: answers 503 (refused, rolled back), of them with Retry-After, and requests with no answer. */
  refused: number;
  refusedWithRetryAfter: number;
  unanswered: number;
  /** Responses per process, in the order of the servers. */
  spread: number[];
}

const orderBody = (email: string, lines: { ItemId: number; Quantity: number }[]) =>
  JSON.stringify({
    BrandFlavor: BRAND,
    OrderOption: 'Pickup',
    Guest: { ...GUEST, Email: email },
    Lines: lines.map((line) => ({ ...line, ExtraDetail: [] })),
  });

/** Two different dishes of the pool, one or two of each. */
function randomLines(dishes: number[]): { ItemId: number; Quantity: number }[] {
  const first = Math.floor(Math.random() * dishes.length);
  const second = (first + 1 + Math.floor(Math.random() * (dishes.length - 1))) % dishes.length;
  return [
    { ItemId: dishes[first]!, Quantity: 1 + Math.floor(Math.random() * 2) },
    { ItemId: dishes[second]!, Quantity: 1 },
  ];
}

/** One autocannon run over every process's URL (reads); latencies of every response, in ms (sub-millisecond). */
function loadAll(
  servers: Server[],
  call: Call,
  antiforgery: Record<string, string>,
  seconds: number,
  connections: number,
  /** Ends the run early when it resolves. */
  stop?: Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  const perPort = new Map<string, number>();
  const headers = call.method === 'POST' ? { 'content-type': 'application/json', ...antiforgery } : {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes several URLs (its types say one): connection i goes to URL i mod N.
        url: servers.map((s) => `${s.origin}${call.path}`) as unknown as string,
        method: call.method,
        headers,
        body: call.body,
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        latencies.sort((a, b) => a - b);
        const codes = Object.entries(result.statusCodeStats ?? {})
          .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
          .join(' ');
        resolve({
          rps: result.requests.average,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          requests: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
          failureDetail: `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts} (status codes: ${codes || 'none'})`,
          orderIds: [],
          refused: 0,
          refusedWithRetryAfter: 0,
          unanswered: 0,
          spread: servers.map((s) => perPort.get(String(s.port)) ?? 0),
        });
      },
    );
    void stop?.then(() => instance.stop());
    instance.on('response', (client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      // Which process answered (autocannon's client keeps its target in `opts`, undocumented: best effort).
      const port = String((client as unknown as { opts?: { port?: string | number } }).opts?.port ?? '?');
      perPort.set(port, (perPort.get(port) ?? 0) + 1);
    });
  });
}

/**
 * Orders from `connections` clients, client i on process i mod N, each sending its next order when the last is
 * answered, for `seconds`; then every order still on its way is waited for, so the database can be checked
 * against the answers exactly (autocannon drops its connections at the end, orders and all).
 */
async function orderLoad(
  servers: Server[],
  antiforgery: Record<string, string>,
  seconds: number,
  connections: number,
  order: { email: string; dishes: number[] },
  /** Ends the run early (each client's order on its way is still waited for). */
  stopped?: () => boolean,
): Promise<Measured> {
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const latencies: number[] = [];
  const orderIds: number[] = [];
  const statuses = new Map<string, number>();
  const spread = servers.map(() => 0);
  let refusedWithRetryAfter = 0;
  let unanswered = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async (i: number) => {
    const at = i % servers.length;
    while (performance.now() < until && !stopped?.()) {
      const sent = performance.now();
      try {
        const answer = await httpRequest(`${servers[at]!.origin}/api/Order/v2/placeOrder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...antiforgery, 'idempotency-key': randomUUID() },
          body: orderBody(order.email, randomLines(order.dishes)),
          agent: agents[at],
          timeoutMs: 30_000,
        });
        latencies.push(performance.now() - sent);
        spread[at]!++;
        statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
        if (answer.status === 200)
          orderIds.push(
            (JSON.parse(answer.body.toString('utf8')) as { Data: { OrderId: number } }).Data.OrderId,
          );
        else if (answer.status === 503 && answer.headers['retry-after']) refusedWithRetryAfter++;
      } catch {
        unanswered++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const failures = latencies.length - orderIds.length + unanswered;
  const codes = [...statuses].map(([code, count]) => `${code}×${count}`).join(' ');
  return {
    rps: orderIds.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requests: latencies.length + unanswered,
    failures,
    failureDetail: `status codes: ${codes || 'none'}, no answer ${unanswered}`,
    orderIds,
    refused: statuses.get('503') ?? 0,
    refusedWithRetryAfter,
    unanswered,
    spread,
  };
}

/** Sends every request, `clients` at a time, each to its process; resolves with each answer. */
async function sendAll(
  servers: Server[],
  requests: { server: number; body: string; key: string }[],
  antiforgery: Record<string, string>,
  clients: number,
): Promise<{ status: number; body: string }[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answers = requests.map(() => ({ status: 0, body: 'not sent' }));
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const request = requests[i]!;
      try {
        const answer = await httpRequest(`${servers[request.server]!.origin}/api/Order/v2/placeOrder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...antiforgery, 'idempotency-key': request.key },
          body: request.body,
          agent,
          timeoutMs: 30_000,
        });
        answers[i] = { status: answer.status, body: answer.body.toString('utf8') };
      } catch (error) {
        answers[i] = { status: 0, body: error instanceof Error ? error.message : String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(clients, requests.length) }, worker));
  agent.destroy();
  return answers;
}

interface Correctness {
  /**
   * Orders under load, summed over the rounds: answered 200, answered twice, answered but not stored, refused
   * with 503 (overload; must be rolled back), stored without a 200 (only possible for requests with no answer).
   */
  load: {
    answered: number;
    answeredTwice: number;
    missing: number;
    refused: number;
    storedUnanswered: number;
  };
  race: { stock: number; sold: number; refused: number; other: number; stockLeft: number };
  keys: { keys: number; attemptsPerKey: number; orders: number; mixedAnswers: number; other: number };
  problems: string[];
  /** Not wrong, but worth reading: answers refused under overload, a process that answered nothing. */
  warnings: string[];
}

const one = async (sql: pg.Pool, query: string, params: unknown[]) =>
  Number((await sql.query<{ n: number }>(query, params)).rows[0]?.n ?? Number.NaN);

/**
 * Every order answered 200 under load is in the database once, and nothing else is: an order refused (503) was
 * rolled back. Only a request that got no answer at all (a client timeout) may have left an order unannounced.
 */
async function checkLoadOrders(
  sql: pg.Pool,
  brandId: number,
  measured: Measured,
  email: string,
  into: Correctness,
): Promise<void> {
  const ids = measured.orderIds;
  const distinct = new Set(ids).size;
  const inDatabase = await one(
    sql,
    'select count(*)::int as n from orders where brand_id = $1 and id = any($2::int[])',
    [brandId, ids.filter((id) => Number.isInteger(id))],
  );
  const stored = await one(
    sql,
    'select count(*)::int as n from orders where brand_id = $1 and guest_email = $2',
    [brandId, email],
  );
  into.load.answered += ids.length;
  into.load.answeredTwice += ids.length - distinct;
  into.load.missing += distinct - inDatabase;
  into.load.refused += measured.refused;
  into.load.storedUnanswered += stored - distinct;
  if (distinct !== ids.length)
    into.problems.push(`${ids.length - distinct} OrderIds answered twice under load`);
  if (inDatabase !== distinct)
    into.problems.push(`${distinct - inDatabase} answered orders are not in the database`);
  if (stored < distinct || stored - distinct > measured.unanswered)
    into.problems.push(
      `${stored} orders in the database for ${distinct} answered 200 and ${measured.unanswered} unanswered`,
    );
  if (measured.refused > measured.refusedWithRetryAfter)
    into.problems.push(
      `${measured.refused - measured.refusedWithRetryAfter} answers 503 without Retry-After`,
    );
}

/** The last units of one item, and retried Idempotency-Keys, over the processes. */
async function checkRaces(
  servers: Server[],
  options: Options,
  antiforgery: Record<string, string>,
  sql: pg.Pool,
  brandId: number,
  dishes: number[],
  into: Correctness,
): Promise<void> {
  const n = servers.length;
  const run = `${n}p-${Date.now()}`;
  await sql.query('update recipes set stock = $1 where brand_id = $2 and id = $3', [
    options.raceStock,
    brandId,
    RACE_ITEM,
  ]);
  const raceAnswers = await sendAll(
    servers,
    Array.from({ length: options.raceOrders }, (_, i) => ({
      server: i % n,
      key: randomUUID(),
      body: orderBody(`race-${run}-${i}@example.com`, [{ ItemId: RACE_ITEM, Quantity: 1 }]),
    })),
    antiforgery,
    options.connections,
  );
  const sold = await one(
    sql,
    `select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
     where o.brand_id = $1 and l.recipe_id = $2 and o.guest_email like $3`,
    [brandId, RACE_ITEM, `race-${run}-%`],
  );
  const stockLeft = await one(sql, 'select stock as n from recipes where brand_id = $1 and id = $2', [
    brandId,
    RACE_ITEM,
  ]);
  const answered200 = raceAnswers.filter((a) => a.status === 200).length;
  const other = raceAnswers.filter((a) => a.status !== 200 && a.status !== 409);
  into.race = {
    stock: options.raceStock,
    sold,
    refused: raceAnswers.filter((a) => a.status === 409).length,
    other: other.length,
    stockLeft,
  };
  if (sold > options.raceStock) into.problems.push(`oversold: ${sold} sold of ${options.raceStock}`);
  if (sold < options.raceStock)
    into.problems.push(`undersold: ${sold} sold of ${options.raceStock} while orders were refused`);
  if (answered200 !== sold)
    into.problems.push(`${answered200} race orders answered 200 but ${sold} units in the database`);
  if (stockLeft !== 0) into.problems.push(`stock left after the race: ${stockLeft}`);
  // Refused under overload (503) is an answer a client retries; anything else is wrong.
  const overloaded = other.filter((a) => a.status === 503).length;
  if (overloaded > 0) into.warnings.push(`${overloaded} race orders answered 503 (overload)`);
  if (other.length > overloaded) {
    const wrong = other.find((a) => a.status !== 503)!;
    into.problems.push(
      `${other.length - overloaded} race answers neither 200, 409 nor 503, e.g. ${wrong.status} ${wrong.body.slice(0, 200)}`,
    );
  }

  // Each key sent to every process (at least 4 times), all at once.
  const attemptsPerKey = Math.max(4, n);
  const keyList = Array.from({ length: options.keys }, () => randomUUID());
  const keyRequests = keyList.flatMap((key, k) => {
    const body = orderBody(`key-${run}-${k}@example.com`, randomLines(dishes));
    return Array.from({ length: attemptsPerKey }, (_, j) => ({ server: j % n, key, body }));
  });
  const keyAnswers = await sendAll(servers, keyRequests, antiforgery, options.connections);
  let mixedAnswers = 0;
  for (const key of keyList) {
    const bodies = new Set(
      keyAnswers.filter((a, i) => keyRequests[i]!.key === key && a.status === 200).map((a) => a.body),
    );
    if (bodies.size > 1) mixedAnswers++;
  }
  const orders = await one(
    sql,
    'select count(*)::int as n from orders where brand_id = $1 and guest_email like $2',
    [brandId, `key-${run}-%`],
  );
  const notOk = keyAnswers.filter((a) => a.status !== 200);
  into.keys = { keys: options.keys, attemptsPerKey, orders, mixedAnswers, other: notOk.length };
  // One order per key that was answered 200 at least once (a key refused on every attempt would be retried).
  const placedKeys = keyList.filter((key) =>
    keyAnswers.some((a, i) => keyRequests[i]!.key === key && a.status === 200),
  ).length;
  if (orders !== placedKeys)
    into.problems.push(
      `${orders} orders for ${placedKeys} Idempotency-Keys answered 200 (duplicates or lost)`,
    );
  if (mixedAnswers > 0) into.problems.push(`${mixedAnswers} keys answered with different bodies`);
  // 409 'still being processed' (a retry that waited 5 s for the first) and 503 (overload) ask the client to
  // retry with the same key; anything else is wrong.
  const retryLater = notOk.filter((a) => a.status === 409 || a.status === 503).length;
  if (retryLater > 0) into.warnings.push(`${retryLater} retried-key answers asked to retry (409 or 503)`);
  if (notOk.length > retryLater) {
    const wrong = notOk.find((a) => a.status !== 409 && a.status !== 503)!;
    into.problems.push(
      `${notOk.length - retryLater} retried-key answers not 200, 409 or 503, e.g. ${wrong.status} ${wrong.body.slice(0, 200)}`,
    );
  }
}

interface DatabaseSample {
  samples: number;
  peakConnections: number;
  peakActive: number;
  meanActive: number;
  meanLockWaits: number;
}

/**
 * Samples the scratch database's backends every 200 ms until stopped: connections open (pools, listeners and
 * the bench's own), statements running, and those waiting for a lock (a stock row, a slot's count). Shows
 * what the pool size does to the database while orders run.
 */
function sampleDatabase(sql: pg.Pool): { stop: () => Promise<DatabaseSample> } {
  const rows: { connections: number; active: number; locks: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const {
        rows: [row],
      } = await sql.query<{ connections: number; active: number; locks: number }>(
        `select count(*)::int as connections,
                (count(*) filter (where state = 'active'))::int - 1 as active,
                (count(*) filter (where state = 'active' and wait_event_type = 'Lock'))::int as locks
         from pg_stat_activity where datname = current_database()`,
      );
      if (row) rows.push(row);
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const mean = (pick: (r: (typeof rows)[number]) => number) =>
        rows.length === 0 ? Number.NaN : rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
      return {
        samples: rows.length,
        peakConnections: Math.max(0, ...rows.map((r) => r.connections)),
        peakActive: Math.max(0, ...rows.map((r) => r.active)),
        meanActive: mean((r) => r.active),
        meanLockWaits: mean((r) => r.locks),
      };
    },
  };
}

const fixed = (value: number) =>
  Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1);

/** The processes' log lines, one per kind of message with its count (stacks left out). */
function summariseLogs(servers: Server[]): string[] {
  const counts = new Map<string, number>();
  for (const server of servers)
    for (const line of server.output().split('\n')) {
      if (!line.trim()) continue;
      let text = line.slice(0, 200);
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        text = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message.split('\n').at(-1)?.slice(0, 160)}` : ''}`;
      } catch {
        // not JSON: kept as it is
      }
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  return [...counts].map(([text, count]) => `${String(count).padStart(5)} × ${text}`);
}

export const benchmark: Benchmark = {
  description:
    '1, 2 and 4 API processes on one PostgreSQL and one Redis: req/s, latency and order correctness',
  usage,
  async run(args) {
    const options = parseOptions(args);
    console.log(`npm run bench -- scale-out ${args.join(' ')}`.trimEnd());
    console.log(machineContext().join('\n'));
    console.log(
      `settings: ${options.connections} connections spread over the processes; per call and size ${options.warmUp} s ` +
        `warm-up and ${options.duration} s measured, ${options.rounds} round(s); race: ${options.raceOrders} orders ` +
        `for ${options.raceStock} units; ${options.keys} Idempotency-Keys each sent to every process (≥ 4 times); ` +
        `database pool ${options.poolSize ?? 10} connections per process${options.poolSize ? '' : ' (the default)'}`,
    );
    await checkRedis(options.redisUrl);

    const brands = await benchBrandDir();
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'storefront-scale-out-'));
    onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
    const database = await createScratchDatabase();
    const sql = new pg.Pool({ connectionString: database.url, max: 2 });
    onCleanup('close the bench connection', () => sql.end());
    // One environment for all, with the same secrets, as behind a load balancer: a token or anti-forgery pair
    // issued by one process must pass on the others.
    const env = serverEnv({
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: `bench-scale-out-${Date.now()}:`,
      BRANDS_DIR: brands.dir,
      DATA_DIR: tmp,
      ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
    });
    const servers: Server[] = [];
    const start = async (index: number) => {
      const port = await freePort();
      // bench/app-server.ts runs apps/api/src/server.ts as is, under a command line of its own (see that file).
      const server = startTsProcess(
        `API process ${index}`,
        'bench/app-server.ts',
        { ...env, PORT: String(port) },
        port,
      );
      servers[index - 1] = server;
      await waitForReady(server, '/readyz');
    };
    const largest = options.processes.at(-1)!;
    const started = performance.now();
    await start(1); // migrates and imports the demo brands, alone
    // The seller of the brand-edit phase (production processes seed no demo staff). Through the repository, not
    // staff.service: that one would bring the whole Fastify app into the bench's types.
    await createStaffRepository(drizzle(sql, { schema })).insertStaff({
      brandId: Number(
        (await sql.query<{ id: number }>('select id from brands where flavour = $1', [BRAND])).rows[0]?.id,
      ),
      email: OWNER.email,
      name: 'Bench owner',
      role: 'BrandOwner',
      passwordHash: await hashPassword(OWNER.password),
    });
    await Promise.all(Array.from({ length: largest - 1 }, (_, i) => start(i + 2)));
    console.log(
      `${largest} API process(es) ready in ${((performance.now() - started) / 1000).toFixed(1)} s, ports ${servers.map((s) => s.port).join(', ')}`,
    );

    const brandId = Number(
      (await sql.query<{ id: number }>('select id from brands where flavour = $1', [BRAND])).rows[0]?.id,
    );
    const cookies = setCookies((await httpRequest(`${servers[0]!.origin}/api/antiforgery/token`)).headers);
    const antiforgery = {
      cookie: `_csrf=${cookies.get('_csrf')}; XSRF-TOKEN=${cookies.get('XSRF-TOKEN')}`,
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    };
    // The dishes every order draws from: those a plain order of one takes (each probed once, on the last process).
    const dishes: number[] = [];
    for (const id of brands.simpleDishes) {
      const probe = await httpRequest(`${servers.at(-1)!.origin}/api/Order/v2/placeOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...antiforgery, 'idempotency-key': randomUUID() },
        body: orderBody('probe@example.com', [{ ItemId: id, Quantity: 1 }]),
      });
      if (probe.status === 200) dishes.push(id);
    }
    if (dishes.length < 2)
      throw new Error(`fewer than two of bistro's dishes can be ordered alone: ${dishes.join(', ')}`);
    console.log(`orders draw two of ${dishes.length} dishes: ${dishes.join(', ')}`);

    const sizes = options.processes;
    const measured = new Map<string, Measured[]>(); // `${call} ${n}` → one per round
    const sampled = new Map<string, DatabaseSample>(); // `${n} ${round}` → during placeOrder
    const correctness = new Map<number, Correctness>(
      sizes.map((n) => [
        n,
        {
          load: { answered: 0, answeredTwice: 0, missing: 0, refused: 0, storedUnanswered: 0 },
          race: { stock: 0, sold: 0, refused: 0, other: 0, stockLeft: 0 },
          keys: { keys: 0, attemptsPerKey: 0, orders: 0, mixedAnswers: 0, other: 0 },
          problems: [],
          warnings: [],
        },
      ]),
    );
    for (let round = 1; round <= options.rounds; round++) {
      const order = round % 2 === 1 ? sizes : [...sizes].reverse();
      console.log(`\n=== round ${round} of ${options.rounds} (sizes ${order.join(', ')}) ===`);
      for (const call of CALLS)
        for (const n of order) {
          const on = servers.slice(0, n);
          const email = `load-${n}p-${round}-${Date.now()}@example.com`;
          const run = (seconds: number, to: string) =>
            call.order
              ? orderLoad(on, antiforgery, seconds, options.connections, { email: to, dishes })
              : loadAll(on, call, antiforgery, seconds, options.connections);
          const warm = await run(options.warmUp, `warm-${email}`);
          if (warm.requests === 0) throw new Error(`${call.name} on ${n}: nothing answered while warming up`);
          const sampler = call.order ? sampleDatabase(sql) : undefined;
          const result = await run(options.duration, email);
          const database = await sampler?.stop();
          const into = correctness.get(n)!;
          if (result.failures > 0) into.warnings.push(`${call.name} under load: ${result.failureDetail}`);
          if (result.spread.some((count) => count === 0))
            into.warnings.push(`${call.name}: a process answered nothing (${result.spread.join(' / ')})`);
          if (call.order) await checkLoadOrders(sql, brandId, result, email, into);
          measured.set(`${call.name} ${n}`, [...(measured.get(`${call.name} ${n}`) ?? []), result]);
          console.log(
            `  ${call.name.padEnd(12)} ${String(n).padStart(2)} process(es): ${Math.round(result.rps)} req/s, ` +
              `p50 ${fixed(result.p50)} ms, p95 ${fixed(result.p95)} ms, p99 ${fixed(result.p99)} ms ` +
              `(${result.requests} requests, per process ${result.spread.join(' / ')}` +
              `${result.failures > 0 ? `; FAILED ${result.failureDetail}` : ''})` +
              (database
                ? `\n${' '.repeat(32)}database: up to ${database.peakConnections} connections, ` +
                  `${database.peakActive} running a statement at once; on average ${database.meanActive.toFixed(1)} ` +
                  `running, ${database.meanLockWaits.toFixed(1)} of them waiting for a lock (${database.samples} samples)`
                : ''),
          );
          if (database) sampled.set(`${n} ${round}`, database);
        }
    }

    console.log(
      `\n=== brand edits under load: the owner edits on process 1, every process polled (limit ${PROPAGATION_LIMIT_MS} ms) ===`,
    );
    const edited = new Map<number, BrandEditsResult>();
    for (const n of sizes) {
      const on = servers.slice(0, n);
      const into = correctness.get(n)!;
      const email = `edits-${n}p-${Date.now()}@example.com`;
      let done = false;
      let release!: () => void;
      const stop = new Promise<void>((resolve) => (release = resolve));
      const reads = loadAll(
        on,
        CALLS[1]!,
        antiforgery,
        120,
        Math.max(1, options.connections - EDIT_ORDER_CLIENTS),
        stop,
      );
      const orders = orderLoad(on, antiforgery, 120, EDIT_ORDER_CLIENTS, { email, dishes }, () => done);
      await sleep(2000); // the load is running
      const result = await brandEditsUnderLoad(on, antiforgery, {
        brand: BRAND,
        recipeId: EDITED_ITEM,
        owner: OWNER,
      }).finally(() => {
        done = true;
        release();
      });
      const [readLoad, orderRun] = await Promise.all([reads, orders]);
      await checkLoadOrders(sql, brandId, orderRun, email, into);
      into.problems.push(...result.problems.map((p) => `brand edits: ${p}`));
      into.warnings.push(...result.warnings.map((w) => `brand edits: ${w}`));
      if (readLoad.failures > 0) into.warnings.push(`getRecipes while editing: ${readLoad.failureDetail}`);
      edited.set(n, result);
      for (const edit of result.edits)
        console.log(
          `  ${String(n).padStart(2)} process(es), ${edit.name}: answered in ${Math.round(edit.editMs)} ms; served by ` +
            `process ${edit.perProcess.map((ms, p) => `${p + 1} after ${ms === null ? 'never' : `${Math.round(ms)} ms`}`).join(', ')} ` +
            `(under ${Math.round(readLoad.rps)} getRecipes/s and ${orderRun.rps.toFixed(0)} orders/s)`,
        );
      if (result.problems.length > 0) console.log(`  PROBLEMS: ${result.problems.join('; ')}`);
    }

    console.log('\n=== orders across processes: the last units, and retried keys ===');
    for (const n of sizes) {
      const into = correctness.get(n)!;
      await checkRaces(servers.slice(0, n), options, antiforgery, sql, brandId, dishes, into);
      console.log(
        `  ${String(n).padStart(2)} process(es): race ${into.race.sold} sold of ${into.race.stock} ` +
          `(${into.race.refused} refused, stock left ${into.race.stockLeft}); ${into.keys.orders} orders for ` +
          `${into.keys.keys} keys × ${into.keys.attemptsPerKey} attempts` +
          (into.problems.length > 0 ? `\n  PROBLEMS: ${into.problems.join('; ')}` : ''),
      );
    }

    const rows: string[][] = [];
    for (const call of CALLS) {
      const base = median((measured.get(`${call.name} ${sizes[0]}`) ?? []).map((m) => m.rps));
      for (const n of sizes) {
        const rounds = measured.get(`${call.name} ${n}`) ?? [];
        const rps = median(rounds.map((m) => m.rps));
        rows.push([
          call.name,
          String(n),
          Math.round(rps).toString(),
          base > 0 ? `${(rps / base).toFixed(2)}×` : '—',
          fixed(median(rounds.map((m) => m.p50))),
          fixed(median(rounds.map((m) => m.p95))),
          fixed(median(rounds.map((m) => m.p99))),
          String(rounds.reduce((sum, m) => sum + m.requests, 0)),
          String(rounds.reduce((sum, m) => sum + m.failures, 0)),
        ]);
      }
    }
    console.log(
      `\n### Throughput and latency (${options.connections} clients; ${options.duration} s per call and size, ` +
        `${options.rounds === 1 ? 'one round' : `medians of ${options.rounds} rounds`}; ratio to ${sizes[0]} process${sizes[0] === 1 ? '' : 'es'})\n`,
    );
    console.log(
      markdownTable(
        ['call', 'processes', 'req/s', 'ratio', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'failed'],
        rows,
        [false, true, true, true, true, true, true, true, true],
      ),
    );
    console.log(
      `\n### placeOrder and the database (sampled every 200 ms while placeOrder was measured; ` +
        `pool ${options.poolSize ?? 10} per process)\n`,
    );
    console.log(
      markdownTable(
        [
          'processes',
          'connections at most',
          'statements running: mean',
          'max',
          'of them waiting for a lock: mean',
        ],
        sizes.map((n) => {
          const samples = [...sampled].filter(([key]) => key.startsWith(`${n} `)).map(([, v]) => v);
          return [
            String(n),
            String(Math.max(0, ...samples.map((v) => v.peakConnections))),
            median(samples.map((v) => v.meanActive)).toFixed(1),
            String(Math.max(0, ...samples.map((v) => v.peakActive))),
            median(samples.map((v) => v.meanLockWaits)).toFixed(1),
          ];
        }),
        [true, true, true, true, true],
      ),
    );
    console.log('\n### Orders across processes\n');
    console.log(
      markdownTable(
        [
          'processes',
          'orders under load',
          'answered twice',
          'missing in DB',
          '503, rolled back',
          'stored, unanswered',
          'race: units',
          'sold',
          'refused 409',
          'oversold',
          'keys × attempts',
          'orders',
          'duplicates',
          'result',
        ],
        sizes.map((n) => {
          const c = correctness.get(n)!;
          return [
            String(n),
            String(c.load.answered),
            String(c.load.answeredTwice),
            String(c.load.missing),
            String(c.load.refused),
            String(c.load.storedUnanswered),
            String(c.race.stock),
            String(c.race.sold),
            String(c.race.refused),
            String(Math.max(0, c.race.sold - c.race.stock)),
            `${c.keys.keys} × ${c.keys.attemptsPerKey}`,
            String(c.keys.orders),
            String(Math.max(0, c.keys.orders - c.keys.keys)),
            c.problems.length === 0 ? 'PASS' : 'FAIL',
          ];
        }),
        [true, true, true, true, true, true, true, true, true, true, false, true, true, false],
      ),
    );
    console.log(
      `\n### Brand edits under load (ms from the back office's answer to each process's first answer with the edit; ` +
        `limit ${PROPAGATION_LIMIT_MS} ms)\n`,
    );
    console.log(
      markdownTable(
        [
          'processes',
          'edit',
          'edit answered in ms',
          'served after, per process (ms)',
          'slowest',
          'polls per process',
          'versions mixed',
          'result',
        ],
        sizes.flatMap((n) => {
          const result = edited.get(n);
          if (!result) return [];
          return result.edits.map((edit) => {
            const served = edit.perProcess.map((ms) => (ms === null ? 'never' : String(Math.round(ms))));
            const slowest = edit.perProcess.some((ms) => ms === null)
              ? 'never'
              : String(Math.round(Math.max(...(edit.perProcess as number[]))));
            return [
              String(n),
              edit.name,
              String(Math.round(edit.editMs)),
              served.join(' / '),
              slowest,
              result.polls.join(' / '),
              String(result.mixed),
              result.problems.length === 0 ? 'PASS' : 'FAIL',
            ];
          });
        }),
        [true, false, true, false, true, false, true, false],
      ),
    );
    const warnings = sizes.flatMap((n) =>
      correctness.get(n)!.warnings.map((w) => `  ${n} process(es): ${w}`),
    );
    if (warnings.length > 0)
      console.log(
        `\nUnder load (not wrong, but the figures above include it: an overloaded process answers 503 with ` +
          `Retry-After and rolls the order back):\n${warnings.join('\n')}`,
      );
    const logged = summariseLogs(servers);
    if (logged.length > 0)
      console.log(`\nThe API processes logged (LOG_LEVEL=warn; count × message):\n${logged.join('\n')}`);
    const failed = sizes.filter((n) => correctness.get(n)!.problems.length > 0);
    if (failed.length > 0) {
      console.error(
        `\nFAILED:\n${failed.map((n) => `  ${n} process(es): ${correctness.get(n)!.problems.join('; ')}`).join('\n')}`,
      );
      return 1;
    }
    return 0;
  },
};
