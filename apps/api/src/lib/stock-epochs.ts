/**
 * A counter per brand that moves whenever the brand's stock may have changed, so cached catalogue answers (keyed
 * by brand version and this counter) never show stock that was sold, returned or edited. Two sources move it:
 * - the `stock_changes` notification (migration 0021), sent by the database when a transaction that changed
 *   stock commits — it reaches every API instance, this one included;
 * - this process itself, when it changes stock (the orders repository's `takeStock` / `returnStock`), so the
 *   instance that made a sale never answers from before it, whatever the notification's delay. That move comes
 *   before the commit: an answer computed in between may be cached under the new counter with the old stock,
 *   and the notification, after the commit, moves the counter once more.
 *
 * Process-wide, because repositories are made per transaction without options: several apps in one process (the
 * API tests) only see more invalidations than they need, never fewer.
 */
const epochs = new Map<number, number>();
/** Moved for every brand at once (the notifications were missed); the sum only grows, whichever counter moved. */
let everyBrand = 0;

export function stockChanged(brandId: number): void {
  epochs.set(brandId, (epochs.get(brandId) ?? 0) + 1);
}

/** Every brand's stock may have changed: after a gap in the `stock_changes` notifications (PostgreSQL restarted). */
export function everyStockChanged(): void {
  everyBrand += 1;
}

export function stockEpoch(brandId: number): number {
  return everyBrand + (epochs.get(brandId) ?? 0);
}

export const STOCK_CHANGES_CHANNEL = 'stock_changes';
