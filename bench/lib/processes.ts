import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './benchmark';
import { onCleanup, trackChild } from './cleanup';
import { httpRequest } from './http';

const OUTPUT_LIMIT = 64 * 1024;

export interface Server {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  /** The last 64 KiB the process wrote to stdout and stderr. */
  output(): string;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s); safe to call twice. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not get a free port');
  return address.port;
}

/**
 * Runs a TypeScript entry point as `node --import tsx <script>` from the repository root. `BENCH_NODE_ARGS` adds
 * Node options to it (`--cpu-prof --cpu-prof-dir=DIR` profiles each server; Node refuses those in NODE_OPTIONS).
 */
export function startTsProcess(name: string, script: string, env: NodeJS.ProcessEnv, port: number): Server {
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stopNow = onCleanup(`stop ${name}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  });
  return { name, port, origin: `http://127.0.0.1:${port}`, child, output: () => output, stop: stopNow };
}

/** Polls `GET path` until it answers 200; fails early if the process exits, and after `timeoutMs`. */
export async function waitForReady(server: Server, path: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  let last = 'no answer yet';
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(
        `${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready. Its output:\n${server.output()}`,
      );
    try {
      const answer = await httpRequest(`${server.origin}${path}`, { timeoutMs: 2000 });
      if (answer.status === 200) return performance.now() - started;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `${server.name} was not ready after ${timeoutMs / 1000} s (GET ${path}: ${last}). Its output:\n${server.output()}`,
  );
}
