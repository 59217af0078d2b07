import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@storefront/domain/navigation-progress';
import { createProgressStore } from './progress-store';

function recorded() {
  const store = createProgressStore();
  const events: ProgressEvent[] = [];
  store.subscribe((event) => events.push(event));
  return { store, events };
}

describe('progress store', () => {
  it('starts with the first pending piece, steps with the others and ends with the last', () => {
    const { store, events } = recorded();
    const a = store.begin();
    const b = store.begin();
    b();
    expect(store.pending).toBe(1);
    a();
    expect(events).toEqual(['start', 'step', 'step', 'end']);
    expect(store.pending).toBe(0);
  });

  it('ignores a piece settled twice', () => {
    const { store, events } = recorded();
    const a = store.begin();
    a();
    a();
    expect(events).toEqual(['start', 'end']);
    expect(store.pending).toBe(0);
  });

  it('tracks a promise whether it resolves or rejects', async () => {
    const { store, events } = recorded();
    await store.track(Promise.resolve(1));
    await expect(store.track(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await Promise.resolve();
    expect(events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const { store, events } = recorded();
    const other: ProgressEvent[] = [];
    const stop = store.subscribe((event) => other.push(event));
    stop();
    store.begin()();
    expect(other).toEqual([]);
    expect(events).toEqual(['start', 'end']);
  });
});
