// `npm run bench -- orders`: sustained order placement (guest orders of two dishes, each with a fresh
// Idempotency-Key) from many concurrent clients, on PGlite and PostgreSQL. Every order takes stock in its
// transaction, so this measures the whole write path, not a cache.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { positiveInt, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { bistroWithPlentyOfStock } from './lib/brands';
import { createScratchDatabase, serverEnv } from './lib/database';
import { httpRequest, setCookies } from './lib/http';
import { freePort, startTsProcess, waitForReady } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';
import { percentile } from './lib/stats';

const GOAL = { pgOrdersPerSecond: 200, p95Ms: 100 };
/** The paced phase holds this rate: the goal's orders per second. */
const PACED_RATE = GOAL.pgOrdersPerSecond;

/**
 * Orders sent at a steady rate (one every 1000/rate ms) by up to `clients` concurrent clients, each with one
 * order in flight at most: the latency customers see when the shop takes that many orders a second. Latency
 * counts from the moment an order was due, so an order that had to wait for a free client is counted late
 * (no coordinated omission).
 */
async function paced(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { rate: number; clients: number; seconds: number },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const latencies: number[] = [];
  let failures = 0;
  let inFlight = 0;
  const waiting: number[] = [];
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const send = (dueAt: number): Promise<void> => {
    inFlight++;
    return httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body,
      agent,
      timeoutMs: 30_000,
    })
      .then(
        (answer) => {
          if (answer.status === 200) latencies.push(performance.now() - dueAt);
          else failures++;
        },
        () => void failures++,
      )
      .finally(() => {
        inFlight--;
        const next = waiting.shift();
        if (next !== undefined) pending.push(send(next));
      });
  };
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const dueAt = start + (i * 1000) / options.rate;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight < options.clients) pending.push(send(dueAt));
    else waiting.push(dueAt);
  }
  while (pending.length > 0 || waiting.length > 0) await pending.shift();
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: latencies.length,
    failures,
  };
}

const usage = [
  '  --db pglite|postgres|both   (default both)',
  '  --duration SECONDS          (default 15)',
  '  --connections N             concurrent clients (default 50)',
  '  --capacity N                bistro takes at most N orders due in any 15-minute slot (PostgreSQL only;',
  '                              the run then counts the slots over capacity, which must be 0)',
  '  --webhooks N                bistro has N webhook endpoints for order.placed, on a receiver this run starts',
  '                              (PostgreSQL only; the server runs in development mode, the only one allowed',
  '                              to call this machine); the run counts the calls received, once each',
].join('\n');

/** What the receiver of a run with webhooks heard. */
interface WebhookAudit {
  endpoints: number;
  orders: number;
  calls: number;
  duplicates: number;
  /** Calls still queued once the run had drained for a while (must be 0). */
  queued: number;
  drainSeconds: number;
}

/** A receiver on this machine answering every webhook call 200 at once, counting event ids per endpoint. */
async function startWebhookReceiver() {
  const seen = new Set<string>();
  let calls = 0;
  let duplicates = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls++;
      const key = `${request.url} ${(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id}`;
      if (seen.has(key)) duplicates++;
      seen.add(key);
      response.end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onCleanup(
    'close the webhook receiver',
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
  return { url: `http://127.0.0.1:${port}`, counts: () => ({ calls, duplicates }) };
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Gives bistro `count` endpoints for order.placed, each a path of the receiver. */
async function registerEndpoints(url: string, receiver: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await sql(
      url,
      `insert into webhook_endpoints (brand_id, url, events, secret)
       select id, $1, array['order.placed'], 'whsec_bench' from brands where flavour = 'bistro'`,
      [`${receiver}/endpoint-${i}`],
    );
}

/** Waits (up to a minute) for the server to deliver what the run queued, then counts what it left. */
async function auditWebhooks(
  url: string,
  endpoints: number,
  counts: () => { calls: number; duplicates: number },
  since: Date,
): Promise<WebhookAudit> {
  const started = performance.now();
  const unsent = async () =>
    (
      await sql<{ n: number }>(
        url,
        "select count(*)::int as n from outbox where kind = 'webhook' and sent_at is null",
      )
    )[0]!.n;
  let queued = await unsent();
  while (queued > 0 && performance.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    queued = await unsent();
  }
  const [orders] = await sql<{ n: number }>(
    url,
    // Orders since the endpoints were registered (development mode also seeds the demo's past orders).
    "select count(*)::int as n from orders o join brands b on b.id = o.brand_id where b.flavour = 'bistro' and o.created_at >= $1",
    [since],
  );
  return {
    endpoints,
    orders: orders!.n,
    ...counts(),
    queued,
    drainSeconds: (performance.now() - started) / 1000,
  };
}

/** What the run left in the slots of a brand with a capacity, counted from the orders themselves. */
interface SlotAudit {
  capacity: number;
  slots: number;
  fullest: number;
  /** Slots holding more orders than the capacity (must be 0). */
  over: number;
  /** Slots whose kept count (order_slots) differs from the orders in them (must be 0). */
  miscounted: number;
}

/** Gives bistro a slot capacity in the database; the brand_changes notification tells the server at once. */
async function setCapacity(url: string, capacity: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "update brands set slot_capacity = $1, version = version + 1 where flavour = 'bistro'",
      [capacity],
    );
  } finally {
    await client.end();
  }
}

