import type { ProgressEvent } from '@storefront/domain/navigation-progress';

type Listener = (event: ProgressEvent) => void;

/**
 * What keeps the top progress bar running: the pieces a navigation waits for (a page's code loading on demand,
 * a brand's configuration on the first visit). The first pending piece starts the bar, each further one is a
 * step, and the last one to settle ends it (spec §4 "Navigation progress").
 */
export function createProgressStore() {
  const listeners = new Set<Listener>();
  let pending = 0;
  const emit = (event: ProgressEvent) => {
    for (const listener of listeners) listener(event);
  };
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Marks a piece of work as started; the returned function (idempotent) marks it settled. */
    begin(): () => void {
      pending += 1;
      emit(pending === 1 ? 'start' : 'step');
      let done = false;
      return () => {
        if (done) return;
        done = true;
        pending -= 1;
        emit(pending === 0 ? 'end' : 'step');
      };
    },
    /** Runs the bar for as long as the promise is pending; returns the same promise. */
    track<T>(promise: Promise<T>): Promise<T> {
      const end = this.begin();
      promise.then(end, end);
      return promise;
    },
    get pending(): number {
      return pending;
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

/** The app's one progress bar. */
export const navigationProgress = createProgressStore();
