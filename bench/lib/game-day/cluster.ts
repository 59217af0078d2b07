// What the game day runs and breaks: a PostgreSQL server and a Redis server of its own (so stopping them touches
// nothing else on the machine), and two API processes on them as behind a load balancer, each of which can be
// killed with SIGKILL and started again on its port.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createPrivatePostgres,
  findPostgresBin,
  type PrivatePostgres,
} from '../../../apps/api/src/test/private-postgres';
import { onCleanup, trackChild } from '../cleanup';
import { serverEnv } from '../database';
import { freePort, startTsProcess, waitForReady, type Server } from '../processes';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString('utf8').startsWith('+PONG'));
      socket.end();
    });
  });
}

/** A Redis server on a free port, keeping nothing on disk; stopped with SIGTERM, started again on the same port. */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    trackChild(child);
    for (let tries = 0; tries < 50 && !(await answersPing(port)); tries++) await sleep(100);
    if (!(await answersPing(port))) throw new Error(`redis-server on port ${port} did not answer PING`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  onCleanup('stop the game day Redis', stop);
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('initdb and pg_ctl were not found: apt-get install postgresql, or set PG_BIN');
  const server = await createPrivatePostgres(bin);
  onCleanup('remove the game day PostgreSQL', () => server.destroy());
  return server;
}

export interface MemorySample {
  /** ms since the epoch */
  at: number;
  pid: number;
  rss: number;
  heapUsed: number;
}

/** One API process behind the balancer; `kill` and `restart` keep its port, as a supervisor would. */
export interface Member {
  index: number;
  port: number;
  origin: string;
  up: boolean;
  server(): Server;
  kill(): Promise<void>;
  restart(): Promise<number>;
  /** Every sample the process's incarnations wrote (bench/app-server.ts, every 10 s). */
  memory(): Promise<MemorySample[]>;
}

export interface Cluster {
  members: Member[];
  postgres: PrivatePostgres;
  redis: PrivateRedis;
}

/** Starts the servers and the API processes: the first migrates and imports `brandsDir`, then the others join. */
export async function startCluster(
  count: number,
  brandsDir: string,
  extraEnv: Record<string, string>,
): Promise<Cluster> {
  const [postgres, redis] = await Promise.all([startPrivatePostgres(), createPrivateRedis()]);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'storefront-game-day-'));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  const env = serverEnv({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    BRANDS_DIR: brandsDir,
    DATA_DIR: tmp,
    ...extraEnv,
  });
  const members: Member[] = [];
  for (let index = 1; index <= count; index++) {
    const port = await freePort();
    const memoryLog = path.join(tmp, `memory-${index}.jsonl`);
    let current: Server | undefined;
    const boot = async () => {
      current = startTsProcess(
        `API process ${index}`,
        'bench/app-server.ts',
        {
          ...env,
          PORT: String(port),
          BENCH_MEMORY_LOG: memoryLog,
        },
        port,
      );
      const ms = await waitForReady(current, '/readyz', 120_000);
      member.up = true;
      return ms;
    };
    const member: Member = {
      index,
      port,
      origin: `http://127.0.0.1:${port}`,
      up: false,
      server: () => current!,
      async kill() {
        member.up = false;
        const child = current!.child;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      },
      restart: boot,
      async memory() {
        const text = await readFile(memoryLog, 'utf8').catch(() => '');
        return text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as MemorySample);
      },
    };
    members.push(member);
    await boot(); // one at a time: the first migrates alone
  }
  return { members, postgres, redis };
}
