import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/client';
import {
  BackupFileError,
  FORMAT,
  readBackupLines,
  VERSION,
  type Counts,
  type Header,
  type Line,
} from './backup-file';
import type { SqlConnection } from './sql-connection';

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';
/** Rows read, and inserted, per statement. */
const BATCH = 1000;

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** The app's tables, each after the tables it references, so a restore inserts them in this order. */
async function tablesInOrder(db: SqlConnection): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((t) => `public.${t.name}`);
  const references = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table))
      throw new Error(`The tables reference each other in a cycle: ${path.join(' → ')}`);
    for (const { parent } of references.filter((r) => `public.${r.child}` === table))
      visit(`public.${parent}`, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return [MIGRATIONS_TABLE, ...ordered];
}

/** A table's columns that hold data (not generated from others). */
async function storedColumns(db: SqlConnection, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  return (
    await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
      [schema, name],
    )
  ).map((c) => c.name);
}

/** What the database holds, as a backup and a restore print it; read in the caller's transaction when given. */
export async function databaseCounts(db: SqlConnection, files = 0): Promise<Counts> {
  const [row] = await db.query<Record<string, string | number | null>>(
    `select (select count(*) from brands) as brands, (select count(*) from customers) as customers,
            (select count(*) from orders) as orders, (select count(*) from order_lines) as order_lines,
            (select count(*) from payments) as payments, (select count(*) from gift_cards) as gift_cards,
            (select coalesce(sum(balance_pence), 0) from gift_cards) as gift_card_balance,
            (select coalesce(sum(amount_pence), 0) from gift_card_entries) as gift_card_ledger,
            (select count(*) from reward_entries) as reward_entries,
            (select coalesce(sum(points), 0) from reward_entries) as reward_points,
            (select count(*) from reservations) + (select count(*) from event_bookings) as bookings`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  let rows = 0;
  for (const table of await tablesInOrder(db))
    rows += Number((await db.query<{ n: string }>(`select count(*) as n from ${quoted(table)}`))[0]?.n ?? 0);
  return {
    brands: n('brands'),
    customers: n('customers'),
    orders: n('orders'),
    orderLines: n('order_lines'),
    payments: n('payments'),
    giftCards: n('gift_cards'),
    giftCardBalancePence: n('gift_card_balance'),
    giftCardLedgerPence: n('gift_card_ledger'),
    rewardEntries: n('reward_entries'),
    rewardPoints: n('reward_points'),
    bookings: n('bookings'),
    rows,
    files,
  };
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The lines of a backup, read from the database in one snapshot: every table sees the same moment. */
async function* backupLines(
  db: SqlConnection,
  source: Header['source'],
  uploadsDir: string,
  counted: (counts: Counts) => void,
): AsyncGenerator<string> {
  const migrations = Number(
    (await db.query<{ n: string }>(`select count(*) as n from ${MIGRATIONS_TABLE}`))[0]?.n,
  );
  const header: Header = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    source,
    migrations,
  };
  yield JSON.stringify(header) + '\n';
  for (const table of await tablesInOrder(db)) {
    const columns = await storedColumns(db, table);
    const [{ n } = { n: '0' }] = await db.query<{ n: string }>(`select count(*) as n from ${quoted(table)}`);
    yield JSON.stringify({ table, columns, rows: Number(n) } satisfies Line) + '\n';
    const list = columns.map((c) => quoted(c)).join(', ');
    for (let offset = 0; offset < Number(n); offset += BATCH) {
      const rows = await db.query<{ j: string }>(
        `select row_to_json(x)::text as j from (select ${list} from ${quoted(table)} order by ctid
           limit ${BATCH} offset ${offset}) x`,
      );
      yield rows.map((r) => `{"row":${r.j}}\n`).join('');
    }
  }
  const sequences: Record<string, number | null> = {};
  for (const s of await db.query<{ name: string; value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value as value from pg_sequences
      where schemaname in ('public', 'drizzle')`,
  ))
    sequences[s.name] = s.value === null ? null : Number(s.value);
  yield JSON.stringify({ sequences } satisfies Line) + '\n';
  const files = await filesUnder(uploadsDir);
  for (const file of files)
    yield (
      JSON.stringify({ file, data: (await readFile(path.join(uploadsDir, file))).toString('base64') }) + '\n'
    );
  const counts = await databaseCounts(db, files.length);
  counted(counts);
  yield JSON.stringify({ end: true, counts } satisfies Line) + '\n';
}

/**
 * Writes a backup of the whole database and the uploaded images to `file`: read in one read-only repeatable-read
 * transaction (one consistent moment, while orders go on being placed), written to a temporary file beside it
 * and renamed into place once complete, so `file` is either the previous backup or a whole new one.
 */
export async function writeBackup(
  db: SqlConnection,
  options: { file: string; source: Header['source']; uploadsDir: string },
): Promise<{ counts: Counts; bytes: number }> {
  const temporary = `${options.file}.${process.pid}.partial`;
  let counts: Counts | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.exec('set transaction isolation level repeatable read, read only');
      await pipeline(
        backupLines(tx, options.source, options.uploadsDir, (c) => (counts = c)),
        createGzip(),
        createWriteStream(temporary, { flags: 'wx' }),
      );
    });
    await rename(temporary, options.file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { counts: counts!, bytes: (await stat(options.file)).size };
}

interface Checked {
  header: Header;
  counts: Counts;
  migrationRows: Record<string, unknown>[];
}

/** Reads the whole file once before anything is written: a truncated, damaged or foreign file changes nothing. */
async function checkBackup(file: string): Promise<Checked> {
  let header: Header | undefined;
  let current: { table: string; rows: number; seen: number } | undefined;
  const migrationRows: Record<string, unknown>[] = [];
  let counts: Counts | undefined;
  const closeTable = () => {
    if (current && current.seen !== current.rows)
      throw new BackupFileError(`table ${current.table} has ${current.seen} rows of ${current.rows}`);
  };
  for await (const line of readBackupLines(file)) {
    if ('format' in line) header = line;
    else if ('table' in line) {
      closeTable();
      current = { table: line.table, rows: line.rows, seen: 0 };
    } else if ('row' in line) {
      if (!current) throw new BackupFileError('a row comes before its table');
      current.seen++;
      if (current.table === MIGRATIONS_TABLE) migrationRows.push(line.row);
    } else if ('end' in line) counts = line.counts;
  }
  closeTable();
  return { header: header!, counts: counts!, migrationRows };
}

/** Whether the database holds any table of the app's (a database the app ever started on does). */
async function tableCount(db: SqlConnection): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return Number(row?.n ?? 0);
}

/** Builds the schema the backup was taken with: the app's first `count` migrations, as drizzle applies them. */
async function buildSchema(db: SqlConnection, count: number) {
  const migrations = readMigrationFiles({ migrationsFolder });
  if (count > migrations.length)
    throw new BackupFileError(
      `it was made by a newer version of the app (${count} migrations; this one has ${migrations.length}): update first`,
    );
  await db.exec(
    `create schema if not exists drizzle;
     create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations.slice(0, count))
    for (const statement of migration.sql) await db.exec(statement);
  return migrations;
}

async function insertRows(db: SqlConnection, table: string, columns: string[], rows: string[]) {
  if (rows.length === 0) return;
  const list = columns.map((c) => quoted(c)).join(', ');
  await db.query(
    `insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Loads the file's rows and sequences, in the file's order (each table after those it references). */
async function loadRows(db: SqlConnection, file: string): Promise<number> {
  let table: { name: string; columns: string[] } | undefined;
  let batch: string[] = [];
  let files = 0;
  const flush = async () => {
    if (table) await insertRows(db, table.name, table.columns, batch);
    batch = [];
  };
  const tables: string[] = [];
  for await (const line of readBackupLines(file)) {
    if ('table' in line) {
      await flush();
      table = { name: line.table, columns: line.columns };
      // The rows go in as they were: triggers that derive rows from others (the search words) would add them twice.
      await db.exec(`alter table ${quoted(line.table)} disable trigger user`);
      tables.push(line.table);
    } else if ('row' in line) {
      batch.push(JSON.stringify(line.row));
      if (batch.length >= BATCH) await flush();
    } else if ('sequences' in line) {
      await flush();
      for (const [name, value] of Object.entries(line.sequences))
        if (value !== null) await db.query('select setval($1, $2, true)', [name, value]);
    } else if ('file' in line) files++;
  }
  for (const name of tables) await db.exec(`alter table ${quoted(name)} enable trigger user`);
  return files;
}

/** Writes the backup's uploaded files under `dir` (after the database is committed). */
async function restoreFiles(file: string, dir: string): Promise<void> {
  for await (const line of readBackupLines(file)) {
    if (!('file' in line)) continue;
    const target = path.resolve(dir, line.file);
    if (!target.startsWith(path.resolve(dir) + path.sep))
      throw new BackupFileError(`a file outside the uploads: ${line.file}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(line.data, 'base64'));
  }
}

export class NotEmptyError extends Error {}

/**
 * Restores a backup into an empty database (or, with `replace`, one whose tables are dropped first, in the same
 * transaction): the schema the backup was taken with, then its rows and sequences, all in one transaction, so a
 * failure leaves the target as it was. The caller then opens the database as the app does, which applies the
 * migrations made since. Returns the counts the backup recorded.
 */
export async function restoreBackup(
  db: SqlConnection,
  options: { file: string; replace?: boolean; uploadsDir: string },
): Promise<Counts> {
  const checked = await checkBackup(options.file);
  const ours = readMigrationFiles({ migrationsFolder });
  const foreign = checked.migrationRows.find((row, i) => row.hash !== ours[i]?.hash);
  if (foreign || checked.migrationRows.length !== checked.header.migrations)
    throw new BackupFileError("its schema is not this app's (its migrations differ)");
  const tables = await tableCount(db);
  if (tables > 0 && !options.replace)
    throw new NotEmptyError(
      `the database is not empty (${tables} tables): restore into an empty one, or add --replace to drop what it holds`,
    );
  await db.transaction(async (tx) => {
    if (tables > 0)
      await tx.exec(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      );
    await buildSchema(tx, checked.header.migrations);
    await loadRows(tx, options.file);
  });
  await restoreFiles(options.file, options.uploadsDir);
  return checked.counts;
}
