import { useSyncExternalStore } from 'react';

/**
 * Whether the side cart is open. The header's cart button and the floating basket bar open the same side cart:
 * the header's button renders it, and either sets this.
 */
let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBasketOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** The side cart's open state and its setter, shared by everything that opens the basket. */
export function useBasketOpen(): [boolean, (open: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  return [value, setBasketOpen];
}
