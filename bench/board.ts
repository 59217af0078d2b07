// `npm run bench -- board`: how long a new order takes to reach an open order board. A board listens to the
// server-sent event stream; for each guest order placed, the time from sending it to the board's event, and to
// the board having fetched the order (what it does on the event, before it draws the card). Quiet, then while
// other clients keep placing orders. PostgreSQL, as a kitchen with several API processes would run it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { adminRoutes, adminUrl } from '@storefront/contract/admin';
import { positiveInt, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { bistroWithPlentyOfStock } from './lib/brands';
import { createScratchDatabase, serverEnv } from './lib/database';
import { httpRequest, setCookies } from './lib/http';
import { freePort, startTsProcess, waitForReady } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

/** The board's goal: a new order on it within 2 s (issue 17), here without the browser's drawing. */
const GOAL_MS = 2000;
/** The demo owner's password (the server seeds demo staff outside production: hence NODE_ENV=development). */
const PASSWORD = 'bench-owner-password';
const OWNER = 'owner@bistro.test';

const usage = [
  '  --orders N        orders timed in each phase (default 60)',
  '  --busy N          clients placing other orders during the busy phase (default 20)',
  '',
  'Starts the API on a scratch PostgreSQL database with the demo brands, signs an owner of the bistro in, opens',
  'the board’s event stream, then places guest orders one at a time (every 250 ms), timing each until its',
  '`order` event arrives and until the order is fetched as the board fetches it. Phase 1 quiet, phase 2 while',
  '--busy clients place orders as fast as they can.',
].join('\n');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

/** An order whose event has not come by then counts as missed (the stream dropped it, or ended). */
const MISSED_MS = 10_000;

/**
 * The board's event stream: resolves each waiter when an `order` event of its order arrives (NaN when it does not
 * within MISSED_MS). When the server ends the stream it is opened again with a new ticket, as the board does.
 */
function listen(origin: string, streamPath: () => Promise<string>) {
  const waiting = new Map<number, (at: number) => void>();
  const arrived = new Map<number, number>();
  let request: http.ClientRequest | undefined;
  let closed = false;
  let reopened = 0;
  const open = async () => {
    let buffer = '';
    request = http.get(`${origin}${await streamPath()}`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: order\ndata: (.*)$/m.exec(message)?.[1];
          if (!data) continue;
          const { OrderId } = JSON.parse(data) as { OrderId: number };
          if (arrived.has(OrderId)) continue;
          arrived.set(OrderId, at);
          waiting.get(OrderId)?.(at);
        }
      });
      response.on('end', () => {
        if (closed) return;
        reopened++;
        void open();
      });
    });
  };
  return {
    open,
    arrival: (orderId: number) =>
      new Promise<number>((resolve) => {
        const at = arrived.get(orderId);
        if (at !== undefined) return resolve(at);
        waiting.set(orderId, resolve);
        setTimeout(() => resolve(Number.NaN), MISSED_MS).unref();
      }),
    reopened: () => reopened,
    close: () => {
      closed = true;
      request?.destroy();
    },
  };
}

interface Timing {
  placed: number;
  event: number;
  fetched: number;
}

