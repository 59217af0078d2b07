import { useMemo, useSyncExternalStore } from 'react';
import type { Product, Recipe } from '@storefront/contract/catalog';
import { type AllergenCode, type RolledUp } from '@storefront/domain/food-info';
import type { ListedFoodInfo } from '@storefront/contract/food-info';
import { brandLocal } from './brand-storage';
import { subscribeStorage } from './storage';

/**
 * The visitor's allergen and dietary filter: dishes containing the allergens to avoid (and, unless told
 * otherwise, those that may contain them) are hidden, and with labels chosen only dishes carrying them all
 * are shown. Kept per brand on this device, so a nut-allergic customer sets it once. A dish whose information
 * is not declared is hidden whenever a filter is on: it could contain anything.
 */
export interface FoodFilter {
  avoid: AllergenCode[];
  mayContainToo: boolean;
  labels: string[];
}

export const NO_FILTER: FoodFilter = { avoid: [], mayContainToo: true, labels: [] };

export const filterIsOn = (filter: FoodFilter) => filter.avoid.length > 0 || filter.labels.length > 0;

/** Whether the filter hides a dish listed with this information. */
export function hiddenBy(filter: FoodFilter, info: RolledUp | null): boolean {
  if (!filterIsOn(filter)) return false;
  if (!info) return true;
  const present = filter.mayContainToo ? [...info.Contains, ...info.MayContain] : info.Contains;
  return (
    filter.avoid.some((code) => present.includes(code)) ||
    filter.labels.some((label) => !info.Labels.includes(label))
  );
}

export function saveFoodFilter(brand: string, filter: FoodFilter): void {
  if (filterIsOn(filter)) brandLocal(brand).set('foodFilter', filter);
  else brandLocal(brand).remove('foodFilter');
}

// useSyncExternalStore wants the same object back while nothing changed.
const snapshots = new Map<string, { key: string; value: FoodFilter }>();

function snapshot(brand: string): FoodFilter {
  const value = brandLocal(brand).get('foodFilter') ?? NO_FILTER;
  const key = JSON.stringify(value);
  const last = snapshots.get(brand);
  if (last?.key === key) return last.value;
  snapshots.set(brand, { key, value });
  return value;
}

/** The brand's filter, live; none while the server renders and the browser hydrates (the server's markup). */
export function useFoodFilter(brand: string): FoodFilter {
  return useSyncExternalStore(
    subscribeStorage,
    () => snapshot(brand),
    () => NO_FILTER,
  );
}

/** An item as the menu lists it (the server works it out: domain food-listing.ts); null when not declared. */
export const listedInfo = (item: Recipe | Product): ListedFoodInfo | null => item.Listed ?? null;

/**
 * Pages of a list with the brand's filter applied, and how many of the loaded items it hides. `offered` is
 * whether the list is food at all (any item declares its information): a parts catalogue gets no filter.
 */
export function useFilteredPages<T extends Recipe | Product, P extends { Data: readonly T[] }>(
  brand: string,
  all: readonly P[],
): { pages: readonly P[]; hidden: number; offered: boolean } {
  const filter = useFoodFilter(brand);
  const offered = useMemo(() => all.some((page) => page.Data.some((item) => item.FoodInfo)), [all]);
  const pages = useMemo(
    () =>
      offered && filterIsOn(filter)
        ? all.map((page) => ({
            ...page,
            Data: page.Data.filter((item) => !hiddenBy(filter, listedInfo(item))),
          }))
        : all,
    [all, filter, offered],
  );
  const count = (list: readonly P[]) => list.reduce((sum, page) => sum + page.Data.length, 0);
  return { pages, hidden: count(all) - count(pages), offered };
}
