import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts loading the code now (on idle, on hover) so the first open is instant. Resolves true once it is
   * there, false when it could not be fetched (offline): never rejects, so callers need no handler.
   */
  preload: () => Promise<boolean>;
};

/**
 * React.lazy with a preload handle. Popups, drawers and menus load this way so that neither they nor their
 * primitives library weigh on the first paint (the home route's bundle budget).
 */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (pending ??= factory().catch((error: unknown) => {
      // A failed fetch (offline, a deploy in between) may succeed on the next attempt.
      pending = null;
      throw error;
    }));
  const preload = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(false);
    return load().then(
      () => true,
      () => false,
    );
  };
  return Object.assign(lazy(load), { preload });
}

/** Runs a callback once the browser is idle after the first paint; returns a cancel function. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
