import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { databasePoolSize } from '../config/env';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository call runs on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The driver's own client (the PGlite instance, or the pg pool), for work below the ORM: backups. */
  client: PGlite | pg.Pool;
  /** Checks the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar archive, to open copies of it. */
  snapshot?: () => Promise<Blob>;
  /**
   * LISTENs on a channel: `onMessage` gets each NOTIFY payload (after its transaction commits), from this
   * process or any other on the same database. Resolves with the function that stops listening.
   *
   * `onResume` is called each time listening starts again after the connection dropped (PostgreSQL restarted):
   * what was announced meanwhile is lost, so whatever the messages keep fresh must be treated as changed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
}

/**
 * LISTEN on PostgreSQL: one dedicated connection per channel (a pooled one would be handed to other queries).
 * When it drops (the database restarted), a new one listens again: tried every second until the database takes
 * connections, so a restart does not silence the boards and cache invalidations for good. Notifications sent
 * while no connection listened are not replayed: `onResume` tells the caller once it listens again (a brand
 * edited by another process in that gap would otherwise stay cached here).
 */
function pgListener(connectionString: string) {
  return async (channel: string, onMessage: (payload: string) => void, onResume?: () => void) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let listenedBefore = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      next.on('error', () => {
        void next.end().catch(() => undefined);
        if (client === next) {
          client = undefined;
          reconnectLater();
        }
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      if (listenedBefore) onResume?.();
      listenedBefore = true;
    };
    const reconnectLater = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect().catch(reconnectLater), 1000);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

/** Node's codes for a database server that cannot be reached or dropped the connection. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL's: shutting down, crashed, starting up, too many connections (class 08: the connection failed). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's errors without a code when the connection drops (the query's, or a later one's on that client). */
const DROPPED =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether a failure means the database cannot be reached right now (down, restarting, the connection dropped)
 * rather than a fault of the request or the code: the request may succeed if sent again in a few seconds.
 * Looks through the causes (Drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNREACHABLE.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (e instanceof Error && DROPPED.test(e.message)) return true;
  }
  return false;
}

/** Set while a PGlite transaction's callback runs (and in everything it awaits). */
const insideTransaction = new AsyncLocalStorage<true>();
/**
 * PGlite transactions open in this process. With none open the store is disabled: on Node 20 an enabled
 * AsyncLocalStorage hooks every promise the process makes (a fifth of a cached catalogue answer's cost), and
 * outside a transaction there is nothing to guard. The next transaction enables it again.
 */
let openTransactions = 0;

/**
 * PGlite is one connection: while a transaction is open, a query on the database itself (not on the transaction)
 * waits for the transaction to end, and the transaction waits for it — the process hangs with no error. On
 * PostgreSQL the same mistake runs outside the transaction (and can wait forever on the transaction's own row
 * locks). Such a query fails at once here instead, with a stack that names the caller.
 */
function guardTransactions(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    openTransactions += 1;
    return transaction((tx) => insideTransaction.run(true, () => callback(tx))).finally(() => {
      openTransactions -= 1;
      if (openTransactions === 0) insideTransaction.disable();
    });
  };
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        return Promise.reject(
          new Error('A query on the database inside an open transaction: run it on the transaction (tx)'),
        );
      }
      return original(...args);
    };
  }
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock (a bigint of our choosing) held while migrating a PostgreSQL database. */
const MIGRATION_LOCK_KEY = 0x53_46_4d_49_47; // 'SFMIG'

/** Opens the database (PostgreSQL when a URL is given, else PGlite) and applies pending migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** A PGlite data directory dumped with `dumpDataDir` to start from (tests start from a seeded snapshot). */
  pgliteSnapshot?: Blob;
  /** PostgreSQL cancels a statement that runs longer (SQLSTATE 57014, answered 503); none by default. */
  statementTimeoutMs?: number;
  /** PostgreSQL: connections of the pool at most; $DATABASE_POOL_SIZE (checked by loadEnv), else 10, without it. */
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Migrations first, on a connection of their own without the statement timeout (an index build may be long).
    // Several API processes may start at once on one database (a deploy of N replicas): the advisory lock lets
    // one migrate while the others wait, then find nothing left to do. Without it they raced on CREATE TABLE
    // and all but one crashed at start. Closing the connection releases the lock.
    const migrator = new pg.Client({ connectionString: options.databaseUrl });
    await migrator.connect();
    try {
      await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? databasePoolSize(process.env),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // A dropped connection (the database restarted or crashed) is an 'error' event on its client, and Node ends
    // the process on an 'error' nobody listens to. The query that was running on it fails by itself (answered
    // 503 as unavailable), and the pool discards the client: the event is for nobody else. Without these two,
    // every API process exited when PostgreSQL restarted. The pool's own event covers idle clients, the
    // client's covers one checked out (inside a transaction, between two statements).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => void client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      client: pool,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      listen: pgListener(options.databaseUrl),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm ships with PGlite as a loadable extension: search runs the same SQL on both databases.
  const client = new PGlite(options.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  guardTransactions(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    client,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
    // PGlite is one process: its NOTIFY reaches the listeners of this same client.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
  };
}
