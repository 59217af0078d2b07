import type { BrandConfig, LeadTimes } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { BusyMode } from '@storefront/domain/busy-mode';
import type { DayHours } from '@storefront/domain/opening-hours';
import type { PreparedBody } from './prepared-body';

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
  webCustomer: PreparedBody;
  /** Busy mode as set by staff (read it at an instant: orderingAt in ordering-now.ts). */
  busy: BusyMode;
  /** At most this many orders due in any 15-minute slot; null: no limit. */
  slotCapacity: number | null;
  /** The branches an order may name, lowest id first: read with the brand (a branch change bumps its version). */
  branches: BrandBranch[];
}

/** A branch as ordering needs it: where it is, its hours and lead times, its dine-in tables. */
export interface BrandBranch {
  id: number;
  name: string;
  address: string;
  openingHours: DayHours[];
  /** Its own minimum times (ADR 0046); null: the brand's. */
  leadTimes: LeadTimes | null;
  /** Its own dine-in tables (ADR 0048); null: the brand's. */
  dineInTables: number[] | null;
}

/**
 * Finding a request's brand, as the plugins (brand context, pages) need it; the brand module's service is one,
 * handed to them as an option so that no plugin depends on a module.
 */
export interface BrandLookup {
  /** The cached brand for a flavour (no I/O; undefined when no brand has it); `null` when it must be loaded. */
  peek(flavour: string): BrandContext | undefined | null;
  /** The cached brand with this id (no I/O); undefined when it is not cached. */
  peekById(id: number): BrandContext | undefined;
  /** The brand for a flavour (case-insensitive), or undefined when no brand has it. */
  resolve(flavour: string): Promise<BrandContext | undefined>;
  resolveById(id: number): Promise<BrandContext | undefined>;
}
