// `npm run bench -- api`: the real API server against a bare Fastify server answering the same bytes from memory,
// for each database. See docs/benchmarks.md for how to read the figures.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BareRoute } from './bare-server';
import { positiveInt, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { createScratchDatabase, serverEnv } from './lib/database';
import { httpRequest, setCookies } from './lib/http';
import { load, medianRound, type Round } from './lib/load';
import { freePort, startTsProcess, waitForReady, type Server } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const WARM_UP_SECONDS = 2;
/** The check that an unprotected POST is refused makes the server log this once; it is expected. */
const EXPECTED_LOG = 'Missing csrf secret';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Anonymous state-changing calls carry the anti-forgery cookie pair and header. */
  antiforgery?: boolean;
  /** The least acceptable real req/s ÷ bare req/s. */
  goal: number;
}

const CALLS: Call[] = [
  { name: 'getBrandInfo', method: 'GET', path: '/api/Brand/getBrandInfo/bistro/WebCustomer', goal: 0.9 },
  {
    name: 'getRecipes',
    method: 'POST',
    path: '/api/Recipe/v1/getRecipes/bistro',
    body: '{"Offset":0,"Limit":50}',
    antiforgery: true,
    goal: 0.6,
  },
];

type DatabaseKind = 'pglite' | 'postgres';
const LABEL: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

interface Options {
  databases: DatabaseKind[];
  duration: number;
  connections: number;
  rounds: number;
}

interface CallResult {
  call: Call;
  bytes: number;
  contentType: string;
  real: Round[];
  bare: Round[];
}

interface DatabaseResult {
  kind: DatabaseKind;
  startupMs: number;
  calls: CallResult[];
  serverOutput: string;
}

const usage = [
  '  --db pglite|postgres|both   the database(s) behind the real server (default both)',
  '  --duration SECONDS          length of each measured round (default 10)',
  '  --connections N             concurrent connections (default 20)',
  '  --rounds N                  measured rounds per server and call (default 2)',
  '',
  `Per call: ${WARM_UP_SECONDS} s warm-up of each server, then bare, real, bare, real… (the rounds alternate);`,
  'the table shows the medians. PostgreSQL runs against a scratch database on 127.0.0.1:5432, dropped at the end.',
].join('\n');

