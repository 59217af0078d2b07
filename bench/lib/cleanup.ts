import type { ChildProcess } from 'node:child_process';

type Task = () => Promise<void> | void;

const tasks: { label: string; task: Task }[] = [];
const children = new Set<ChildProcess>();

/** Registers something to undo when the run ends, fails or is interrupted; the returned function runs it now. */
export function onCleanup(label: string, task: Task): () => Promise<void> {
  const entry = { label, task };
  tasks.push(entry);
  return async () => {
    const at = tasks.indexOf(entry);
    if (at === -1) return;
    tasks.splice(at, 1);
    await entry.task();
  };
}

/** Runs every registered task, newest first; a failing task is reported and does not stop the others. */
export async function runCleanups(): Promise<void> {
  for (let entry = tasks.pop(); entry; entry = tasks.pop()) {
    try {
      await entry.task();
    } catch (error) {
      console.error(
        `cleanup '${entry.label}' failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** Child processes are also killed, without waiting, if this process exits before cleaning up. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

let installed = false;

/** Ctrl-C (or SIGTERM): clean up — kill the servers, drop scratch databases — then exit; twice: exit at once. */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping the servers and cleaning up (again to exit at once)…`);
      void runCleanups().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}
