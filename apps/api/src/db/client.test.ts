import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databasePoolSize, loadEnv } from '../config/env';
import { isDatabaseUnavailable, openDatabase } from './client';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, restarting or dropped the connection, however Drizzle wraps it', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection because of crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('leaves faults of the request or the code alone', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('could not obtain lock', '55P03'),
      withCode('relation "x" does not exist', '42P01'),
      new Error('Something else'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped: ${error.message}`).toBe(false);
    }
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 unless set, 2 to 100, and a bad value names the setting', () => {
    expect(databasePoolSize({})).toBe(10);
    expect(databasePoolSize({ DATABASE_POOL_SIZE: '' })).toBe(10);
    expect(databasePoolSize({ DATABASE_POOL_SIZE: '4' })).toBe(4);
    for (const bad of ['1', '101', 'ten', '2.5'])
      expect(() => databasePoolSize({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    expect(loadEnv({ NODE_ENV: 'test' }).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('LISTEN on PostgreSQL after its connection dropped', () => {
  it('listens again, says so once, and gets what is announced from then on (not what was missed)', async () => {
    const database = await openDatabase({ databaseUrl: inject('pgUrl'), pgliteDir: 'memory://' });
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    const channel = `listen_resume_${process.pid}_${Date.now()}`;
    const received: string[] = [];
    let resumed = 0;
    const stop = await database.listen(
      channel,
      (payload) => received.push(payload),
      () => (resumed += 1),
    );
    const until = async (done: () => boolean, what: string) => {
      const started = Date.now();
      while (!done()) {
        if (Date.now() - started > 5_000) throw new Error(`${what}: not within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await admin.query('select pg_notify($1, $2)', [channel, 'before']);
      await until(() => received.length === 1, 'the first message');
      expect(resumed).toBe(0);

      // The listening connection is cut (as a PostgreSQL restart does); a message sent meanwhile is lost.
      const cut = await admin.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where query = $1`,
        [`LISTEN "${channel}"`],
      );
      expect(cut.rows.map((row) => row.ok)).toEqual([true]);
      await admin.query('select pg_notify($1, $2)', [channel, 'missed']);
      await until(() => resumed === 1, 'listening again');

      await admin.query('select pg_notify($1, $2)', [channel, 'after']);
      await until(() => received.length === 2, 'the message after');
      expect(received).toEqual(['before', 'after']);
      expect(resumed).toBe(1);
    } finally {
      await stop();
      await admin.end();
      await database.close();
    }
  }, 20_000);
});
