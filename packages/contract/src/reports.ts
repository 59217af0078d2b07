import { z } from 'zod';
import type { OrderOption } from './catalog';
import { Info } from './envelope';
import { IdParam } from './ids';
import { OrderStatus } from './order';

/**
 * The back office's reports (issue 10, owners only): orders and revenue by Europe/London day and by channel,
 * the average order value and the top items over a date range, and the same tables as CSV downloads.
 */
export const reportRoutes = {
  /** GET: the figures of a date range (`from`, `to`; default the last 30 days). */
  report: '/api/admin/:brand/reports',
  /** GET: orders and revenue per day and channel, as CSV. */
  daysCsv: '/api/admin/:brand/reports/days.csv',
  /** GET: every item sold in the range with its quantity and revenue, as CSV. */
  itemsCsv: '/api/admin/:brand/reports/items.csv',
  /** GET: every order counted in the range with when it was due (ASAP or scheduled), as CSV. */
  ordersCsv: '/api/admin/:brand/reports/orders.csv',
} as const;

/** Days are calendar days of this time zone, whatever the server's or the browser's. */
export const REPORT_TIME_ZONE = 'Europe/London';
/** A report covers at most this many days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** The default range: this many days up to and including today. */
export const REPORT_DEFAULT_DAYS = 30;
/** How many items each top list holds. */
export const REPORT_TOP_ITEMS = 10;
/** How many of the range's orders the report lists, latest first (the orders CSV has them all). */
export const REPORT_LATEST_ORDERS = 50;

/** What counts, in one line: the screen shows it and the ADR explains it. */
export const REPORT_RULES =
  'Counts placed, accepted, ready, out-for-delivery and completed orders by the London day they were placed; ' +
  'training, unpaid card, cancelled and rejected orders are left out. Revenue is what customers paid for ' +
  'their orders (gift cards used as payment included, delivery fees included, after discounts) less refunds; ' +
  'gift cards sold are not orders.';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a 'YYYY-MM-DD' string names a real calendar day (no 31 February). */
function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * The days a report may name: orders are placed now, and a range reaching the year 9999's last day has no next
 * day to end at ('+010000-01-01' is not a 'YYYY-MM-DD' date).
 */
export const REPORT_FIRST_DATE = '2000-01-01';
export const REPORT_LAST_DATE = '2999-12-31';

export const ReportDate = z
  .string()
  .trim()
  .regex(DATE, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'This date does not exist')
  .refine(
    (value) => value >= REPORT_FIRST_DATE && value <= REPORT_LAST_DATE,
    `Choose a date from ${REPORT_FIRST_DATE} to ${REPORT_LAST_DATE}`,
  );