function parseOptions(args: string[]): Options {
  let values: { db?: string; duration?: string; connections?: string; rounds?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        db: { type: 'string' },
        duration: { type: 'string' },
        connections: { type: 'string' },
        rounds: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const db = values.db ?? 'both';
  if (db !== 'pglite' && db !== 'postgres' && db !== 'both')
    throw new UsageError(`--db must be pglite, postgres or both, not '${db}'`);
  return {
    databases: db === 'both' ? ['pglite', 'postgres'] : [db],
    duration: positiveInt('duration', values.duration, 10),
    connections: positiveInt('connections', values.connections, 20),
    rounds: positiveInt('rounds', values.rounds, 2),
  };
}

/** The anti-forgery pair for anonymous POSTs: the cookies from GET /api/antiforgery/token and the echo header. */
async function antiforgeryHeaders(real: Server): Promise<IncomingHttpHeaders> {
  const answer = await httpRequest(`${real.origin}/api/antiforgery/token`);
  if (answer.status !== 204 && answer.status !== 200)
    throw new Error(`GET /api/antiforgery/token answered ${answer.status}`);
  const cookies = setCookies(answer.headers);
  const secretCookie = cookies.get('_csrf');
  const token = cookies.get('XSRF-TOKEN');
  if (!secretCookie || !token)
    throw new Error(
      `GET /api/antiforgery/token set no _csrf and XSRF-TOKEN cookies (set-cookie: ${JSON.stringify(answer.headers['set-cookie'] ?? [])})`,
    );
  return { cookie: `_csrf=${secretCookie}; XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

function requestHeaders(call: Call, antiforgery: IncomingHttpHeaders): IncomingHttpHeaders {
  return {
    ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(call.antiforgery ? antiforgery : {}),
  };
}

const describe = (call: Call) => `${call.method} ${call.path}`;

async function measureDatabase(kind: DatabaseKind, options: Options): Promise<DatabaseResult> {
  const label = LABEL[kind];
  console.log(`\n=== ${label} ===`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), `storefront-bench-${kind}-`));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));

  const databaseEnv: Record<string, string> =
    kind === 'pglite'
      ? { PGLITE_DIR: path.join(tmp, 'pglite') }
      : { DATABASE_URL: (await createScratchDatabase()).url };

  // 1. The real server, as `npm start` runs it (without the web build), on a fresh database.
  const realPort = await freePort();
  const real = startTsProcess(
    `the API server (${label})`,
    'apps/api/src/server.ts',
    serverEnv({ PORT: String(realPort), ...databaseEnv }),
    realPort,
  );
  const startupMs = await waitForReady(real, '/readyz');
  console.log(
    `API server ready on port ${realPort} in ${(startupMs / 1000).toFixed(1)} s (migrated and seeded)`,
  );

  // The anti-forgery check must be live, and the pair must pass it: we measure the protected path.
  const antiforgery = await antiforgeryHeaders(real);
  for (const call of CALLS.filter((c) => c.antiforgery)) {
    const refused = await httpRequest(`${real.origin}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      body: call.body,
    });
    if (refused.status !== 403)
      console.warn(
        `warning: ${describe(call)} without the anti-forgery pair answered ${refused.status}, not 403`,
      );
  }

  // 2. What the real server answers, twice: the bare server will serve the same bytes.
  const routes: BareRoute[] = [];
  const captured = new Map<Call, { body: Buffer; contentType: string }>();
  for (const call of CALLS) {
    const fetchOnce = () =>
      httpRequest(`${real.origin}${call.path}`, {
        method: call.method,
        headers: requestHeaders(call, antiforgery),
        body: call.body,
      });
    const first = await fetchOnce();
    if (first.status !== 200)
      throw new Error(
        `${describe(call)} answered ${first.status}, not 200: ${first.body.toString('utf8').slice(0, 500)}`,
      );
    const second = await fetchOnce();
    if (second.status !== 200 || !second.body.equals(first.body))
      console.warn(
        `warning: ${describe(call)} answered different bytes the second time; the first are benchmarked`,
      );
    const contentType = first.headers['content-type'] ?? 'application/octet-stream';
    captured.set(call, { body: first.body, contentType });
    routes.push({
      method: call.method,
      path: call.path,
      status: first.status,
      contentType,
      bodyBase64: first.body.toString('base64'),
    });
    console.log(`${describe(call)}: 200, ${first.body.length} bytes of ${contentType}`);
  }
  const routesFile = path.join(tmp, 'bare-routes.json');
  await writeFile(routesFile, JSON.stringify(routes));

  // 3. The bare server, checked to answer the very same bytes.
  const barePort = await freePort();
  const bare = startTsProcess(
    'the bare Fastify server',
    'bench/bare-server.ts',
    { ...process.env, PORT: String(barePort), BENCH_BARE_ROUTES: routesFile },
    barePort,
  );
  await waitForReady(bare, '/readyz');
  for (const call of CALLS) {
    const answer = await httpRequest(`${bare.origin}${call.path}`, {
      method: call.method,
      headers: requestHeaders(call, antiforgery),
      body: call.body,
    });
    const expected = captured.get(call);
    if (
      !expected ||
      answer.status !== 200 ||
      answer.headers['content-type'] !== expected.contentType ||
      !answer.body.equals(expected.body)
    )
      throw new Error(`the bare server does not answer ${describe(call)} as the real one does`);
  }
  console.log(`bare server ready on port ${barePort}`);

  // 4. Load: warm both up, then alternate bare and real rounds.
  const calls: CallResult[] = [];
  for (const call of CALLS) {
    const run = (server: Server, duration: number) =>
      load({
        url: `${server.origin}${call.path}`,
        method: call.method,
        headers: requestHeaders(call, antiforgery),
        body: call.body,
        connections: options.connections,
        duration,
      });
    const check = (round: Round, what: string) => {
      if (round.failures > 0) throw new Error(`${label} ${call.name} ${what}: ${round.failureDetail}`);
      if (round.requests === 0) throw new Error(`${label} ${call.name} ${what}: no request completed`);
    };
    console.log(`\n${call.name}: warming up (${WARM_UP_SECONDS} s each)…`);
    check(await run(bare, WARM_UP_SECONDS), 'bare warm-up');
    check(await run(real, WARM_UP_SECONDS), 'real warm-up');
    const result: CallResult = {
      call,
      bytes: captured.get(call)?.body.length ?? 0,
      contentType: captured.get(call)?.contentType ?? '',
      real: [],
      bare: [],
    };
    for (let i = 1; i <= options.rounds; i++)
      for (const [which, server] of [
        ['bare', bare],
        ['real', real],
      ] as const) {
        const round = await run(server, options.duration);
        check(round, `${which} round ${i}`);
        result[which].push(round);
        console.log(
          `  ${which} round ${i}/${options.rounds}: ${Math.round(round.rps)} req/s, p50 ${round.p50} ms, p99 ${round.p99} ms (${round.requests} requests)`,
        );
      }
    calls.push(result);
  }

  const serverOutput = real.output();
  await bare.stop();
  await real.stop();
  return { kind, startupMs, calls, serverOutput };
}

