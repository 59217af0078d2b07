import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env';
import { TEST_PASSWORD_HASH_COST } from './test/hash-cost';
import { scratchPostgres } from './test/scratch-postgres';
import { freePort } from './test/api-process';

/**
 * Issue 20: catalogue answers are prepared once per brand version in each API process, and a brand edited through
 * one process reaches every other within 2 seconds (the brands trigger's NOTIFY, migration 0014). Two real server
 * processes on one scratch PostgreSQL database: a price edited through the back office of one changes the ETag
 * and the body the other serves.
 */
const STAFF_PASSWORD = 'propagation-staff-password';
const WITHIN_MS = 2_000;

interface Server {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

async function startServer(databaseUrl: string, extra: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.REDIS_URL;
  delete inherited.PGLITE_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'propagation-jwt-secret-that-is-long-enough-0123456789',
      COOKIE_SECRET: 'propagation-cookie-secret-that-is-long-enough-0123456789',
      WEB_DIST: 'apps/web/dist-missing-in-api-tests',
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      DEV_STAFF_PASSWORD: STAFF_PASSWORD,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited before it was ready:\n${output}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, child, output: () => output };
    if (Date.now() - started > 120_000) throw new Error(`the API was not ready in 2 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

describe('a brand edit reaches every API process', () => {
  let one: Server | undefined;
  let two: Server | undefined;
  let databaseUrl = '';
  let drop = () => Promise.resolve();

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await scratchPostgres('test_propagation'));
    // The first migrates and imports the demo brands; the second finds them there.
    one = await startServer(databaseUrl);
    two = await startServer(databaseUrl, { SEED_DEMO_BRANDS: 'false' });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stop(one), stop(two)]);
    await drop();
  }, 60_000);

  /** Signs in to the back office through `origin`: the owner's token, and the anti-forgery cookies and header. */
  async function signIn(origin: string) {
    const antiforgery = await fetch(`${origin}/api/antiforgery/token`);
    const cookies = antiforgery.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const answer = await fetch(`${origin}/api/admin/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'owner@bistro.test',
        password: STAFF_PASSWORD,
      }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const token = ((await answer.json()) as { Data: { access_token: string } }).Data.access_token;
    return { token, cookies, xsrf };
  }

  /** Raises a dish's price by 1.25 through the back office of `origin`; resolves with the new price. */
  async function raisePrice(origin: string, token: string, recipeId: number): Promise<number> {
    const editUrl = `${origin}/api/admin/bistro/menu/recipes/${recipeId}`;
    const current = (
      (await (await fetch(editUrl, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        Data: Record<string, unknown> & { RecipePrice: number };
      }
    ).Data;
    const { RecipeId: _id, ...body } = current;
    const price = Math.round((current.RecipePrice + 1.25) * 100) / 100;
    const saved = await fetch(editUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, RecipePrice: price }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    return price;
  }

  it('serves the new price, with a new ETag, from the other process within 2 seconds', async () => {
    const [a, b] = [one!, two!];
    // Sign in to the back office through the first process.
    const { token, cookies, xsrf } = await signIn(a.origin);

    // The second process has the dish and the list prepared (and the first the list, which it must drop too).
    const list = (origin: string) =>
      fetch(`${origin}/api/Recipe/v1/getRecipes/bistro`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
        body: JSON.stringify({ Offset: 0, Limit: 50 }),
      });
    const listBefore = await list(b.origin);
    const listTag = listBefore.headers.get('etag')!;
    const recipe = ((await listBefore.json()) as { Data: { RecipeId: number; RecipePrice: number }[] })
      .Data[0]!;
    const dish = `${b.origin}/api/Recipe/getRecipe/bistro/${recipe.RecipeId}`;
    const before = await fetch(dish);
    const tag = before.headers.get('etag')!;
    expect(before.status).toBe(200);
    expect((await fetch(dish, { headers: { 'if-none-match': tag } })).status).toBe(304);
    expect((await list(a.origin)).headers.get('etag')).toBe(listTag);

    // The owner raises the price through the first process.
    const edited = Date.now();
    const price = await raisePrice(a.origin, token, recipe.RecipeId);

    // The second process answers the browser's revalidation with the new dish, a new tag, within 2 seconds.
    let after: Response | undefined;
    while (Date.now() - edited < WITHIN_MS + 1_000) {
      const answer = await fetch(dish, { headers: { 'if-none-match': tag } });
      if (answer.status === 200) {
        after = answer;
        break;
      }
      expect(answer.status).toBe(304);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seenAfterMs = Date.now() - edited;
    console.log(`brand edit served by the other process ${seenAfterMs} ms after the back office was asked`);
    expect(after, `still the old dish ${seenAfterMs} ms after the edit`).toBeDefined();
    expect(seenAfterMs).toBeLessThan(WITHIN_MS);
    expect(after!.headers.get('etag')).not.toBe(tag);
    expect(((await after!.json()) as { Data: { RecipePrice: number } }).Data.RecipePrice).toBe(price);

    // Both processes' lists show it too, under one new tag (same bytes from either process).
    const [listA, listB] = await Promise.all([list(a.origin), list(b.origin)]);
    expect(listB.headers.get('etag')).not.toBe(listTag);
    expect(listA.headers.get('etag')).toBe(listB.headers.get('etag'));
    const listed = ((await listB.json()) as { Data: { RecipeId: number; RecipePrice: number }[] }).Data;
    expect(listed.find((r) => r.RecipeId === recipe.RecipeId)?.RecipePrice).toBe(price);
    expect(a.output() + b.output()).not.toMatch(/"level":50/);
  }, 60_000);

  it("after the database connection that listens was cut, drops what it missed and ends the boards' streams", async () => {
    const [a, b] = [one!, two!];
    const { token, cookies, xsrf } = await signIn(a.origin);
    const dishes = (await (
      await fetch(`${b.origin}/api/Recipe/v1/getRecipes/bistro`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
        body: JSON.stringify({ Offset: 0, Limit: 50 }),
      })
    ).json()) as { Data: { RecipeId: number }[] };
    const dish = `${b.origin}/api/Recipe/getRecipe/bistro/${dishes.Data[1]!.RecipeId}`;
    const price = async () =>
      ((await (await fetch(dish)).json()) as { Data: { RecipePrice: number } }).Data.RecipePrice;

    // A board is open on the second process.
    const ticket = await fetch(`${b.origin}/api/admin/bistro/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ticket.status, await ticket.clone().text()).toBe(200);
    const { Ticket } = ((await ticket.json()) as { Data: { Ticket: string } }).Data;
    const board = await fetch(`${b.origin}/api/admin/bistro/events?ticket=${encodeURIComponent(Ticket)}`);
    expect(board.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = board.body!.getReader();
    const streamEnded = (async () => {
      while (!(await stream.read()).done);
      return Date.now();
    })();

    // The second process's cached brand is fresh: a cache past its 5 s lifetime would be read again anyway.
    await price();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await price();

    // Every listening connection of the database is cut (a restart does the same), and the price is edited
    // before they listen again (a second later): the second process never hears of the edit.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const cut = await admin.query<{ query: string; cut: boolean }>(
      `select query, pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %'`,
    );
    await admin.end();
    const cutAt = Date.now();
    expect(cut.rows.map((row) => row.query)).toEqual(
      expect.arrayContaining(['LISTEN "brand_changes"', 'LISTEN "stock_changes"', 'LISTEN "order_events"']),
    );
    // Two edits: a price (a catalogue answer, kept per brand version and stock counter) and busy mode (part of the
    // brand itself, as the checkout's rules read it).
    const raised = await raisePrice(a.origin, token, dishes.Data[1]!.RecipeId);
    expect(raised).not.toBe(before);
    const busy = await fetch(`${a.origin}/api/admin/bistro/busy-mode/extension`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ExtraMinutes: 10, ForMinutes: 30 }),
    });
    expect(busy.status, await busy.clone().text()).toBe(200);
    const busyOnB = async () =>
      (
        (await (
          await fetch(`${b.origin}/api/Order/v2/getConfig/bistro`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
            body: '{}',
          })
        ).json()) as { Data: { Busy: { ExtraMinutes: number } | null } }
      ).Data.Busy?.ExtraMinutes ?? 0;

    // Once listening again, it reads both afresh: within 2 s, not at the end of its cache's 5 s.
    let seen = { price: before, busy: 0 };
    while ((seen.price !== raised || seen.busy !== 10) && Date.now() - cutAt < WITHIN_MS + 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = { price: await price(), busy: await busyOnB() };
    }
    const seenAfterMs = Date.now() - cutAt;
    console.log(`edits missed by the listener served ${seenAfterMs} ms after the connections were cut`);
    expect(seen, `still old ${seenAfterMs} ms after the cut`).toEqual({ price: raised, busy: 10 });
    expect(seenAfterMs).toBeLessThan(WITHIN_MS);

    // The board's stream was ended, so that its browser reconnects and reads the orders it may have missed.
    const endedAfterMs =
      (await Promise.race([streamEnded, new Promise<number>((r) => setTimeout(() => r(0), 3_000))])) - cutAt;
    expect(endedAfterMs, 'the board stream is still open').toBeGreaterThan(0);
    expect(b.output()).not.toMatch(/"level":50/);
  }, 60_000);
});
