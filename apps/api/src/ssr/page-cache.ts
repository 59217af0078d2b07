import { stockEpoch } from '../lib/stock-epochs';
import type { BrandContext } from '../lib/brand-context';
import type { PreparedBody } from '../lib/prepared-body';

/** A server-rendered page as it is sent: the same bytes for every visitor, so made (and compressed) once. */
export interface CachedPage {
  status: number;
  /** Its policy: the hashes of its own inline scripts, no nonce. */
  csp: string;
  body: PreparedBody;
}

interface Entry {
  /** The brand object the page was rendered with: a changed brand is a new object (brand cache). */
  brand: BrandContext;
  stock: number;
  at: number;
  page: CachedPage;
}

/**
 * Server-rendered public pages, per brand and address (ADR 0033). A page is used again only while its brand is
 * the very object it was rendered with (the brand cache hands out a new one after any change, announced across
 * instances by the brands trigger), its brand's stock has not changed (stock epochs), and for at most `ttlMs`
 * (texts that depend on the time: open now, today's slots). Least recently used pages go first past
 * `maxEntries`. Only pages that read nothing of a visitor are ever stored (the renderer sends no credentials).
 */
export function createPageCache({ maxEntries = 500, ttlMs = 60_000 } = {}) {
  const entries = new Map<string, Entry>();
  return {
    get(brand: BrandContext, key: string): CachedPage | undefined {
      const id = `${brand.flavour}\n${key}`;
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.brand !== brand || entry.stock !== stockEpoch(brand.id) || Date.now() - entry.at > ttlMs) {
        entries.delete(id);
        return undefined;
      }
      // Map order is insertion order: taking the entry out and back makes it the most recent.
      entries.delete(id);
      entries.set(id, entry);
      return entry.page;
    },
    set(brand: BrandContext, key: string, page: CachedPage, stock: number): void {
      const id = `${brand.flavour}\n${key}`;
      entries.delete(id);
      entries.set(id, { brand, stock, at: Date.now(), page });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
