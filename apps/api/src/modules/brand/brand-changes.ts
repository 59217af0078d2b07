/** Called when a brand may have changed. */
type Listener = () => void;

/**
 * Brand changes as the database announces them (the brands trigger's `brand_changes` notification, from any API
 * instance, after the commit), handed to this process's subscribers by flavour: the storefront's open checkouts
 * hear of busy mode, a stopped channel or new hours at once (brand-changes.routes.ts). Fed by the one listener
 * that also drops the cached brand (setup/brands.ts), so a subscriber that reads the brand again reads the new one.
 */
export function createBrandChanges() {
  const listeners = new Map<string, Set<Listener>>();
  const call = (set: Iterable<Listener>) => {
    for (const listener of [...set]) listener();
  };
  return {
    /** A brand changed (its flavour as the notification carries it). */
    announce(flavour: string): void {
      call(listeners.get(flavour.toLowerCase()) ?? []);
    },
    /** Listening started again after the database connection dropped: any brand may have changed meanwhile. */
    resumed(): void {
      for (const set of listeners.values()) call(set);
    },
    /** Calls `listener` on each change of the brand; answers the unsubscribe. */
    subscribe(flavour: string, listener: Listener): () => void {
      const key = flavour.toLowerCase();
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}
export type BrandChanges = ReturnType<typeof createBrandChanges>;
