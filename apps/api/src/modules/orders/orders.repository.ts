import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockChanged } from '../../lib/stock-epochs';
import {
  categories,
  customers,
  orderLines,
  orders,
  products,
  recipes,
  type OrderStatus,
} from '../../db/schema';
import { categoryHoursOf } from '../menu/menu-hours.repository';
import { linesOfOrder, linesOfOrders } from './order-lines.repository';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * True when the item is on the menu: not hidden by an owner, and its category switched on (a category switched
 * off hides its items everywhere).
 */
const inActiveCategory = (table: typeof recipes | typeof products) =>
  sql<boolean>`(not ${table.hidden} and exists (select 1 from ${categories} c where c.brand_id = ${table}.brand_id and c.id = ${table}.category_id and c.status))`;

/** Orders and stock, scoped to the brand in every query. */
export function createOrdersRepository(db: DbOrTx) {
  return {
    /**
     * Takes `quantity` from an item's stock only if that much is left (one conditional UPDATE, so concurrent
     * orders can never take the last unit twice; the CHECK constraint backs it). Undefined when not enough, or
     * when the item is marked out of stock (checked in the same statement, so a dish marked out of stock while
     * an order is being placed is not sold).
     */
    async takeStock(
      brandId: number,
      kind: 'recipe' | 'product',
      id: number,
      quantity: number,
    ): Promise<number | undefined> {
      const table = kind === 'recipe' ? recipes : products;
      stockChanged(brandId);
      const [row] = await db
        .update(table)
        .set({ stock: sql`${table.stock} - ${quantity}` })
        .where(
          and(
            eq(table.brandId, brandId),
            eq(table.id, id),
            gte(table.stock, quantity),
            eq(table.outOfStock, false),
          ),
        )
        .returning({ stock: table.stock });
      return row?.stock;
    },
    async stockOf(brandId: number, kind: 'recipe' | 'product', id: number): Promise<number> {
      const table = kind === 'recipe' ? recipes : products;
      const [row] = await db
        .select({ stock: table.stock, outOfStock: table.outOfStock })
        .from(table)
        .where(and(eq(table.brandId, brandId), eq(table.id, id)));
      return row && !row.outOfStock ? row.stock : 0;
    },
    /** Gives back stock an amendment no longer needs. */
    async returnStock(brandId: number, kind: 'recipe' | 'product', id: number, quantity: number) {
      const table = kind === 'recipe' ? recipes : products;
      stockChanged(brandId);
      await db
        .update(table)
        .set({ stock: sql`${table.stock} + ${quantity}` })
        .where(and(eq(table.brandId, brandId), eq(table.id, id)));
    },
    /** The recipes of some ids, with whether their category is on. */
    async recipesForOrder(brandId: number, ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ item: recipes, active: inActiveCategory(recipes), categoryHours: categoryHoursOf(recipes) })
        .from(recipes)
        .where(and(eq(recipes.brandId, brandId), inArray(recipes.id, ids)));
    },
    /** The products of some ids, with whether their category is on. */
    async productsForOrder(brandId: number, ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          item: products,
          active: inActiveCategory(products),
          categoryHours: categoryHoursOf(products),
        })
        .from(products)
        .where(and(eq(products.brandId, brandId), inArray(products.id, ids)));
    },
    async insert(order: typeof orders.$inferInsert, lines: NewOrderLine[]) {
      const [created] = await db.insert(orders).values(order).returning();
      const inserted = await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: created!.id })))
        .returning();
      return { order: created!, lines: inserted };
    },
    /** Where a customer's order emails go (none once the account is deleted). */
    async customerContact(brandId: number, customerId: number) {
      const [row] = await db
        .select({ email: customers.email, firstName: customers.firstName, deletedAt: customers.deletedAt })
        .from(customers)
        .where(and(eq(customers.brandId, brandId), eq(customers.id, customerId)));
      return row && !row.deletedAt ? { email: row.email, firstName: row.firstName } : undefined;
    },
    /** An order of the brand with its lines (ownership is the caller's check). */
    /** Who placed each of some orders of the brand (those that exist). */
    ownersOf(brandId: number, orderIds: number[]) {
      return db
        .select({ id: orders.id, customerId: orders.customerId, guestSessionHash: orders.guestSessionHash })
        .from(orders)
        .where(and(eq(orders.brandId, brandId), inArray(orders.id, orderIds)));
    },

    async findById(brandId: number, orderId: number) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
      if (!order) return undefined;
      return {
        order,
        lines: await linesOfOrder(db, order.id),
      };
    },
    async linesOf(orderId: number) {
      return linesOfOrder(db, orderId);
    },
    /**
     * Moves an order from one status to another only if it is still in the first: one conditional UPDATE, so
     * concurrent moves (a webhook retried, two clicks) succeed once. Undefined when the order was not in
     * `from` (or is not the brand's). Inside a transaction it also locks the row until the commit.
     */
    async transition(
      brandId: number,
      orderId: number,
      from: OrderStatus,
      to: OrderStatus,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      return row;
    },
    /**
     * Locks an order for amending if it is still Placed (a no-op UPDATE on the status, which also serialises
     * amendments of one order against each other and against acceptance). Undefined when it is not Placed.
     */
    async lockPlaced(brandId: number, orderId: number): Promise<OrderRow | undefined> {
      return this.transition(brandId, orderId, 'Placed', 'Placed');
    },
    /** Replaces an order's lines and figures (amendment). */
    async replaceLines(orderId: number, patch: Partial<typeof orders.$inferInsert>, lines: NewOrderLine[]) {
      await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
      const inserted = await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId })))
        .returning();
      const [order] = await db
        .update(orders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      return { order: order!, lines: inserted };
    },
    async findForCustomer(brandId: number, customerId: number, orderId: number) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId), eq(orders.id, orderId)));
      if (!order) return undefined;
      return {
        order,
        lines: await linesOfOrder(db, order.id),
      };
    },
    async listForCustomer(brandId: number, customerId: number, limit = 50) {
      const list = await db
        .select()
        .from(orders)
        .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const lines = await linesOfOrders(
        db,
        list.map((o) => o.id),
      );
      return list.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
