import type { Order, OrderStatus } from '@storefront/contract/order';
import type { DbOrTx } from '../../db/client';
import type { BrandContext } from '../brand/brand.service';
import { toOrderDto } from './order-dto';
import { createOrdersRepository } from './orders.repository';

/**
 * Runs once a placed order's transaction has committed (placed in person, or paid for by card): answers the
 * order as it now stands (auto-accept), or null when it left it as it was. Its failure is its own: the order
 * stands.
 */
export type AfterPlaced = <T extends Order>(brand: BrandContext, order: T) => Promise<T | null>;

/** Gives back, in the cancelling transaction, what an order took besides stock (points, promo uses, gift money). */
export type OnCancelled = (tx: DbOrTx, brandId: number, orderId: number) => Promise<void>;

/**
 * Runs in the transaction that marks an order Completed (points earned). Must be idempotent per order: an order
 * may be completed through more than one route, and only the first move to Completed counts.
 */
export type OnCompleted = (tx: DbOrTx, brand: BrandContext, orderId: number) => Promise<void>;

/**
 * Runs in the transaction that placed an order (`from` null) or moved it between statuses, with the order as it
 * now stands: what the outside world is told (webhooks, push, status emails) is queued with the change, so a
 * change rolled back tells nobody. A card order waiting for its payment is not yet placed: its moves are not told.
 */
export type OnStatusChanged = (
  tx: DbOrTx,
  brand: BrandContext,
  change: { order: Order; from: OrderStatus | null },
) => Promise<void>;

/** Runs in the transaction that recorded a refund on an order, with the order as it now stands. */
export type OnRefunded = (
  tx: DbOrTx,
  brand: BrandContext,
  refund: { order: Order; amountPence: number },
) => Promise<void>;

/**
 * What other areas do when an order is placed, cancelled or completed, wherever that happens (the checkout, a
 * card payment, the board, the payment sweep). Areas add their steps when they register (the board its
 * auto-accept, loyalty and gift cards their give-backs, loyalty its points on completion); the order's writers
 * run them in that order. An explicit list, so that no module holds another's service and none is handed one
 * after it was built.
 */
export interface OrderHooks {
  readonly afterPlaced: AfterPlaced[];
  readonly cancelled: OnCancelled[];
  readonly completed: OnCompleted[];
  readonly statusChanged: OnStatusChanged[];
  readonly refunded: OnRefunded[];
}

export function createOrderHooks(): OrderHooks {
  return { afterPlaced: [], cancelled: [], completed: [], statusChanged: [], refunded: [] };
}

/** The order as the API answers it, read in the transaction that changed it. */
async function orderNow(tx: DbOrTx, brand: BrandContext, orderId: number): Promise<Order> {
  const found = await createOrdersRepository(tx).findById(brand.id, orderId);
  if (!found) throw new Error(`order ${orderId} of brand ${brand.id} vanished in its own transaction`);
  return toOrderDto(found.order, found.lines, brand);
}

/** Runs the status-change steps, in the transaction of the change; nothing is read when none is registered. */
export async function runStatusChanged(
  hooks: OrderHooks | undefined,
  tx: DbOrTx,
  brand: BrandContext,
  orderOrId: Order | number,
  from: OrderStatus | null,
): Promise<void> {
  if (!hooks?.statusChanged.length) return;
  const order = typeof orderOrId === 'number' ? await orderNow(tx, brand, orderOrId) : orderOrId;
  for (const step of hooks.statusChanged) await step(tx, brand, { order, from });
}

/** Runs the refund steps, in the refunding transaction. */
export async function runRefunded(
  hooks: OrderHooks | undefined,
  tx: DbOrTx,
  brand: BrandContext,
  orderId: number,
  amountPence: number,
): Promise<void> {
  if (!hooks?.refunded.length) return;
  const order = await orderNow(tx, brand, orderId);
  for (const step of hooks.refunded) await step(tx, brand, { order, amountPence });
}

/** Runs the after-placed steps in turn, each given the order as the one before left it; answers it. */
export async function runAfterPlaced<T extends Order>(
  hooks: OrderHooks | undefined,
  brand: BrandContext,
  order: T,
): Promise<T> {
  let current = order;
  for (const step of hooks?.afterPlaced ?? []) current = (await step(brand, current)) ?? current;
  return current;
}

/** Runs the give-backs of a cancelled order, in its cancelling transaction. */
export async function runCancelled(
  hooks: OrderHooks | undefined,
  tx: DbOrTx,
  brandId: number,
  orderId: number,
): Promise<void> {
  for (const step of hooks?.cancelled ?? []) await step(tx, brandId, orderId);
}

/** Runs what completing an order sets off, in the transaction that completed it. */
export async function runCompleted(
  hooks: OrderHooks | undefined,
  tx: DbOrTx,
  brand: BrandContext,
  orderId: number,
): Promise<void> {
  for (const step of hooks?.completed ?? []) await step(tx, brand, orderId);
}