/** Days from one 'YYYY-MM-DD' date to another (both valid). */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Both ends known: `to` on or after `from`, at most REPORT_MAX_DAYS days in all. The messages sit on `to`. */
function checkRange(range: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!range.from || !range.to || !isCalendarDate(range.from) || !isCalendarDate(range.to)) return;
  const span = daysBetween(range.from, range.to);
  if (span < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date' });
  else if (span + 1 > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Choose at most ${REPORT_MAX_DAYS} days`,
    });
}

/**
 * The range of a report request: London calendar dates, both included. Without `to` the range ends today;
 * without `from` it starts REPORT_DEFAULT_DAYS − 1 days before `to`.
 */
export const ReportQuery = z
  .object({
    from: ReportDate.optional(),
    to: ReportDate.optional(),
    /** Only this branch's orders (one of the brand's branches); absent: every branch. */
    BranchId: IdParam.optional(),
  })
  .superRefine(checkRange);
export type ReportQuery = z.infer<typeof ReportQuery>;

/** The range picker's form: both dates required. */
export const ReportRangeForm = z
  .object({
    from: z.string().trim().min(1, 'Enter the start date').pipe(ReportDate),
    to: z.string().trim().min(1, 'Enter the end date').pipe(ReportDate),
  })
  .superRefine(checkRange);
export type ReportRangeForm = z.infer<typeof ReportRangeForm>;

/**
 * Where an order came from: its delivery type, with eat-in orders placed from a table's QR code (dine-in)
 * apart from other eat-in orders.
 */
export const ReportChannel = z.enum(['Delivery', 'Collection', 'EatIn', 'DineIn']);
export type ReportChannel = z.infer<typeof ReportChannel>;
export const REPORT_CHANNEL_LABELS: Record<ReportChannel, string> = {
  Delivery: 'Delivery',
  Collection: 'Collection',
  EatIn: 'Eat in',
  DineIn: 'Dine in (table)',
};
/** The order option of a report channel (a dine-in order is eaten in, at a table). */
export const REPORT_CHANNEL_OPTIONS: Record<ReportChannel, OrderOption> = {
  Delivery: 'Delivery',
  Collection: 'Pickup',
  EatIn: 'EatIn',
  DineIn: 'EatIn',
};

/** Orders and revenue (integer pence). */
const Figures = {
  Orders: z.number().int(),
  RevenuePence: z.number().int(),
};

export const ReportChannelFigures = z.object({ Channel: ReportChannel, ...Figures });
export type ReportChannelFigures = z.infer<typeof ReportChannelFigures>;

/** One London day: its totals and each channel's (every channel, in ReportChannel's order). */
export const ReportDay = z.object({
  /** 'YYYY-MM-DD'. */
  Date: z.string(),
  ...Figures,
  Channels: z.array(ReportChannelFigures),
});
export type ReportDay = z.infer<typeof ReportDay>;

/** An item sold: all its lines together, whatever options were chosen. */
export const ReportItem = z.object({
  Kind: z.enum(['Recipe', 'Product']),
  ItemId: z.number().int(),
  /** The title on its latest order. */
  Title: z.string(),
  Quantity: z.number().int(),
  /** What its lines came to (options included), before order discounts and refunds. */
  RevenuePence: z.number().int(),
});
export type ReportItem = z.infer<typeof ReportItem>;

/**
 * One branch's orders and revenue. A branch removed since keeps its orders under the name they were placed with;
 * BranchId null holds orders that name no branch (a brand without branches).
 */
export const ReportBranchFigures = z.object({
  BranchId: z.number().int().nullable(),
  Name: z.string(),
  ...Figures,
});
export type ReportBranchFigures = z.infer<typeof ReportBranchFigures>;

/** An order counted in a report, with when it was due. */
export const ReportOrder = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  /** The branch that made it, named as when it was placed; null for a brand without branches. */
  Branch: z.object({ BranchId: z.number().int(), Name: z.string() }).nullable(),
  /** When it was placed (ISO 8601). */
  PlacedAt: z.string(),
  Channel: ReportChannel,
  Status: OrderStatus,
  /** When it was due (ISO 8601): the customer's chosen time, or for ASAP the earliest when placed. */
  DueAt: z.string().nullable(),
  /** The customer chose the time (else ASAP). */
  Scheduled: z.boolean(),
  /** When the kitchen promised it, once accepted (ISO 8601). */
  ReadyBy: z.string().nullable(),
  /** What the customer paid for it less refunds. */
  RevenuePence: z.number().int(),
});
export type ReportOrder = z.infer<typeof ReportOrder>;

export const Report = z.object({
  From: z.string(),
  To: z.string(),
  TimeZone: z.string(),
  /** The branch the figures are for; null: every branch. */
  BranchId: z.number().int().nullable(),
  ...Figures,
  /** Revenue ÷ orders, rounded to the penny; 0 without orders. */
  AverageOrderPence: z.number().int(),
  /** Refunded on the orders counted (already taken off RevenuePence). */
  RefundedPence: z.number().int(),
  Channels: z.array(ReportChannelFigures),
  /**
   * Each branch's share, adding up to the totals: every branch of the brand (the first first, none left out for
   * having no orders), then any other branch the range's orders name. Only the branch asked for when filtered.
   */
  Branches: z.array(ReportBranchFigures),
  /** Every day of the range, oldest first, days without orders included. */
  Days: z.array(ReportDay),
  TopByQuantity: z.array(ReportItem),
  TopByRevenue: z.array(ReportItem),
  /** The latest REPORT_LATEST_ORDERS orders counted, latest first. */
  LatestOrders: z.array(ReportOrder),
});
export type Report = z.infer<typeof Report>;
export const ReportResponse = z.object({ Info, Data: Report });
export type ReportResponse = z.infer<typeof ReportResponse>;
