// The app exactly as `npm start` runs it (apps/api/src/server.ts, loaded as is), under a command line of its
// own: on this shared machine other sessions stop their own servers by name (`apps/api/src/server.ts`), and
// twice that took a benchmark's server down mid-run. Started by bench/lighthouse.ts and bench/ssr.ts.
// With BENCH_MEMORY_LOG set (the game day), it appends the process's RSS and heap to that file every 10 s.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/benchmark';

const memoryLog = process.env.BENCH_MEMORY_LOG;
if (memoryLog) {
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    appendFileSync(memoryLog, `${JSON.stringify({ at: Date.now(), pid: process.pid, rss, heapUsed })}\n`);
  };
  setInterval(sample, 10_000).unref();
}

await import(pathToFileURL(path.join(repoRoot, 'apps/api/src/server.ts')).href);