/** Counts bistro's orders per 15-minute slot from the orders table and compares them with the capacity. */
async function auditSlots(url: string, capacity: number): Promise<SlotAudit> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ slots: number; fullest: number; over: number; miscounted: number }>(
      `with counted as (
         select o.brand_id, date_bin('15 minutes', o.due_at, timestamptz '2000-01-01 00:00:00+00') as slot_start,
                count(*)::int as orders
         from orders o join brands b on b.id = o.brand_id
         where b.flavour = 'bistro' and o.due_at is not null and o.status <> 'Cancelled' and not o.training
         group by 1, 2)
       select count(*)::int as slots, coalesce(max(c.orders), 0)::int as fullest,
              count(*) filter (where c.orders > $1)::int as over,
              count(*) filter (where s.orders is distinct from c.orders)::int as miscounted
       from counted c left join order_slots s on s.brand_id = c.brand_id and s.slot_start = c.slot_start`,
      [capacity],
    );
    return { capacity, ...rows[0]! };
  } finally {
    await client.end();
  }
}

async function measure(
  kind: 'pglite' | 'postgres',
  duration: number,
  connections: number,
  capacity: number | null,
  webhooks: number,
) {
  const brands = await bistroWithPlentyOfStock();
  const receiver = webhooks > 0 ? await startWebhookReceiver() : null;
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
      ...(receiver ? { NODE_ENV: 'development', OUTBOUND_ALLOW_PRIVATE: 'true' } : {}),
    }),
    port,
  );
  await waitForReady(server, '/readyz');
  const registered = new Date();
  if (database && receiver) await registerEndpoints(database.url, receiver.url, webhooks);
  if (database && capacity !== null) {
    await setCapacity(database.url, capacity);
    // The server hears of it through brand_changes; give the notification a moment before the probe.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
    // PGlite serves one statement at a time: with 50 clients waiting, a request can queue for seconds.
    timeout: 30,
    requests: [
      {
        method: 'POST',
        headers,
        body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  });
  const steady = await paced(`${server.origin}/api/Order/v2/placeOrder`, headers, body, {
    rate: PACED_RATE,
    clients: connections,
    seconds: duration,
  });
  const hooks =
    database && receiver ? await auditWebhooks(database.url, webhooks, receiver.counts, registered) : null;
  await server.stop();
  const slots = database && capacity !== null ? await auditSlots(database.url, capacity) : null;
  await database?.drop();
  return {
    kind,
    slots,
    hooks,
    saturated: {
      rps: result.requests.average,
      p50: result.latency.p50,
      p95: result.latency.p97_5,
      p99: result.latency.p99,
      total: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    },
    steady,
  };
}

