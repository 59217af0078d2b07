import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv, type Env } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseCounts, NotEmptyError, restoreBackup, writeBackup } from '../modules/backup/backup';
import { BackupFileError, type Counts } from '../modules/backup/backup-file';
import { requestBackup, serverHolds } from '../modules/backup/backup-socket';
import { openSqlConnection } from '../modules/backup/sql-connection';

const USAGE = `Usage:
  npm run data -- backup FILE                 the whole database and the uploaded images, as one file
  npm run data -- restore FILE [--replace]    into an empty database, then migrate it to this version
  npm run data -- move-to-postgres URL        copy the embedded database to an empty PostgreSQL server
  npm run data -- counts                      what the database holds

Uses DATABASE_URL when set, else the embedded database in PGLITE_DIR (default ./data/db).
A backup can be taken while the server runs (on the embedded database the server takes it);
restore and move-to-postgres need the server stopped.`;

const SERVER_RUNNING =
  'The server is running on this embedded database: stop it first (one process at a time may open it).';

class UsageError extends Error {}

function describe(counts: Counts): string {
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  return [
    `${counts.brands} brands, ${counts.customers} customers, ${counts.orders} orders (${counts.orderLines} lines, ${counts.payments} payments)`,
    `${counts.giftCards} gift cards: balances ${pounds(counts.giftCardBalancePence)}, ledger ${pounds(counts.giftCardLedgerPence)}`,
    `${counts.rewardEntries} reward entries, ${counts.rewardPoints} points; ${counts.bookings} bookings`,
    `${counts.rows} rows in all, ${counts.files} uploaded files`,
  ].join('\n');
}

/** A backup of the configured database into `file`: by the running server when it holds the embedded one. */
async function backup(env: Env, file: string): Promise<{ counts: Counts; bytes: number }> {
  if (!env.DATABASE_URL) {
    const answer = await requestBackup(env.PGLITE_DIR, file);
    if (answer) {
      if (answer.status !== 200) throw new Error(String(answer.body.error));
      return answer.body as unknown as { counts: Counts; bytes: number };
    }
  }
  const connection = await openSqlConnection({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const source = env.DATABASE_URL ? 'postgres' : 'pglite';
    return await writeBackup(connection, { file, source, uploadsDir: env.UPLOADS_DIR });
  } finally {
    await connection.close();
  }
}

/** Restores `file` into the database at `target`, then opens it as the app does (migrating it) and counts. */
async function restore(
  target: { databaseUrl?: string; pgliteDir: string },
  file: string,
  options: { replace: boolean; uploadsDir: string },
): Promise<Counts> {
  const connection = await openSqlConnection(target);
  try {
    await restoreBackup(connection, { file, replace: options.replace, uploadsDir: options.uploadsDir });
  } finally {
    await connection.close();
  }
  const database = await openDatabase(target);
  try {
    const sql = await openSqlConnection(target);
    try {
      return await databaseCounts(sql);
    } finally {
      await sql.close();
    }
  } finally {
    await database.close();
  }
}

/** The counts that differ between two databases (the files are copied apart, and the rows include the schema's own). */
const differences = (a: Counts, b: Counts) =>
  (Object.keys(a) as (keyof Counts)[]).filter(
    (key) => key !== 'files' && key !== 'rows' && a[key] !== b[key],
  );

async function run(env: Env, command: string, args: string[]): Promise<number> {
  const [argument] = args.filter((a) => !a.startsWith('--'));
  if (command === 'counts') {
    if (!env.DATABASE_URL && (await serverHolds(env.PGLITE_DIR))) throw new Error(SERVER_RUNNING);
    const connection = await openSqlConnection({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
    try {
      console.log(describe(await databaseCounts(connection)));
    } finally {
      await connection.close();
    }
    return 0;
  }
  if (!argument)
    throw new UsageError(`${command}: give a ${command === 'move-to-postgres' ? 'URL' : 'file'}`);
  if (command === 'backup') {
    const file = path.resolve(argument);
    await mkdir(path.dirname(file), { recursive: true });
    const { counts, bytes } = await backup(env, file);
    console.log(`wrote ${file} (${(bytes / 1024).toFixed(1)} kB)\n${describe(counts)}`);
    return 0;
  }
  // Orders placed after the copy would be lost, and two processes must never open the embedded database.
  if (!env.DATABASE_URL && (await serverHolds(env.PGLITE_DIR))) throw new Error(SERVER_RUNNING);
  if (command === 'restore') {
    const target = { databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR };
    const counts = await restore(target, path.resolve(argument), {
      replace: args.includes('--replace'),
      uploadsDir: env.UPLOADS_DIR,
    });
    console.log(`restored ${argument}\n${describe(counts)}`);
    return 0;
  }
  if (env.DATABASE_URL)
    throw new UsageError('move-to-postgres copies the embedded database: unset DATABASE_URL');
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-move-'));
  try {
    const file = path.join(folder, 'move.backup');
    const { counts: before } = await backup(env, file);
    const after = await restore({ databaseUrl: argument, pgliteDir: 'memory://' }, file, {
      replace: false,
      uploadsDir: env.UPLOADS_DIR,
    }).catch((error: unknown) => {
      if (error instanceof NotEmptyError)
        throw new NotEmptyError('the PostgreSQL database is not empty: give the address of a new, empty one');
      throw error;
    });
    const differ = differences(before, after);
    if (differ.length) throw new Error(`the copy differs from the original in: ${differ.join(', ')}`);
    console.log(
      `copied and checked: the same counts and balances on both sides\n${describe(after)}\n\n` +
        `Next: set DATABASE_URL=${argument} (in .env or the environment) and start the server. ` +
        `The embedded database in ${env.PGLITE_DIR} is left as it was; keep it until you are happy.`,
    );
    return 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || !['backup', 'restore', 'move-to-postgres', 'counts'].includes(command)) {
    console.error(USAGE);
    return command && !['--help', '-h'].includes(command) ? 2 : 0;
  }
  try {
    return await run(loadEnv(), command, args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    const refused =
      error instanceof BackupFileError ? `this file cannot be restored: ${error.message}` : undefined;
    console.error(
      `${command} failed: ${refused ?? (error instanceof NotEmptyError ? error.message : String((error as Error).message ?? error))}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
