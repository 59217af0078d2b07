// `npm run bench -- game-day`: two API processes on a PostgreSQL and a Redis of the bench's own, under a steady
// crowd (lib/game-day/orders.ts and actors.ts) while the servers are broken on a timetable: API process 2 killed
// with SIGKILL in the middle of orders every --kill-every seconds and started again, Redis stopped for
// --redis-down seconds, PostgreSQL crashed (immediate stop) and started once. Then the end state is audited
// against every answer the customers had (lib/game-day/audit.ts), and the report gives p99 per minute, memory
// slopes and, with --chart, a PNG. Process 1 is never killed, so its memory over the whole run shows a leak.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { createStaffRepository } from '../apps/api/src/modules/staff/staff.repository';
import { positiveInt, UsageError, type Benchmark } from './lib/benchmark';
import { bistroWithPlentyOfStock } from './lib/brands';
import { onCleanup } from './lib/cleanup';
import {
  browse,
  buyGiftCard,
  giftCardBuyer,
  kitchen,
  newMember,
  seller,
  signIns,
  signInMember,
  staffSession,
} from './lib/game-day/actors';
import { audit } from './lib/game-day/audit';
import { Balancer, json } from './lib/game-day/client';
import { startCluster, type Cluster } from './lib/game-day/cluster';
import { BRAND, placeOrders, type Shop } from './lib/game-day/orders';
import { Recorder } from './lib/game-day/recorder';
import { report } from './lib/game-day/report';
import { machineContext } from './lib/report';

const INITIAL_STOCK = 1_000_000; // lib/brands.ts
const PRICED = 10003; // Halloumi Fries: its price moves under load
const SWITCHED = 10007; // Prawn Cocktail: in and out of stock, never in the orders
const OWNER = { email: `owner@${BRAND}.test`, password: `game-day-${Date.now()}-owner` };

interface Options {
  minutes: number;
  ordersPerSecond: number;
  killEvery: number;
  redisDown: number;
  chart?: string;
}

const usage = [
  '  --minutes N             how long the crowd runs (default 30)',
  '  --orders-per-second N   orders placed each second, whatever the answers (default 20)',
  '  --kill-every SECONDS    API process 2 killed (SIGKILL) mid-order and restarted this often (default 120)',
  '  --redis-down SECONDS    Redis stopped this long, from 30 % of the run (default 60)',
  '  --chart FILE            the p99 and memory chart as PNG (Chromium at /usr/bin/chromium)',
  '',
  'PostgreSQL (initdb, pg_ctl) and redis-server run privately on free ports. PostgreSQL is crashed and started',
  'once, at about 70 % of the run, between two kills. Exits 1 when the audit finds an order lost, doubled or',
  'half-written, a payment without its order, a balance not equal to its ledger, stock not equal to what was',
  'sold, or a placed order without exactly one confirmation email queued.',
].join('\n');

function parseOptions(args: string[]): Options {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        minutes: { type: 'string' },
        'orders-per-second': { type: 'string' },
        'kill-every': { type: 'string' },
        'redis-down': { type: 'string' },
        chart: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const options = {
    minutes: positiveInt('minutes', values.minutes, 30),
    ordersPerSecond: positiveInt('orders-per-second', values['orders-per-second'], 20),
    killEvery: positiveInt('kill-every', values['kill-every'], 120),
    redisDown: positiveInt('redis-down', values['redis-down'], 60),
    chart: values.chart,
  };
  if (options.killEvery * 2 > options.minutes * 60)
    throw new UsageError('--kill-every must leave room for two kills in --minutes');
  if (0.3 * options.minutes * 60 + options.redisDown > 0.9 * options.minutes * 60)
    throw new UsageError('--redis-down is too long for --minutes');
  return options;
}

/** The faults, at their times: kills of process 2, Redis down and up, PostgreSQL crashed and started. */
async function faults(
  cluster: Cluster,
  balancer: Balancer,
  recorder: Recorder,
  options: Options,
  until: number,
) {
  const start = Date.now();
  const seconds = options.minutes * 60;
  const pgAt = (Math.floor((0.7 * seconds) / options.killEvery) + 0.5) * options.killEvery;
  const plan: { at: number; run: () => Promise<void> }[] = [];
  for (let at = options.killEvery; at < seconds - 20; at += options.killEvery)
    plan.push({
      at,
      run: async () => {
        const victim = cluster.members[1]!;
        // Mid-order: wait (up to 2 s) for an order on its way to it.
        for (let i = 0; i < 40 && !(balancer.inFlight.get(victim.index)?.get('order') ?? 0); i++)
          await sleep(50);
        const orders = balancer.inFlight.get(victim.index)?.get('order') ?? 0;
        await victim.kill();
        recorder.event(`API process 2 killed (SIGKILL) with ${orders} order(s) on their way to it`);
        const ms = await victim.restart();
        recorder.event(`API process 2 ready again after ${(ms / 1000).toFixed(1)} s`);
      },
    });
  const redisAt = Math.round(0.3 * seconds);
  plan.push({
    at: redisAt,
    run: async () => {
      await cluster.redis.stop();
      recorder.event('Redis stopped');
    },
  });
  plan.push({
    at: redisAt + options.redisDown,
    run: async () => {
      await cluster.redis.start();
      recorder.event('Redis started');
    },
  });
  plan.push({
    at: pgAt,
    run: async () => {
      await cluster.postgres.stop('immediate');
      recorder.event('PostgreSQL crashed (immediate stop)');
      await cluster.postgres.start();
      recorder.event('PostgreSQL started');
    },
  });
  const running: Promise<void>[] = [];
  for (const step of plan.sort((a, b) => a.at - b.at)) {
    const due = start + step.at * 1000;
    if (due >= until) break;
    await sleep(Math.max(0, due - Date.now()));
    running.push(step.run());
  }
  await Promise.all(running);
}