export const benchmark: Benchmark = {
  description:
    'Sustained guest orders per second and latency with many concurrent clients (PGlite, PostgreSQL)',
  usage,
  async run(args) {
    let values: {
      db?: string;
      duration?: string;
      connections?: string;
      capacity?: string;
      webhooks?: string;
    };
    try {
      ({ values } = parseArgs({
        args,
        options: {
          db: { type: 'string' },
          duration: { type: 'string' },
          connections: { type: 'string' },
          capacity: { type: 'string' },
          webhooks: { type: 'string' },
        },
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
    const capacity = values.capacity === undefined ? null : positiveInt('capacity', values.capacity, 1);
    const webhooks = values.webhooks === undefined ? 0 : positiveInt('webhooks', values.webhooks, 1);
    if (webhooks > 0 && db !== 'postgres')
      throw new UsageError('--webhooks needs --db postgres: the run registers the endpoints in the database');
    if (capacity !== null && db !== 'postgres')
      throw new UsageError(
        '--capacity needs --db postgres: the run sets it in the database, which PGlite keeps inside the server',
      );
    console.log(machineContext().join('\n'));
    const audits: string[] = [];
    const rows: string[][] = [];
    const ms = (value: number) => value.toFixed(0);
    for (const kind of db === 'both' ? (['pglite', 'postgres'] as const) : [db as 'pglite' | 'postgres']) {
      console.log(
        `\n=== ${kind}: ${connections} clients for ${duration} s, then ${PACED_RATE} orders/s` +
          `${capacity === null ? '' : `, at most ${capacity} orders per 15-minute slot`}` +
          `${webhooks === 0 ? '' : `, ${webhooks} webhook endpoints for every order`} ===`,
      );
      const {
        saturated: s,
        steady: t,
        slots,
        hooks,
      } = await measure(kind, duration, connections, capacity, webhooks);
      if (hooks)
        audits.push(
          `Webhooks: ${hooks.orders} orders × ${hooks.endpoints} endpoints; ${hooks.calls} calls received, ` +
            `${hooks.duplicates} twice; ${hooks.queued} still queued ${hooks.drainSeconds.toFixed(1)} s after the load`,
        );
      const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const held = t.rps >= PACED_RATE * 0.97 && t.failures === 0;
      const slotsKept = slots === null || (slots.over === 0 && slots.miscounted === 0);
      const hooksKept =
        hooks === null ||
        (hooks.queued === 0 && hooks.duplicates === 0 && hooks.calls === hooks.orders * hooks.endpoints);
      if (slots)
        audits.push(
          `${name}: ${slots.slots} slots of at most ${slots.capacity} orders filled, the fullest with ` +
            `${slots.fullest}; ${slots.over} over capacity, ${slots.miscounted} miscounted in order_slots`,
        );
      const goal =
        kind === 'postgres'
          ? s.rps >= GOAL.pgOrdersPerSecond && held && t.p95 <= GOAL.p95Ms && slotsKept && hooksKept
            ? 'PASS'
            : 'MISS'
          : '—';
      rows.push(
        [
          name,
          'as fast as possible',
          s.rps.toFixed(0),
          ms(s.p50),
          `≤ ${ms(s.p95)}`,
          ms(s.p99),
          String(s.total),
          String(s.failures),
          '—',
        ],
        [
          name,
          `steady ${PACED_RATE}/s`,
          t.rps.toFixed(0),
          ms(t.p50),
          ms(t.p95),
          ms(t.p99),
          String(t.total),
          String(t.failures),
          goal,
        ],
      );
    }
    console.log(
      `\nGoal on PostgreSQL: ≥ ${GOAL.pgOrdersPerSecond} orders/s as fast as possible, and p95 ≤ ${GOAL.p95Ms} ms while ` +
        `taking a steady ${PACED_RATE} orders/s. With every client always waiting, latency is clients ÷ throughput; ` +
        "the p95 of that phase is autocannon's p97.5, an upper bound.\n",
    );
    console.log(
      markdownTable(
        ['database', 'load', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms', 'orders', 'failed', 'goal'],
        rows,
        [false, false, true, true, true, true, true, true, false],
      ),
    );
    if (audits.length > 0) console.log(`\nCounted from the database after the run:\n${audits.join('\n')}`);
    return 0;
  },
};
