import { ok } from '@storefront/contract/envelope';
import { NOT_BUSY, type BusyMode } from '@storefront/domain/busy-mode';
import type { StoredBusyMode } from '../../db/schema';
import type { BrandBranch, BrandContext } from '../../lib/brand-context';
import { PreparedBody } from '../../lib/prepared-body';
import type { BrandRepository, BrandRow } from './brand.repository';

export type { BrandBranch, BrandContext } from '../../lib/brand-context';

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
 * How long a cached brand is used before it is read again. Changes are announced on BRAND_CHANGES_CHANNEL and
 * drop the cached copy at once (the next request waits for the new version); the lifetime only bounds staleness
 * should a notification be missed, so past it the cached copy still answers while a fresh read runs behind it.
 */
const TTL_MS = 5_000;

function toContext(row: BrandRow, branches: BrandBranch[]): BrandContext {
  return {
    id: row.id,
    flavour: row.flavour,
    name: row.name,
    version: row.version,
    web: row.webConfig,
    config: row.brandConfig,
    webCustomer: new PreparedBody(JSON.stringify({ Info: ok(), Data: row.webConfig })),
    busy: toBusyMode(row.busyMode),
    slotCapacity: row.slotCapacity,
    branches,
  };
}

/**
 * Resolves brands by flavour or id, with an in-process cache (brand data is read on every call). Requests never
 * wait for a routine re-read, and concurrent reads of one brand share one query.
 */
export function createBrandService(repository: BrandRepository, now: () => number = Date.now) {
  const byFlavour = new Map<string, { at: number; value: BrandContext | undefined }>();
  const loading = new Map<string, Promise<BrandContext | undefined>>();
  const idToFlavour = new Map<number, string>();

  function load(flavour: string): Promise<BrandContext | undefined> {
    const pending = loading.get(flavour);
    if (pending) return pending;
    const read = async () => {
      const row = await repository.findByFlavour(flavour);
      // Every change to a brand bumps its version: an unchanged version keeps the prepared context, so its
      // answers (the getBrandInfo bytes and their compressed forms, the catalogue's cached answers) are made once
      // per version.
      const previous = byFlavour.get(flavour)?.value;
      const value =
        row && previous?.id === row.id && previous.version === row.version
          ? previous
          : row && toContext(row, await repository.branches(row.id));
      // A change announced while this read ran may have missed it: such a read answers its callers, but is not kept.
      if (loading.get(flavour) === promise) {
        byFlavour.set(flavour, { at: now(), value });
        if (value) idToFlavour.set(value.id, value.flavour);
      }
      return value;
    };
    const promise: Promise<BrandContext | undefined> = read().finally(() => {
      if (loading.get(flavour) === promise) loading.delete(flavour);
    });
    loading.set(flavour, promise);
    return promise;
  }

  /** The cache entry for a flavour; one past its lifetime is re-read in the background and answers meanwhile. */
  function cached(key: string) {
    const hit = byFlavour.get(key);
    if (hit && now() - hit.at >= TTL_MS) load(key).catch(() => undefined);
    return hit;
  }

  return {
    /** The cached brand for a flavour (no I/O; undefined when no brand has it); `null` when it must be loaded. */
    peek(flavour: string): BrandContext | undefined | null {
      const hit = cached(flavour.toLowerCase());
      return hit ? hit.value : null;
    },
    /** The cached brand with this id (no I/O); undefined when it is not cached. */
    peekById(id: number): BrandContext | undefined {
      const flavour = idToFlavour.get(id);
      const brand = flavour === undefined ? undefined : cached(flavour)?.value;
      return brand?.id === id ? brand : undefined;
    },
    /** The brand for a flavour (case-insensitive), or undefined when no brand has it. */
    async resolve(flavour: string): Promise<BrandContext | undefined> {
      const key = flavour.toLowerCase();
      const hit = cached(key);
      return hit ? hit.value : load(key);
    },
    async resolveById(id: number): Promise<BrandContext | undefined> {
      const flavour = idToFlavour.get(id);
      if (flavour) return this.resolve(flavour);
      const row = await repository.findById(id);
      return row ? this.resolve(row.flavour) : undefined;
    },
    /** Forgets cached brands after a change (made in this process, or announced by the database). */
    invalidate(flavour?: string): void {
      if (flavour) {
        byFlavour.delete(flavour.toLowerCase());
        loading.delete(flavour.toLowerCase());
      } else {
        byFlavour.clear();
        loading.clear();
      }
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
