// Runs npm scripts side by side and prints each one's output whole when it ends (so the logs do not
// interleave); exits non-zero when any of them fails. `node scripts/parallel.mjs lint:code typecheck+build`:
// scripts joined by `+` run one after the other in one lane (stopping at the first that fails).
// The static checks spend most of their time in one thread each (ESLint, Prettier, tsc): on CI's two cores
// running them together saves their sum minus the longest (ADR 0031).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
/** Runs one npm script, buffering its output; resolves whether it passed. */
const run = (script) =>
  new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(npm, ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      shell: process.platform === 'win32',
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n== ${script}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
  });

const results = await Promise.all(
  scripts.map(async (lane) => {
    for (const script of lane.split('+')) if (!(await run(script))) return false;
    return true;
  }),
);
const failed = scripts.filter((_, i) => !results[i]);
console.log(`\n== ${scripts.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
