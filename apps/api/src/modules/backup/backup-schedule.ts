import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { writeBackup } from './backup';
import type { Counts } from './backup-file';
import { borrowSqlConnection } from './sql-connection';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Scheduled backups' names: their time, so the oldest sort first. */
const NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.backup$/;
/** The advisory lock one of several API processes on one PostgreSQL database holds while it takes a backup. */
const BACKUP_LOCK_KEY = 0x53_46_42_4b; // 'SFBK'

/** `30m`, `6h`, `1d` as milliseconds (the setting is checked by loadEnv). */
export const intervalMs = (every: string) =>
  Number(every.slice(0, -1)) * UNIT_MS[every.slice(-1) as keyof typeof UNIT_MS];

let running: Promise<unknown> | undefined;

/**
 * Takes one backup of the process's database: never two at once in this process (the socket's and the schedule's
 * share this), and with PostgreSQL never two at once across the processes that share it. Undefined when another
 * was being taken.
 */
export async function backupOnce(
  database: Database,
  options: { file: string; uploadsDir: string },
): Promise<{ counts: Counts; bytes: number } | undefined> {
  if (running) return undefined;
  const work = (async () => {
    const connection = await borrowSqlConnection(database.client);
    try {
      const [lock] = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [BACKUP_LOCK_KEY],
      );
      if (!lock?.locked) return undefined;
      try {
        return await writeBackup(connection, { ...options, source: database.driver });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]);
      }
    } finally {
      await connection.close();
    }
  })();
  running = work;
  try {
    return await work;
  } finally {
    running = undefined;
  }
}

const FIRST_DELAY_MS = 10_000;

/** When the newest scheduled backup in `dir` was written; undefined when there is none. */
async function newestBackupTime(dir: string): Promise<number | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => NAME.test(name))
    .sort()
    .at(-1);
  return newest === undefined ? undefined : (await stat(path.join(dir, newest))).mtimeMs;
}

/** Removes the oldest scheduled backups in `dir` beyond the newest `keep`; other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * Takes a backup into `dir` every `everyMs` while the server runs, keeping the newest `keep` (README "Backups").
 * Each is written whole or not at all (`writeBackup`); a failure is logged and the next one is tried on time.
 * Resolves with the function that stops the schedule (waiting for a backup under way).
 */
export function scheduleBackups(
  database: Database,
  options: {
    dir: string;
    everyMs: number;
    keep: number;
    uploadsDir: string;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
    /** How long a backup due at start waits, for the server to finish starting. */
    firstDelayMs?: number;
  },
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const take = async () => {
    const at = new Date().toISOString().replace(/:/g, '-').replace('.', '-');
    const file = path.join(options.dir, `backup-${at}.backup`);
    try {
      await mkdir(options.dir, { recursive: true });
      const made = await backupOnce(database, { file, uploadsDir: options.uploadsDir });
      if (!made) options.log.warn('a scheduled backup was skipped: another backup was being taken');
      else {
        const removed = await pruneBackups(options.dir, options.keep);
        options.log.info({ file, bytes: made.bytes, counts: made.counts, removed }, 'backup taken');
      }
    } catch (error) {
      options.log.error({ err: error, file }, 'the scheduled backup failed');
    }
    if (!stopped) timer = setTimeout(() => void take(), options.everyMs);
  };
  // Counted from the newest backup in the folder, so a server restarted more often than `every` still takes them.
  void newestBackupTime(options.dir).then((newest) => {
    if (stopped) return;
    const due = (newest ?? 0) + options.everyMs - Date.now();
    timer = setTimeout(() => void take(), Math.max(options.firstDelayMs ?? FIRST_DELAY_MS, due));
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running?.catch(() => undefined);
  };
}
