import { describe, expect, it } from 'vitest';
import { createGate, ServiceBusy } from './concurrency';

describe('gate', () => {
  it('runs at most its limit at once, queues the next ones in order, and refuses past the queue', async () => {
    const gate = createGate(2, 2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const runs = [1, 2, 3, 4].map((n) => gate.run(task(n)));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.waiting).toBe(2);
    await expect(gate.run(task(5))).rejects.toBeInstanceOf(ServiceBusy);
    releases[0]!();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    // A newcomer does not slip in ahead of the queue while a place changes hands.
    expect(gate.active).toBe(2);
    for (const release of releases.slice(1)) release();
    await new Promise((resolve) => setImmediate(resolve));
    releases[3]?.();
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(gate.active).toBe(0);
  });
});
