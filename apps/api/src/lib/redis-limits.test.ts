import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { build } from '../app';
import { openDatabase } from '../db/client';
import { testEnv } from '../test/harness';
import { TEST_PASSWORD } from '../test/fixtures';
import { redisStore } from './attempt-limiter';
import { freePort } from '../test/api-process';

/** A port nobody listens on right now. */
const until = async (what: string, condition: () => boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A Redis of the test's own on `port`, nothing kept on disk; resolves once it answers. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const started = Date.now();
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    if (child.exitCode !== null || Date.now() - started > 10_000)
      throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** ADR 0037: REDIS_URL set but Redis out of reach never stops the API; the limits hold per process meanwhile. */
describe('sign-in limits when Redis is out of reach', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('counts in the process while Redis is unreachable, and shares the counts once it answers', async () => {
    const port = await freePort();
    const prefix = `test-${randomUUID()}:`;
    const changes: [string, boolean][] = [];
    const one = redisStore(`redis://127.0.0.1:${port}`, prefix, (shared) => changes.push(['one', shared]));
    const two = redisStore(`redis://127.0.0.1:${port}`, prefix, (shared) => changes.push(['two', shared]));
    try {
      expect(await one.connected(3_000)).toBe(false);
      // Each process keeps its own counters meanwhile, and its locks hold.
      expect(await one.increment('k', 60_000)).toBe(1);
      expect(await one.increment('k', 60_000)).toBe(2);
      expect(await two.increment('k', 60_000)).toBe(1);
      await one.lock('held', 60_000);
      expect(await one.lockedFor('held')).toBeGreaterThan(59_000);
      expect(await two.lockedFor('held')).toBe(0);

      // Redis comes up: both stores find it by themselves and share from then on.
      children.push(await startRedis(port));
      await until('both stores to reconnect', () => changes.length >= 2);
      expect(changes.map(([, shared]) => shared)).toEqual([true, true]);
      expect(await one.connected(1_000)).toBe(true);
      expect(await one.increment('shared', 60_000)).toBe(1);
      expect(await two.increment('shared', 60_000)).toBe(2);
      await two.lock('both', 60_000);
      expect(await one.lockedFor('both')).toBeGreaterThan(59_000);
      // The lock set while Redis was away still holds.
      expect(await one.lockedFor('held')).toBeGreaterThan(50_000);

      // Redis goes away again: sign-ins keep being counted, in each process.
      children.pop()!.kill('SIGKILL');
      await until('both stores to notice', () => changes.length >= 4);
      expect(changes.slice(2).map(([, shared]) => shared)).toEqual([false, false]);
      expect(await one.increment('after', 60_000)).toBe(1);
      expect(await one.increment('after', 60_000)).toBe(2);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('starts the API, logs that limits are per process, and still refuses a sixth failed sign-in', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        next();
      },
    });
    const port = await freePort();
    const database = await openDatabase({
      pgliteDir: 'memory://',
      pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshotFile'))]),
    });
    const app = await build({
      env: testEnv({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `test-${randomUUID()}:` }),
      database,
      logger: { level: 'warn', stream },
    });
    try {
      await app.ready();
      expect(lines.map((line) => line.msg)).toContain(
        'REDIS_URL is set but Redis is unreachable: sign-in limits are counted per process until it answers',
      );
      expect(JSON.stringify(lines)).toContain(`127.0.0.1:${port}`);
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/Token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'password',
            username: 'ann@alpha.test',
            password,
            BrandFlavor: 'alpha',
          }).toString(),
        });
      for (let i = 0; i < 6; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(400);
      const locked = await login(TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
