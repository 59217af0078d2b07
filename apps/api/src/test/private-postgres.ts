import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process';

const run = promisify(execFile);

/**
 * The directory of PostgreSQL's server programs (initdb, pg_ctl): $PG_BIN, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's layout), else `pg_config --bindir`; undefined when none has them.
 */
export function findPostgresBin(): string | undefined {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions)
      if (has(path.join(debian, version, 'bin'))) return path.join(debian, version, 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return has(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server: `immediate` is a crash (no checkpoint, recovery at the next start), `fast` a clean stop. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Starts it again on the same port and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  destroy(): Promise<void>;
  /** The server's log so far. */
  log(): string;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, a free port on 127.0.0.1), to stop and
 * start at will without touching the machine's shared server. PostgreSQL refuses to run as root: as root, its
 * programs run as the `postgres` user (runuser), who owns the directory.
 */
export async function createPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-private-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const port = await freePort();
  // fsync off: a crash of the server's processes (immediate stop) loses nothing that was committed, since the
  // WAL is written to the kernel at each commit (synchronous_commit stays on); only a crash of the machine would.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
  };
  let running = false;
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await start();
    running = true;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stop = async (mode: 'immediate' | 'fast' = 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}
