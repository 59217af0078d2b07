import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * One connection to either database, below the app's own (which migrates as it opens): a backup reads inside one
 * transaction, and a restore builds the schema it needs before the app's migrations run.
 */
export interface SqlConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Statements without parameters, several at once (a migration file's). */
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function fromPglite(client: Pick<PGlite, 'query' | 'exec' | 'transaction'>, close: () => Promise<void>) {
  const connection = (
    runner: Pick<PGlite, 'query' | 'exec'>,
  ): Omit<SqlConnection, 'transaction' | 'close'> => ({
    query: async <T>(text: string, params?: unknown[]) => (await runner.query<T>(text, params)).rows,
    exec: async (text: string) => void (await runner.exec(text)),
  });
  return {
    ...connection(client),
    transaction: <T>(work: (c: SqlConnection) => Promise<T>) =>
      client.transaction((tx) =>
        work({
          ...connection(tx),
          transaction: () => Promise.reject(new Error('Transactions do not nest')),
          close: () => Promise.resolve(),
        }),
      ),
    close,
  } satisfies SqlConnection;
}

function fromPgClient(client: pg.ClientBase, close: () => Promise<void>): SqlConnection {
  const self: SqlConnection = {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => void (await client.query(text)),
    async transaction(work) {
      await client.query('begin');
      try {
        const result = await work(self);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close,
  };
  return self;
}

/** Opens the database a CLI command names: PostgreSQL at `databaseUrl`, else the PGlite directory. */
export async function openSqlConnection(target: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<SqlConnection> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return fromPgClient(client, () => client.end());
  }
  if (!target.pgliteDir.startsWith('memory://')) mkdirSync(target.pgliteDir, { recursive: true });
  const client = new PGlite(target.pgliteDir, { extensions: { pg_trgm } });
  await client.waitReady;
  return fromPglite(client, () => client.close());
}

/**
 * A connection on the running app's own database client: the server's PGlite, or one
 * connection taken from its PostgreSQL pool. Closing gives the pooled connection back; the app's client stays.
 */
export async function borrowSqlConnection(client: PGlite | pg.Pool): Promise<SqlConnection> {
  if (client instanceof PGlite) return fromPglite(client, () => Promise.resolve());
  const pooled = await client.connect();
  return fromPgClient(pooled, async () => pooled.release());
}