export const benchmark: Benchmark = {
  description: 'How long a new order takes to reach an open order board (event stream), quiet and busy',
  usage,
  async run(args) {
    let values: { orders?: string; busy?: string };
    try {
      ({ values } = parseArgs({ args, options: { orders: { type: 'string' }, busy: { type: 'string' } } }));
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const count = positiveInt('orders', values.orders, 60);
    const busy = positiveInt('busy', values.busy, 20);
    console.log(machineContext().join('\n'));

    const database = await createScratchDatabase();
    onCleanup('scratch database', () => database.drop());
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-board-'));
    onCleanup('temporary folder', () => rm(tmp, { recursive: true, force: true }));
    const port = await freePort();
    const server = startTsProcess(
      'api',
      'apps/api/src/server.ts',
      serverEnv({
        PORT: String(port),
        NODE_ENV: 'development',
        DEV_STAFF_PASSWORD: PASSWORD,
        BRANDS_DIR: await bistroWithPlentyOfStock(),
        DATA_DIR: tmp,
        DATABASE_URL: database.url,
      }),
      port,
    );
    onCleanup('API process', () => server.stop());
    await waitForReady(server, '/readyz', 240_000);

    const cookies = setCookies((await httpRequest(`${server.origin}/api/antiforgery/token`)).headers);
    const guarded = {
      'content-type': 'application/json',
      cookie: `_csrf=${cookies.get('_csrf')}; XSRF-TOKEN=${cookies.get('XSRF-TOKEN')}`,
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    };
    const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const answer = await httpRequest(`${server.origin}${url}`, {
        method: 'POST',
        headers: { ...guarded, ...headers },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200)
        throw new Error(`${url} answered ${answer.status}: ${answer.body.toString()}`);
      return JSON.parse(answer.body.toString()) as { Data: Record<string, unknown> };
    };
    const signedIn = await post(adminRoutes.token, {
      grant_type: 'password',
      username: OWNER,
      password: PASSWORD,
    });
    const bearer = { authorization: `Bearer ${String(signedIn.Data.access_token)}` };
    const board = listen(server.origin, async () => {
      const ticket = await post(adminUrl(adminRoutes.eventsTicket, 'bistro'), {}, bearer);
      const query = `?ticket=${encodeURIComponent(String(ticket.Data.Ticket))}`;
      return `${adminUrl(adminRoutes.events, 'bistro')}${query}`;
    });
    await board.open();
    onCleanup('event stream', () => board.close());

    const order = (n: string) => ({
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      Guest: { Email: `board-${n}@example.com`, FirstName: 'Bench', Mobile: '+44 7700 900000' },
      Lines: [{ ItemId: 10003, Quantity: 1, ExtraDetail: [] }],
    });
    const timeOne = async (n: number): Promise<Timing> => {
      const start = performance.now();
      const placed = await post('/api/Order/v2/placeOrder', order(String(n)), {
        'idempotency-key': randomUUID(),
      });
      const placedAt = performance.now();
      const orderId = Number(placed.Data.OrderId);
      const event = await board.arrival(orderId);
      const fetched = await httpRequest(
        `${server.origin}${adminUrl(adminRoutes.order, 'bistro', { OrderId: orderId })}`,
        { headers: bearer },
      );
      if (fetched.status !== 200) throw new Error(`the board's fetch answered ${fetched.status}`);
      // A missed event: the board would show it at its next reload, not live.
      const onBoard = Number.isNaN(event) ? Number.NaN : performance.now() - start;
      return { placed: placedAt - start, event: event - start, fetched: onBoard };
    };
    const phase = async (): Promise<Timing[]> => {
      const timings: Timing[] = [];
      for (let n = 0; n < count; n++) {
        timings.push(await timeOne(n));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return timings;
    };

    console.log(`\nQuiet: ${count} orders, one every 250 ms…`);
    const quiet = await phase();
    let stopLoad = () => undefined as void;
    console.log(`Busy: ${count} orders while ${busy} clients place orders as fast as they can…`);
    let background: autocannon.Result | undefined;
    const finished = new Promise<void>((resolve) => {
      const instance = autocannon(
        {
          url: `${server.origin}/api/Order/v2/placeOrder`,
          connections: busy,
          duration: 3600,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              headers: guarded,
              body: JSON.stringify(order('busy')),
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        },
        (_error, result) => {
          background = result;
          resolve();
        },
      );
      stopLoad = () => instance.stop();
    });
    const busyTimings = await phase().finally(() => stopLoad());
    await finished;
    board.close();

    const rows = [
      ['quiet', quiet],
      [`busy (${busy} clients, ${Math.round(background?.requests.average ?? 0)} orders/s)`, busyTimings],
    ].flatMap(([name, timings]) =>
      (['placed', 'event', 'fetched'] as const).map((key) => {
        const values = (timings as Timing[]).map((t) => t[key]);
        const missed = values.filter((v) => Number.isNaN(v)).length;
        const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
        const label = { placed: 'order answered', event: 'event on the board', fetched: 'order fetched' }[
          key
        ];
        const met = missed === 0 && (sorted.at(-1) ?? Infinity) <= GOAL_MS;
        return [
          name as string,
          label,
          percentile(sorted, 0.5).toFixed(0),
          percentile(sorted, 0.95).toFixed(0),
          (sorted.at(-1) ?? Number.NaN).toFixed(0),
          String(missed),
          key === 'fetched' ? (met ? 'PASS' : 'MISS') : '—',
        ];
      }),
    );
    console.log(
      `\nMilliseconds from sending each order (goal: on the board within ${GOAL_MS} ms, the browser's drawing aside):\n`,
    );
    console.log(
      markdownTable(['phase', 'until', 'p50 ms', 'p95 ms', 'max ms', 'missed', 'goal'], rows, [
        false,
        false,
        true,
        true,
        true,
        true,
        false,
      ]),
    );
    console.log(`\nThe stream was opened again ${board.reopened()} time(s) after the server ended it.`);
    return 0;
  },
};
