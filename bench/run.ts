// `npm run bench -- <name> [options]`: runs the benchmark module bench/<name>.ts. A new benchmark is one more
// file there exporting `benchmark` (see lib/benchmark.ts); helpers live in bench/lib/, and the entry points of
// child processes are named *-server.ts, so neither is taken for a benchmark.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBenchmark, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { installSignalHandlers, runCleanups } from './lib/cleanup';

const benchDir = path.join(repoRoot, 'bench');

async function benchmarkNames(): Promise<string[]> {
  const files = await readdir(benchDir);
  return files
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'run.ts' && !f.endsWith('-server.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
}

async function loadBenchmark(name: string): Promise<Benchmark> {
  const module: unknown = await import(pathToFileURL(path.join(benchDir, `${name}.ts`)).href);
  const candidate =
    typeof module === 'object' && module !== null ? (module as Record<string, unknown>).benchmark : undefined;
  if (!isBenchmark(candidate)) throw new Error(`bench/${name}.ts does not export a \`benchmark\``);
  return candidate;
}

async function listBenchmarks(): Promise<string> {
  const lines = ['Usage: npm run bench -- <benchmark> [options]   (--help after a name for its options)', ''];
  lines.push('Benchmarks:');
  for (const name of await benchmarkNames()) {
    try {
      lines.push(`  ${name.padEnd(12)} ${(await loadBenchmark(name)).description}`);
    } catch (error) {
      lines.push(
        `  ${name.padEnd(12)} (cannot be loaded: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name.startsWith('-') || !(await benchmarkNames()).includes(name)) {
    if (name && !name.startsWith('-')) console.error(`No benchmark is called '${name}'.\n`);
    console.error(await listBenchmarks());
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  const benchmark = await loadBenchmark(name);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`npm run bench -- ${name} [options]\n\n${benchmark.usage}`);
    return 0;
  }
  installSignalHandlers();
  try {
    return await benchmark.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\nnpm run bench -- ${name} [options]\n\n${benchmark.usage}`);
      return 2;
    }
    throw error;
  } finally {
    await runCleanups();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
