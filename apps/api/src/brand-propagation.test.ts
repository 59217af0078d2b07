import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env';
import { TEST_PASSWORD_HASH_COST } from './test/hash-cost';

/**
 * Issue 20: catalogue answers are prepared once per brand version in each API process, and a brand edited through
 * one process reaches every other within 2 seconds (the brands trigger's NOTIFY, migration 0014). Two real server
 * processes on one scratch PostgreSQL database: a price edited through the back office of one changes the ETag
 * and the body the other serves.
 */
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAFF_PASSWORD = 'propagation-staff-password';
const WITHIN_MS = 2_000;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

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
  const name = `storefront_test_propagation_${Date.now()}_${process.pid}`;
  let one: Server | undefined;
  let two: Server | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    // The first migrates and imports the demo brands; the second finds them there.
    one = await startServer(url.toString());
    two = await startServer(url.toString(), { SEED_DEMO_BRANDS: 'false' });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stop(one), stop(two)]);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }, 60_000);

  it('serves the new price, with a new ETag, from the other process within 2 seconds', async () => {
    const [a, b] = [one!, two!];
    // Sign in to the back office through the first process.
    const antiforgery = await fetch(`${a.origin}/api/antiforgery/token`);
    const cookies = antiforgery.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const signIn = await fetch(`${a.origin}/api/admin/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'owner@bistro.test',
        password: STAFF_PASSWORD,
      }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const token = ((await signIn.json()) as { Data: { access_token: string } }).Data.access_token;

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
    const editUrl = `${a.origin}/api/admin/bistro/menu/recipes/${recipe.RecipeId}`;
    const current = (
      (await (await fetch(editUrl, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        Data: Record<string, unknown> & { RecipePrice: number };
      }
    ).Data;
    const { RecipeId: _id, ...body } = current;
    const price = Math.round((current.RecipePrice + 1.25) * 100) / 100;
    const edited = Date.now();
    const saved = await fetch(editUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, RecipePrice: price }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

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
});
