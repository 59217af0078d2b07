/**
 * Toasts (sonner) without sonner in the first download: the first `notify()` mounts the one <Toaster /> (see
 * app/provider.tsx) and loads sonner, then shows the toast. Later features call `notify`, not sonner directly.
 */

export interface NotifyOptions {
  type?: 'success' | 'error' | 'info';
  /** Milliseconds; sonner's default otherwise (spec §9: 2000 max-buy, 1300 added-to-cart). */
  duration?: number;
}

const listeners = new Set<() => void>();
let wanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the provider: re-render when the toaster is first wanted. */
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Called by the Toaster once it listens, so no toast is sent before anyone shows it. */
export function toasterMounted(): void {
  markMounted();
}

export async function notify(message: string, options: NotifyOptions = {}): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  const show = options.type ? toast[options.type] : toast;
  show(message, { duration: options.duration });
}
