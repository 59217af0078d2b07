import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true from then on: what depends
 * on the visitor's browser (storage, consent) is shown only after hydration, so the first render is the
 * server's (ADR 0033).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
