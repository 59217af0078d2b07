import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { DaypartLike } from '@storefront/contract/menu-hours-rules';
import { availableFromLabel, describeMenuHours } from '@storefront/domain/menu-hours';

/**
 * The clock menu hours (and a branch's opening hours) are read on (issue 19). A server-rendered page and the browser's first render must
 * agree, so until the page is hydrated both read the instant the page's catalogue answer was fetched (its
 * `dataUpdatedAt`, which the page's state carries to the browser); from then on, the browser's clock, moving
 * on each minute. A screen without that instant (or rendered only in the browser) reads the browser's clock
 * from its first render in the browser, and shows no hours' label in the server's markup.
 */

const MINUTE = 60_000;
const MenuClockContext = createContext<number | null>(null);

/** Gives the cards below the instant their answer was fetched, for the server's render and hydration. */
export function MenuClock({ at, children }: { at: number; children: ReactNode }) {
  return <MenuClockContext value={at > 0 ? at : null}>{children}</MenuClockContext>;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  for (const listener of listeners) listener();
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50);
}

function subscribeMinutes(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const beforeHydration = () => null;
const noSubscription = () => () => undefined;

/**
 * The instant to read menu hours at: null when there is none yet (the server without a MenuClock). `live`
 * false reads nothing and never re-renders (a card without hours has no use for the minutes).
 */
export function useMenuNow(live = true): Date | null {
  const server = useContext(MenuClockContext);
  const minute = useSyncExternalStore(
    live ? subscribeMinutes : noSubscription,
    live ? currentMinute : beforeHydration,
    beforeHydration,
  );
  const at = live ? (minute ?? server) : null;
  return useMemo(() => (at === null ? null : new Date(at)), [at]);
}

export interface Availability {
  /** 'Available from 07:00' (or with the day) while it cannot be ordered; null when it can. */
  label: string | null;
  /** Its hours for people ('Mon–Fri 07:00–11:00'); '' without hours. */
  hours: string;
}

const ALWAYS: Availability = { label: null, hours: '' };

/** Whether an item or category with these menu hours can be ordered now, and when it can otherwise. */
export function useAvailability(hours: readonly DaypartLike[] | null | undefined): Availability {
  const now = useMenuNow(Boolean(hours?.length));
  return useMemo(() => {
    if (!hours?.length) return ALWAYS;
    return { label: now ? availableFromLabel(hours, now) : null, hours: describeMenuHours(hours) };
  }, [hours, now]);
}
