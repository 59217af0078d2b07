// `npm run bench -- ssr`: what answering a storefront page costs (server rendering of /bistro/menu, with the
// server's page cache off and on), against a bare Fastify route sending from memory the very bytes the app sent
// for a cache hit (compressed as it compressed them), all three in the same run. See docs/benchmarks.md for how
// to read the figures.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BareRoute } from './bare-server';
import { positiveInt, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { serverEnv } from './lib/database';
import { load, median, medianRound, type Round } from './lib/load';
import { describePage, fetchPage, PAGE_HEADERS, type PageAnswer } from './lib/page';
import { freePort, startTsProcess, waitForReady, type Server } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const WARM_UP_SECONDS = 2;
/** Migrating and seeding a fresh database takes a minute or more when the 2 cores are busy with other work. */
const STARTUP_TIMEOUT_MS = 240_000;
const INDEX_HTML = path.join(repoRoot, 'apps/web/dist/index.html');

type TargetKey = 'bare' | 'off' | 'on';

interface Target {
  key: TargetKey;
  label: string;
  server: Server;
  sample: PageAnswer;
  rounds: Round[];
}

interface Options {
  page: string;
  duration: number;
  connections: number;
  rounds: number;
}

const usage = [
  '  --page PATH          the page to load (default /bistro/menu)',
  '  --duration SECONDS   length of each measured round (default 10)',
  '  --connections N      concurrent connections (default 20)',
  '  --rounds N           measured rounds per target (default 3)',
  '',
  'Three targets, each started fresh: (a) a bare Fastify route sending from memory the bytes (c) sent for a',
  'cache hit, with its content type and encoding; (b) the app (apps/api/src/server.ts, NODE_ENV=production,',
  'PGlite) with SSR_PAGE_CACHE=off; (c) the app with the page cache on (SSR_PAGE_CACHE unset). Requests send',
  `Accept: text/html and Accept-Encoding: ${PAGE_HEADERS['accept-encoding']}, as a browser's page load does.`,
  `Each target gets a ${WARM_UP_SECONDS} s warm-up, then rounds alternate a, b, c; the table shows medians.`,
  'Any answer other than 200 text/html fails the run. Needs the built web app (npm run build).',
].join('\n');

function parseOptions(args: string[]): Options {
  let values: { page?: string; duration?: string; connections?: string; rounds?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        page: { type: 'string' },
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
  const page = values.page ?? '/bistro/menu';
  if (!/^\/[^\s?#]*$/.test(page))
    throw new UsageError(`--page must be a path such as /bistro/menu, not '${page}'`);
  return {
    page,
    duration: positiveInt('duration', values.duration, 10),
    connections: positiveInt('connections', values.connections, 20),
    rounds: positiveInt('rounds', values.rounds, 3),
  };
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : (value ?? '');
  return '';
};

/** One autocannon round; every answer must be 200 and text/html, else the run stops here, saying why. */
async function measure(target: Omit<Target, 'rounds'>, options: Options, duration: number, what: string) {
  let notHtml = 0;
  let lastOdd = '';
  const round = await load({
    url: `${target.server.origin}${options.page}`,
    method: 'GET',
    headers: PAGE_HEADERS,
    connections: options.connections,
    duration,
    onResponse: (status, headers) => {
      const contentType = header(headers, 'content-type');
      if (status === 200 && /^text\/html\b/i.test(contentType)) return;
      if (status === 200) notHtml++; // non-2xx answers are counted by autocannon itself
      lastOdd = `${status} ${contentType || '(no content type)'}`;
    },
  });
  const problems = [
    round.failures > 0 ? round.failureDetail : '',
    notHtml > 0 ? `${notHtml} answers of 200 that were not text/html` : '',
    round.requests === 0 ? 'no request completed' : '',
  ].filter(Boolean);
  if (problems.length > 0)
    throw new Error(
      `${target.label}, ${what}: ${problems.join('; ')}${lastOdd ? ` (last odd answer: ${lastOdd})` : ''}. The figures would be worthless.`,
    );
  return round;
}

async function startApp(label: string, dir: string, cache: 'off' | 'on'): Promise<Server> {
  const port = await freePort();
  await mkdir(dir, { recursive: true });
  const server = startTsProcess(
    label,
    'bench/app-server.ts',
    // serverEnv drops SSR_PAGE_CACHE from the caller's environment: unset means the default (on).
    serverEnv({
      PORT: String(port),
      PGLITE_DIR: path.join(dir, 'pglite'),
      DATA_DIR: dir,
      ...(cache === 'off' ? { SSR_PAGE_CACHE: 'off' } : {}),
    }),
    port,
  );
  const ms = await waitForReady(server, '/readyz', STARTUP_TIMEOUT_MS);
  console.log(`${label} ready on port ${port} in ${(ms / 1000).toFixed(1)} s (migrated and seeded)`);
  return server;
}

/** Two decimals, or two significant digits below 0.1 (a rendered page can be hundreds of times slower). */
const ratioText = (r: number) => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));
const fixed = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export const benchmark: Benchmark = {
  description:
    'Server rendering of /bistro/menu (page cache off and on) against a bare route sending the same bytes',
  usage,
  async run(args) {
    const options = parseOptions(args);
    if (!existsSync(INDEX_HTML)) throw new UsageError('The web app is not built: run `npm run build` first.');
    console.log(`npm run bench -- ssr ${args.join(' ')}`.trimEnd());
    console.log(machineContext().join('\n'));
    console.log(
      `settings: GET ${options.page}, ${options.connections} connections, ${WARM_UP_SECONDS} s warm-up, ` +
        `${options.rounds} rounds of ${options.duration} s per target, alternating a, b, c\n`,
    );
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-ssr-'));
    onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));

    // (b) and (c): the app as `npm start` runs it, each on a fresh database of its own.
    const off = await startApp('(b) the app, SSR_PAGE_CACHE=off', path.join(tmp, 'cache-off'), 'off');
    const on = await startApp('(c) the app, page cache on', path.join(tmp, 'cache-on'), 'on');

    // (a) What (c) sends for a cache hit, byte for byte, from memory: HTTP handling and nothing else.
    await fetchPage(`${on.origin}${options.page}`);
    const hit = await fetchPage(`${on.origin}${options.page}`);
    const route: BareRoute = {
      method: 'GET',
      path: options.page,
      status: 200,
      contentType: hit.contentType,
      ...(hit.contentEncoding === 'identity' ? {} : { contentEncoding: hit.contentEncoding }),
      bodyBase64: hit.wire.toString('base64'),
    };
    const routesFile = path.join(tmp, 'bare-routes.json');
    await writeFile(routesFile, JSON.stringify([route]));
    const barePort = await freePort();
    const bare = startTsProcess(
      '(a) the bare Fastify server',
      'bench/bare-server.ts',
      { ...process.env, PORT: String(barePort), BENCH_BARE_ROUTES: routesFile },
      barePort,
    );
    await waitForReady(bare, '/readyz');
    console.log(
      `(a) the bare Fastify server ready on port ${barePort} (${hit.wireBytes} bytes, ${hit.contentEncoding})`,
    );

    // What each answers, so a reader sees what was measured (the cache-on app is asked twice: a miss, a hit).
    const targets: Target[] = [];
    console.log('\nOne answer of each:');
    for (const [key, label, server] of [
      ['bare', '(a) bare route, same bytes', bare],
      ['off', '(b) app, cache off', off],
      ['on', '(c) app, cache on', on],
    ] as const) {
      const url = `${server.origin}${options.page}`;
      if (key === 'on') await fetchPage(url);
      const sample = await fetchPage(url);
      console.log(`  ${label}: ${describePage(sample)}`);
      targets.push({ key, label, server, sample, rounds: [] });
    }

    console.log(`\nWarming up (${WARM_UP_SECONDS} s each)…`);
    for (const target of targets) await measure(target, options, WARM_UP_SECONDS, 'warm-up');
    for (let i = 1; i <= options.rounds; i++)
      for (const target of targets) {
        const round = await measure(target, options, options.duration, `round ${i}`);
        target.rounds.push(round);
        console.log(
          `  ${target.label} round ${i}/${options.rounds}: ${Math.round(round.rps)} req/s, p50 ${round.p50} ms, ` +
            `p99 ${round.p99} ms (${round.requests} requests, ${Math.round(round.bytes / round.requests)} bytes each)`,
        );
      }

    const appOutput = [off, on].map((s) => ({
      name: s.name,
      lines: s
        .output()
        .split('\n')
        .filter((l) => l.trim()),
    }));
    await Promise.all([bare.stop(), off.stop(), on.stop()]);

    const bareRps = medianRound(targets[0]?.rounds ?? []).rps;
    const rows = targets.map((t) => {
      const m = medianRound(t.rounds);
      return [
        t.label,
        t.sample.title,
        String(t.sample.wireBytes),
        t.sample.contentEncoding,
        String(Math.round(median(t.rounds.map((r) => r.bytes / r.requests)))),
        String(Math.round(m.rps)),
        fixed(m.p50),
        fixed(m.p99),
        t.key === 'bare' ? '1.00' : ratioText(m.rps / bareRps),
      ];
    });
    console.log(`\nMedians of ${options.rounds} rounds of ${options.duration} s, GET ${options.page}:\n`);
    console.log(
      markdownTable(
        [
          'target',
          '<title>',
          'body bytes',
          'encoding',
          'bytes/response',
          'req/s',
          'p50 ms',
          'p99 ms',
          '÷ (a)',
        ],
        rows,
        [false, false, true, false, true, true, true, true, true],
      ),
    );
    const ratio = (key: TargetKey) => {
      const t = targets.find((x) => x.key === key);
      return t ? ratioText(medianRound(t.rounds).rps / bareRps) : '?';
    };
    console.log(
      `\nratios of req/s: b/a (cache off) ${ratio('off')}, c/a (cache on) ${ratio('on')}. ` +
        'Body bytes: one answer as sent (compressed when the server compressed it); bytes/response: all bytes ' +
        'read per response during load, status line and headers included.',
    );
    if (targets.some((t) => t.key !== 'bare' && t.sample.rootMarkupBytes === 0))
      console.log(
        'Note: the app answered the SPA shell (#root empty), not a server-rendered page: server rendering is not in ' +
          'this build or not switched on, or this page is not one it renders.',
      );
    for (const { name, lines } of appOutput)
      if (lines.length > 0)
        console.log(`\n${name} logged (LOG_LEVEL=warn), last lines:\n${lines.slice(-20).join('\n')}`);
    return 0;
  },
};
