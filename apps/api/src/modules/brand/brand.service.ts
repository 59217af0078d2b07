import type { BrandConfig } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { ok } from '@storefront/contract/envelope';
import { NOT_BUSY, type BusyMode } from '@storefront/domain/busy-mode';
import type { StoredBusyMode } from '../../db/schema';
import { JsonEntry } from '../../lib/json-cache';
import type { BrandRepository, BrandRow } from './brand.repository';

/**
 * A resolved brand. Services receive this, never a raw flavour string, and pass `id` into every repository
 * call: that is where tenant scoping starts.
 */
export interface BrandContext {
  id: number;
  flavour: string;
  name: string;
  version: number;
  web: WebCustomerConfig;
  config: BrandConfig;
  /** The web customer configuration response, serialised once: `getBrandInfo` sends these bytes as they are. */
  webCustomer: JsonEntry;
  /** Busy mode as set by staff (read it at an instant: orderingAt in ordering-now.ts). */
  busy: BusyMode;
  /** At most this many orders due in any 15-minute slot; null: no limit. */
  slotCapacity: number | null;
}

/** The stored busy mode as the domain reads it (instants as Dates). */
export function toBusyMode(stored: StoredBusyMode | null): BusyMode {
  if (!stored) return NOT_BUSY;
  const pauses: BusyMode['pauses'] = {};
  for (const [option, until] of Object.entries(stored.Pauses ?? {}))
    if (until) pauses[option as keyof BusyMode['pauses']] = new Date(until);
  return {
    extension: stored.Extension
      ? { minutes: stored.Extension.Minutes, until: new Date(stored.Extension.Until) }
      : null,
    pauses,
  };
}

/** The NOTIFY channel the brands trigger (migration 0014) announces a changed brand's flavour on. */
export const BRAND_CHANGES_CHANNEL = 'brand_changes';

/**
 * How long a cached brand may be served before it is read again. Changes are announced on BRAND_CHANGES_CHANNEL
 * and drop the cached copy at once; the lifetime bounds staleness should a notification be missed.
 */
const TTL_MS = 5_000;

function toContext(row: BrandRow): BrandContext {
  return {
    id: row.id,
    flavour: row.flavour,
    name: row.name,
    version: row.version,
    web: row.webConfig,
    config: row.brandConfig,
    webCustomer: new JsonEntry(JSON.stringify({ Info: ok(), Data: row.webConfig })),
    busy: toBusyMode(row.busyMode),
    slotCapacity: row.slotCapacity,
  };
}

/** Resolves brands by flavour or id, with a short-lived in-process cache (brand data is read on every call). */
export function createBrandService(repository: BrandRepository, now: () => number = Date.now) {
  const byFlavour = new Map<string, { at: number; value: BrandContext | undefined }>();
  const idToFlavour = new Map<number, string>();

  async function load(flavour: string): Promise<BrandContext | undefined> {
    const row = await repository.findByFlavour(flavour);
    const value = row && toContext(row);
    byFlavour.set(flavour, { at: now(), value });
    if (value) idToFlavour.set(value.id, value.flavour);
    return value;
  }

  return {
    /** The cached brand for a flavour when it is fresh (no I/O); `null` when it must be loaded. */
    peek(flavour: string): BrandContext | undefined | null {
      const hit = byFlavour.get(flavour.toLowerCase());
      return hit && now() - hit.at < TTL_MS ? hit.value : null;
    },
    /** The brand for a flavour (case-insensitive), or undefined when no brand has it. */
    async resolve(flavour: string): Promise<BrandContext | undefined> {
      const key = flavour.toLowerCase();
      const hit = byFlavour.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.value;
      return load(key);
    },
    async resolveById(id: number): Promise<BrandContext | undefined> {
      const flavour = idToFlavour.get(id);
      if (flavour) return this.resolve(flavour);
      const row = await repository.findById(id);
      return row ? this.resolve(row.flavour) : undefined;
    },
    /** Forgets cached brands after a change (made in this process, or announced by the database). */
    invalidate(flavour?: string): void {
      if (flavour) byFlavour.delete(flavour.toLowerCase());
      else byFlavour.clear();
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
