/**
 * Toasts (sonner) without sonner in the first download: the first `notify()` mounts the one <Toaster /> (see
 * app/provider.tsx) and loads sonner, then shows the toast. Later features call `notify`, not sonner directly.
 */

export interface NotifyOptions {
  type?: 'success' | 'error' | 'info';
  /** Milliseconds; sonner's default otherwise (spec §9: 2000 max-buy, 1300 added-to-cart). */
  duration?: number;
}

/** sonner's `toast`, as the Toaster hands it over once it listens. */
export type ShowToast = (
  message: string,
  options: { type?: NotifyOptions['type']; duration?: number },
) => void;

const listeners = new Set<() => void>();
let wanted = false;
let markMounted: (show: ShowToast) => void = () => undefined;
const mounted = new Promise<ShowToast>((resolve) => {
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

/**
 * Called by the Toaster once it listens, with the function that shows a toast: no toast is sent before
 * anyone shows it, and sonner is imported by the Toaster's chunk alone (a second, dynamic import of sonner
 * here made the bundler split React into more chunks of the home page as soon as a lazy screen toasted).
 */
export function toasterMounted(show: ShowToast): void {
  markMounted(show);
}

export async function notify(message: string, options: NotifyOptions = {}): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const show = await mounted;
  show(message, options);
}
