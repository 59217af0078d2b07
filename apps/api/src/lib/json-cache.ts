import { PreparedBody } from './prepared-body';

/**
 * A bounded in-memory cache of serialised responses (least recently used out first). Concurrent misses for the
 * same key share one computation. Keys must name everything the response depends on, including the brand's
 * version, so a change to the brand makes new keys and old entries age out.
 */
export function createJsonCache(maxEntries = 1000) {
  const entries = new Map<string, { pending: Promise<PreparedBody>; entry?: PreparedBody }>();
  return {
    get(key: string, produce: () => Promise<string>): Promise<PreparedBody> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.pending;
      }
      const slot: { pending: Promise<PreparedBody>; entry?: PreparedBody } = {
        pending: produce().then((body) => (slot.entry = new PreparedBody(body))),
      };
      entries.set(key, slot);
      slot.pending.catch(() => {
        if (entries.get(key) === slot) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return slot.pending;
    },
    /** The entry for `key` when it is made already (no waiting, no work): what a prepared answer sends. */
    peek(key: string): PreparedBody | undefined {
      return entries.get(key)?.entry;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
