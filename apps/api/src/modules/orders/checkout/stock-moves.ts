import { HttpError } from '../../../lib/http-error';
import type { NewOrderLine, OrderLineRow, OrdersRepository } from '../orders.repository';
import type { PricedLine } from './line-checks';
import type { ItemKind, OrderableItem } from './orderable-items';

/** How an item's stock moves: `delta` taken (negative: given back), of which the order already holds `held`. */
export interface StockChange {
  kind: ItemKind;
  id: number;
  delta: number;
  held: number;
  title: string;
}

/** What a new order takes: each item's quantity. */
export function stockTaken(
  kind: ItemKind,
  totals: ReadonlyMap<number, number>,
  items: ReadonlyMap<number, OrderableItem>,
): StockChange[] {
  return [...totals].map(([id, quantity]) => ({
    kind,
    id,
    delta: quantity,
    held: 0,
    title: items.get(id)?.title ?? `Item ${id}`,
  }));
}

/** What an amended order moves: its old lines given back, its new ones taken, by item. */
export function stockExchanged(
  old: readonly OrderLineRow[],
  taken: readonly StockChange[],
  items: ReadonlyMap<number, OrderableItem>,
): StockChange[] {
  const changes = new Map<string, StockChange>();
  const change = (kind: ItemKind, id: number, title: string) => {
    const key = `${kind}:${id}`;
    let c = changes.get(key);
    if (!c) changes.set(key, (c = { kind, id, delta: 0, held: 0, title }));
    return c;
  };
  for (const l of old) {
    const c = change(l.recipeId !== null ? 'recipe' : 'product', (l.recipeId ?? l.productId)!, l.title);
    c.delta -= l.quantity;
    c.held += l.quantity;
  }
  for (const t of taken) change(t.kind, t.id, t.title).delta += t.delta;
  for (const c of changes.values()) {
    const item = items.get(c.id);
    if (item?.kind === c.kind) c.title = item.title;
  }
  return [...changes.values()];
}

/**
 * Moves stock by per-item differences (positive: take, negative: give back), always in (kind, id) order so
 * two orders touching the same items never wait on each other in a cycle. Taking is one conditional UPDATE
 * per item (never below zero); a shortfall throws 409 with how many are left, rolling the transaction back.
 */
export async function moveStock(
  repo: OrdersRepository,
  brandId: number,
  changes: StockChange[],
): Promise<void> {
  const ordered = [...changes].sort((a, b) =>
    a.kind === b.kind ? a.id - b.id : a.kind.localeCompare(b.kind),
  );
  for (const c of ordered) {
    if (c.delta > 0) {
      const left = await repo.takeStock(brandId, c.kind, c.id, c.delta);
      if (left === undefined) {
        const available = (await repo.stockOf(brandId, c.kind, c.id)) + c.held;
        throw new HttpError(
          409,
          available > 0 ? `Only ${available} left of ${c.title}` : `${c.title} is sold out`,
        );
      }
    } else if (c.delta < 0) await repo.returnStock(brandId, c.kind, c.id, -c.delta);
  }
}

/** The order's lines as stored, from the priced lines. */
export function lineRows(brandId: number, priced: readonly PricedLine[]): NewOrderLine[] {
  return priced.map((l) => ({
    brandId,
    recipeId: l.kind === 'recipe' ? l.itemId : null,
    productId: l.kind === 'product' ? l.itemId : null,
    title: l.title,
    quantity: l.quantity,
    weightGrams: l.weightGrams,
    unitPence: l.unitPence,
    totalPence: l.unitPence * l.quantity,
    isDiscounted: l.discounted,
    socialDiscount: l.social,
    extras: l.extras,
    foodInfo: l.foodInfo,
  }));
}
