import type { Order } from '@storefront/contract/order';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import { amend } from './checkout/amend';
import type { CheckoutDeps } from './checkout/checkout-deps';
import { place } from './checkout/place';
import { quote } from './checkout/quote';
import { reorder } from './checkout/reorder';
import { toOrderDto } from './order-dto';
import { newGuestSession, ownedOrder, owns, type OrderOwner } from './order-owner';
import { createSlotPlanner } from './slots/order-slots';
import { createOrdersRepository } from './orders.repository';

/** What the orders service is built with: the checkout's collaborators, and a clock for tests. */
export type OrdersServiceOptions = Partial<Omit<CheckoutDeps, 'db' | 'planner' | 'clockDatesOrders'>>;

/**
 * Orders: the checkout's use cases (checkout/: quote, place, amend, reorder, over one set of checks) and
 * reading an owner's orders. The server owns every figure: prices come from the catalogue, rules are checked
 * again with the domain's functions, and stock moves in the same transaction as the order is written.
 */
export function createOrdersService(db: Db, options: OrdersServiceOptions = {}) {
  const deps: CheckoutDeps = {
    ...options,
    db,
    now: options.now ?? (() => new Date()),
    clockDatesOrders: options.now !== undefined,
    planner: createSlotPlanner(),
  };
  const repo = createOrdersRepository(db);
  return {
    /** A new guest session token (the guest screen); nothing is stored until an order is placed with it. */
    guestSession: (): string => newGuestSession().token,
    quote: (brand: BrandContext, body: Parameters<typeof quote>[2], owner: OrderOwner | null = null) =>
      quote(deps, brand, body, owner),
    place: (...args: Tail<Parameters<typeof place>>) => place(deps, ...args),
    amend: (...args: Tail<Parameters<typeof amend>>) => amend(deps, ...args),
    reorder: (...args: Tail<Parameters<typeof reorder>>) => reorder(deps, ...args),

    /** Refuses (404, like getOrder) unless the owner placed every one of the orders. */
    async assertOwns(brand: BrandContext, owner: OrderOwner, orderIds: number[]): Promise<void> {
      const found = new Map((await repo.ownersOf(brand.id, orderIds)).map((o) => [o.id, o]));
      for (const id of orderIds) {
        const order = found.get(id);
        if (!order || !owns(owner, order)) throw new HttpError(404, `Order ${id} was not found`);
      }
    },

    async get(brand: BrandContext, owner: OrderOwner, orderId: number): Promise<Order> {
      const found = await ownedOrder(repo, brand, owner, orderId);
      return toOrderDto(found.order, found.lines, brand);
    },

    async list(brand: BrandContext, customerId: number): Promise<Order[]> {
      return (await repo.listForCustomer(brand.id, customerId)).map((o) =>
        toOrderDto(o.order, o.lines, brand),
      );
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
