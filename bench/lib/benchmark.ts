import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * What a benchmark module (`bench/<name>.ts`) exports as `benchmark`. `npm run bench -- <name> [options]`
 * imports the module and calls `run` with the options; the number it resolves to is the exit code.
 */
export interface Benchmark {
  /** One line for the list of benchmarks. */
  description: string;
  /** The options, one per line, for `--help` and for a bad option. */
  usage: string;
  run(args: string[]): Promise<number>;
}

export function isBenchmark(value: unknown): value is Benchmark {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.description === 'string' &&
    typeof candidate.usage === 'string' &&
    typeof candidate.run === 'function'
  );
}

/** Thrown for a bad command line: the runner prints the message and the benchmark's usage. */
export class UsageError extends Error {}

export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a positive whole number, not '${value}'`);
  return n;
}