const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function table(result: DatabaseResult): string {
  const rows = result.calls.map((c) => {
    const real = medianRound(c.real);
    const bare = medianRound(c.bare);
    const ratio = real.rps / bare.rps;
    return [
      describe(c.call),
      String(c.bytes),
      String(Math.round(real.rps)),
      String(Math.round(bare.rps)),
      ms(real.p50),
      ms(bare.p50),
      ms(real.p99),
      ms(bare.p99),
      ratio.toFixed(2),
      `≥ ${c.call.goal.toFixed(2)}`,
      ratio >= c.call.goal ? 'PASS' : 'MISS',
    ];
  });
  return markdownTable(
    [
      'call',
      'bytes',
      'real req/s',
      'bare req/s',
      'real p50 ms',
      'bare p50 ms',
      'real p99 ms',
      'bare p99 ms',
      'ratio',
      'goal',
      'result',
    ],
    rows,
    [false, true, true, true, true, true, true, true, true, false, false],
  );
}

export const benchmark: Benchmark = {
  description: 'API throughput against a bare Fastify route serving the same bytes (PGlite and PostgreSQL)',
  usage,
  async run(args) {
    const options = parseOptions(args);
    console.log(`npm run bench -- api ${args.join(' ')}`.trimEnd());
    console.log(machineContext().join('\n'));
    console.log(
      `settings: ${options.connections} connections, ${WARM_UP_SECONDS} s warm-up, ${options.rounds} rounds of ${options.duration} s per server and call, alternating bare and real`,
    );

    const results: DatabaseResult[] = [];
    const failures: string[] = [];
    for (const kind of options.databases) {
      try {
        results.push(await measureDatabase(kind, options));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${LABEL[kind]}: ${message}`);
        console.error(`\n${LABEL[kind]} failed: ${message}`);
      }
    }

    for (const result of results) {
      console.log(`\n### ${LABEL[result.kind]}\n\n${table(result)}`);
      const logged = result.serverOutput
        .split('\n')
        .filter((line) => line.trim() && !line.includes(EXPECTED_LOG));
      if (logged.length > 0)
        console.log(`\nThe API server logged (LOG_LEVEL=warn), last lines:\n${logged.slice(-20).join('\n')}`);
    }
    if (failures.length > 0) {
      console.error(`\nFAILED:\n${failures.map((f) => `  ${f}`).join('\n')}`);
      return 1;
    }
    return 0;
  },
};
