import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ReportChannel } from '@storefront/contract/reports';
import type { DbOrTx } from '../../db/client';
import { branches, orderLines, orders, type OrderStatus } from '../../db/schema';

/** The statuses a seller counts: paid or to be paid in person, and not cancelled (nor rejected, a cancellation). */
export const COUNTED_STATUSES = [
  'Placed',
  'Accepted',
  'Ready',
  'OutForDelivery',
  'Completed',
] as const satisfies readonly OrderStatus[];

/** A London calendar date range, both ends included ('YYYY-MM-DD'). */
export interface DateRange {
  from: string;
  to: string;
}

/** What a report covers: a range, and one branch's orders or (null) every branch's. */
export interface ReportFilter extends DateRange {
  branchId: number | null;
}

// The London day of an order: PostgreSQL converts with its time zone database, clock changes included.
const londonDay = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
const channel = sql<ReportChannel>`case
  when ${orders.channel} = 'Delivery' then 'Delivery'
  when ${orders.channel} = 'Pickup' then 'Collection'
  when ${orders.tableNumber} is not null then 'DineIn'
  else 'EatIn' end`;
// What the customer paid for the order (gift card part included) less refunds; never below nothing.
const revenue = sql`greatest(${orders.totalPence} - ${orders.refundedPence}, 0)`;
const count = sql<number>`count(*)`.mapWith(Number);
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * The orders of one brand a report counts: placed in the range's London days (the bounds are London midnights
 * turned into instants by the database), not training, in a counted status, made by the branch asked for.
 */
function counted(brandId: number, filter: ReportFilter): SQL {
  return and(
    eq(orders.brandId, brandId),
    eq(orders.training, false),
    inArray(orders.status, [...COUNTED_STATUSES]),
    gte(orders.createdAt, sql`(${filter.from}::date)::timestamp at time zone 'Europe/London'`),
    lt(orders.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone 'Europe/London'`),
    filter.branchId === null ? undefined : eq(orders.branchId, filter.branchId),
  )!;
}

export interface DayChannelRow {
  day: string;
  channel: ReportChannel;
  orders: number;
  revenuePence: number;
  refundedPence: number;
}

export interface ItemRow {
  recipeId: number | null;
  productId: number | null;
  title: string;
  quantity: number;
  revenuePence: number;
}

export interface BranchRow {
  branchId: number | null;
  /** The name on its latest order. */
  name: string | null;
  orders: number;
  revenuePence: number;
}

export interface OrderReportRow {
  id: number;
  branchId: number | null;
  branchName: string | null;
  createdAt: Date;
  channel: ReportChannel;
  status: OrderStatus;
  dueAt: Date | null;
  scheduledFor: Date | null;
  readyBy: Date | null;
  revenuePence: number;
}

/** Reports: every figure is aggregated by the database (GROUP BY), one brand at a time. */
export function createReportsRepository(db: DbOrTx) {
  return {
    /** The brand's branches now, first (lowest id) first: the ones a report may be filtered to. */
    async branches(brandId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.brandId, brandId))
        .orderBy(asc(branches.id));
    },

    /** Orders and revenue per branch the orders name (null: none), with the name on each one's latest order. */
    async byBranch(brandId: number, filter: ReportFilter): Promise<BranchRow[]> {
      return db
        .select({
          branchId: orders.branchId,
          name: sql<
            string | null
          >`(array_agg(${orders.branchName} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`,
          orders: count,
          revenuePence: sumOf(revenue),
        })
        .from(orders)
        .where(counted(brandId, filter))
        .groupBy(orders.branchId)
        .orderBy(sql`${orders.branchId} nulls last`);
    },

    /** Orders, revenue and refunds per London day and channel (only the pairs that had orders). */
    async byDayAndChannel(brandId: number, filter: ReportFilter): Promise<DayChannelRow[]> {
      return db
        .select({
          day: londonDay,
          channel,
          orders: count,
          revenuePence: sumOf(revenue),
          refundedPence: sumOf(sql`${orders.refundedPence}`),
        })
        .from(orders)
        .where(counted(brandId, filter))
        .groupBy(londonDay, channel)
        .orderBy(londonDay, channel);
    },

    /**
     * Items sold in the counted orders: an item's lines together whatever options they had, its title from
     * its latest order, its revenue what the lines came to. `by` orders them, `limit` keeps the first.
     */
    async items(
      brandId: number,
      filter: ReportFilter,
      by: 'quantity' | 'revenue',
      limit?: number,
    ): Promise<ItemRow[]> {
      const quantity = sumOf(sql`${orderLines.quantity}`);
      const revenuePence = sumOf(sql`${orderLines.totalPence}`);
      const query = db
        .select({
          recipeId: orderLines.recipeId,
          productId: orderLines.productId,
          title: sql<string>`(array_agg(${orderLines.title} order by ${orders.createdAt} desc, ${orderLines.id} desc))[1]`,
          quantity,
          revenuePence,
        })
        .from(orderLines)
        .innerJoin(orders, and(eq(orders.id, orderLines.orderId), eq(orders.brandId, orderLines.brandId)))
        .where(and(eq(orderLines.brandId, brandId), counted(brandId, filter)))
        .groupBy(orderLines.recipeId, orderLines.productId)
        .orderBy(
          ...(by === 'quantity'
            ? [sql`sum(${orderLines.quantity}) desc`, sql`sum(${orderLines.totalPence}) desc`]
            : [sql`sum(${orderLines.totalPence}) desc`, sql`sum(${orderLines.quantity}) desc`]),
          sql`${orderLines.recipeId} nulls last`,
          sql`${orderLines.productId} nulls last`,
        );
      return limit === undefined ? query : query.limit(limit);
    },

    /**
     * The counted orders themselves with when they were due: the latest `limit` first, or (no limit) all of
     * them in the order they were placed.
     */
    async orders(brandId: number, filter: ReportFilter, limit?: number): Promise<OrderReportRow[]> {
      const query = db
        .select({
          id: orders.id,
          branchId: orders.branchId,
          branchName: orders.branchName,
          createdAt: orders.createdAt,
          channel,
          status: orders.status,
          dueAt: orders.dueAt,
          scheduledFor: orders.scheduledFor,
          readyBy: orders.readyBy,
          revenuePence: sql<number>`${revenue}`.mapWith(Number),
        })
        .from(orders)
        .where(counted(brandId, filter));
      return limit === undefined
        ? query.orderBy(asc(orders.createdAt), asc(orders.id))
        : query.orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
