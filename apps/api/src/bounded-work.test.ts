import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { build, type App } from './app';
import { openDatabase } from './db/client';
import { testEnv } from './test/harness';

/**
 * Bounded work on PostgreSQL (issue 17): a statement past DB_STATEMENT_TIMEOUT_MS is cancelled by the database
 * and answered 503 with Retry-After, and a burst of long searches waits its turn (SEARCH_CONCURRENCY) so the
 * health check keeps a connection. PGlite has no statement timeout (no timer inside its one thread): there the
 * per-request limit (plugins/stall-watch.test.ts) is the bound.
 */
describe('bounded work on postgres', () => {
  let app: App;
  beforeAll(async () => {
    const env = testEnv({ SEARCH_CONCURRENCY: '2' });
    const database = await openDatabase({
      databaseUrl: inject('pgUrl'),
      pgliteDir: 'memory://',
      statementTimeoutMs: 300,
    });
    app = await build({ env, database, logger: false });
    // A query slower than the statement timeout, as a runaway search or report would be.
    app.get('/test/slow-query', async () => {
      await database.db.execute(sql`select pg_sleep(2)`);
      return { done: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await app.database.close();
  });

  it('cancels a statement past its timeout and answers 503 with Retry-After', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/test/slow-query' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      Info: { Status: 503, Message: 'This is taking too long. Please try again in a few seconds.' },
    });
    expect(Date.now() - started).toBeLessThan(1500);
    // The connection is fine afterwards.
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('queues searches beyond SEARCH_CONCURRENCY, and answers 503 with Retry-After past a long queue', async () => {
    const csrfReply = await app.inject({ method: 'GET', url: '/api/antiforgery/token' });
    const cookie = csrfReply.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = csrfReply.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    // Two run, two hundred wait their turn: of 300 sent at once, the last ones are told to come back.
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/Product/search',
          headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
          payload: JSON.stringify({ BrandFlavor: 'alpha', SearchKey: 'burger' }),
        }),
      ),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(202);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + answers.filter((res) => res.statusCode === 200).length).toBe(300);
    expect(busy[0]!.headers['retry-after']).toBe('5');
  });

  it('keeps the health check quick while fifty long searches run', async () => {
    const csrfReply = await app.inject({ method: 'GET', url: '/api/antiforgery/token' });
    const cookie = csrfReply.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = csrfReply.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const key = 'chesse burgre lemonaed milkshaek fris sald chikcen wrap sourdouhg brioshe pickels chedar';
    const searches = Array.from({ length: 50 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/Product/search',
        headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
        payload: JSON.stringify({ BrandFlavor: 'alpha', SearchKey: key.slice(0, 100) }),
      }),
    );
    const readiness: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      readiness.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    const answers = await Promise.all(searches);
    // Every search is answered: found, or told to come back; none fails.
    for (const res of answers) expect([200, 503], res.body).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    readiness.sort((a, b) => a - b);
    const p95 = readiness[Math.ceil(readiness.length * 0.95) - 1]!;
    expect(p95).toBeLessThan(100);
  });
});