async function prepare(cluster: Cluster, sql: pg.Pool, recorder: Recorder, ordersPerSecond: number) {
  const brandId = Number(
    (await sql.query<{ id: number }>('select id from brands where flavour = $1', [BRAND])).rows[0]?.id,
  );
  await createStaffRepository(drizzle(sql, { schema })).insertStaff({
    brandId,
    email: OWNER.email,
    name: 'Game day owner',
    role: 'BrandOwner',
    passwordHash: await hashPassword(OWNER.password),
  });
  const balancer = new Balancer(cluster.members, recorder);
  await balancer.fetchAntiforgery();
  const recipes = json<{ Data: { RecipeId: number; RecipeExtraObject?: unknown }[] }>(
    (
      await balancer.call(
        { path: `/api/Recipe/v1/getRecipes/${BRAND}`, body: { Offset: 0, Limit: 200 } },
        'read',
        { giveUpMs: 10_000 },
      )
    ).answer!,
  ).Data;
  // The dishes an order of one takes now (menu hours decide some), probed on the real API.
  const dishes: number[] = [];
  for (const r of recipes.filter((r) => !r.RecipeExtraObject && r.RecipeId !== SWITCHED)) {
    const quote = await balancer.call(
      {
        path: '/api/Order/v2/quote',
        body: {
          BrandFlavor: BRAND,
          OrderOption: 'Pickup',
          Lines: [{ ItemId: r.RecipeId, Quantity: 1, ExtraDetail: [] }],
        },
      },
      'quote',
      { giveUpMs: 10_000 },
    );
    if (
      quote.answer?.status === 200 &&
      json<{ Data: { Problems: unknown[] } }>(quote.answer).Data.Problems.length === 0
    )
      dishes.push(r.RecipeId);
  }
  if (dishes.length < 2)
    throw new Error(`fewer than two of ${BRAND}'s dishes can be ordered now: ${dishes.join(', ')}`);
  const shop: Shop = {
    balancer,
    dishes,
    members: [],
    giftCards: [],
    kitchen: [],
    signIn: (account) => signInMember(balancer, account),
  };
  const members = Math.max(5, ordersPerSecond); // one per order a second: 20 at the default rate
  for (let n = 1; n <= members; n++) shop.members.push(await newMember(balancer, n));
  for (let n = 0; n < 4; n++)
    if (!(await buyGiftCard(shop, sql))) throw new Error('a gift card could not be bought');
  return { brandId, shop };
}

export const benchmark: Benchmark = {
  description:
    'two API processes under steady orders while processes, Redis and PostgreSQL fail; audited end state',
  usage,
  async run(args) {
    const options = parseOptions(args);
    console.log(`npm run bench -- game-day ${args.join(' ')}`.trimEnd());
    console.log(machineContext().join('\n'));
    const brands = await bistroWithPlentyOfStock();
    const cluster = await startCluster(2, brands, {
      PAYMENT_HOLD_MINUTES: '1',
      TEST_PAYMENTS_ENABLED: 'true',
    });
    const sql = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
    sql.on('error', () => undefined); // the crash drops idle connections; the next query opens a fresh one
    onCleanup('close the bench connection', () => sql.end());
    const recorder = new Recorder();
    const { brandId, shop } = await prepare(cluster, sql, recorder, options.ordersPerSecond);
    console.log(
      `ready: ${shop.dishes.length} dishes in the orders, ${shop.members.length} members, ${shop.giftCards.length} gift cards`,
    );

    recorder.begin();
    const loadStart = recorder.started;
    const until = loadStart + options.minutes * 60_000;
    recorder.event(`the crowd starts: ${options.ordersPerSecond} orders/s for ${options.minutes} min`);
    const staff = staffSession(shop.balancer, OWNER);
    const [orders, , cooked, edits, bought, signedIn] = await Promise.all([
      placeOrders(shop, options.ordersPerSecond, until),
      browse(shop, until, options.ordersPerSecond),
      kitchen(shop, staff, until),
      seller(staff, until, { priced: PRICED, switched: SWITCHED }),
      giftCardBuyer(shop, sql, until, options.ordersPerSecond),
      signIns(shop, until, options.ordersPerSecond),
      faults(cluster, shop.balancer, recorder, options, until),
    ]);
    recorder.event('the crowd stops; auditing');
    shop.balancer.close();
    const result = await audit(sql, brandId, orders.sent, INITIAL_STOCK);
    const memory = await Promise.all(
      cluster.members.map(async (m) => ({ label: `process ${m.index}`, samples: await m.memory() })),
    );
    await report({ options, recorder, orders, cooked, edits, bought, signedIn, result, memory, loadStart });
    return result.problems.length > 0 ? 1 : 0;
  },
};
