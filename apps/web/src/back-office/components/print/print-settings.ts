import { useCallback, useSyncExternalStore } from 'react';

export type Paper = '80mm' | 'a4';
export type AutoPrint = 'off' | 'ticket' | 'ticket-and-receipt';

/** How this device prints: the paper its printer takes, and what it prints by itself when an order is accepted. */
export interface PrintSettings {
  paper: Paper;
  autoPrint: AutoPrint;
}

export const DEFAULT_SETTINGS: PrintSettings = { paper: '80mm', autoPrint: 'off' };
/**
 * A setting of this device, not of the brand or the staff member: the tablet by the kitchen printer prints
 * tickets by itself, the manager's laptop does not. So it lives in this browser's localStorage, outside the
 * storefront's typed storage (spec §3 lists the customer's keys only), and is read back with a check.
 */
const KEY = 'backoffice-print';
const PAPERS: readonly Paper[] = ['80mm', 'a4'];
const AUTO: readonly AutoPrint[] = ['off', 'ticket', 'ticket-and-receipt'];

/** The stored settings; anything missing or not understood reads as the default. */
export function readSettings(): PrintSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return DEFAULT_SETTINGS;
  }
  const value = (raw ?? {}) as Record<string, unknown>;
  return {
    paper: PAPERS.find((p) => p === value.paper) ?? DEFAULT_SETTINGS.paper,
    autoPrint: AUTO.find((a) => a === value.autoPrint) ?? DEFAULT_SETTINGS.autoPrint,
  };
}

const listeners = new Set<() => void>();
let current: PrintSettings | null = null;
const snapshot = () => (current ??= readSettings());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of this browser changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** This device's print settings and a setter that keeps them (storage unavailable: kept for this page only). */
export function usePrintSettings(): [PrintSettings, (change: Partial<PrintSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SETTINGS);
  const update = useCallback((change: Partial<PrintSettings>) => {
    current = { ...snapshot(), ...change };
    try {
      localStorage.setItem(KEY, JSON.stringify(current));
    } catch {
      /* private mode or full storage: the setting lasts as long as the page */
    }
    for (const listener of listeners) listener();
  }, []);
  return [settings, update];
}
