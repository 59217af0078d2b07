import {
  REPORT_CHANNEL_LABELS,
  REPORT_CHANNEL_OPTIONS,
  REPORT_LATEST_ORDERS,
  REPORT_MAX_DAYS,
  REPORT_TIME_ZONE,
  REPORT_TOP_ITEMS,
  ReportChannel,
  type Report,
  type ReportBranchFigures,
  type ReportChannelFigures,
  type ReportDay,
  type ReportItem,
  type ReportOrder,
  type ReportQuery,
} from '@storefront/contract/reports';
import { statusLabel } from '@storefront/domain/order-status';
import { datesBetween, reportRange } from '@storefront/domain/report-range';
import { londonInstants, londonTime } from '@storefront/domain/schedule';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import { orderNumber } from '../orders/order-dto';
import {
  createReportsRepository,
  type BranchRow,
  type DateRange,
  type DayChannelRow,
  type ItemRow,
  type OrderReportRow,
  type ReportFilter,
  type ReportsRepository,
} from './reports.repository';
import { csvPounds, toCsv } from './reports.csv';

const CHANNELS = ReportChannel.options;

/** A CSV file to send: its name and its text. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/** The range asked for, completed with the defaults and checked (a `from` alone may reach too far back). */
function rangeOf(query: ReportQuery, now: Date): DateRange {
  const range = reportRange(query, now);
  if (datesBetween(range.from, range.to).length > REPORT_MAX_DAYS)
    throw badRequest(`Choose at most ${REPORT_MAX_DAYS} days`, [
      { Path: 'querystring.to', Message: `Choose at most ${REPORT_MAX_DAYS} days` },
    ]);
  return range;
}

/** A file name part from the brand's flavour or a branch's name: letters, digits and dashes only. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'brand';

/** What a report covers, checked: its range, and the branch asked for (one of the brand's) with its name. */
interface Scope {
  filter: ReportFilter;
  /** The brand's branches now. */
  branches: { id: number; name: string }[];
  /** The branch asked for; null: every branch. */
  branch: { id: number; name: string } | null;
}

const NOT_A_BRANCH = 'Choose one of your branches';

/** The range and the branch of a request, checked against the brand's branches (a 400 naming BranchId). */
async function scopeOf(
  repo: ReportsRepository,
  brand: BrandContext,
  query: ReportQuery,
  now: Date,
): Promise<Scope> {
  const range = rangeOf(query, now);
  const branches = await repo.branches(brand.id);
  const branch = query.BranchId === undefined ? null : branches.find((b) => b.id === query.BranchId);
  if (branch === undefined)
    throw badRequest(NOT_A_BRANCH, [{ Path: 'querystring.BranchId', Message: NOT_A_BRANCH }]);
  return { filter: { ...range, branchId: branch?.id ?? null }, branches, branch };
}

/**
 * Each branch's figures, adding up to the report's: the brand's branches (the one asked for alone when
 * filtered) with or without orders, then branches removed since under the name of their latest order, then
 * orders naming no branch.
 */
function branchesOf(scope: Scope, rows: BranchRow[]): ReportBranchFigures[] {
  const listed = scope.branch ? [scope.branch] : scope.branches;
  const figures: ReportBranchFigures[] = listed.map((b) => ({
    BranchId: b.id,
    Name: b.name,
    Orders: 0,
    RevenuePence: 0,
  }));
  for (const row of rows) {
    let entry = figures.find((f) => f.BranchId === row.branchId);
    if (!entry) {
      entry = {
        BranchId: row.branchId,
        Name: row.branchId === null ? 'No branch' : (row.name ?? `Branch ${row.branchId}`),
        Orders: 0,
        RevenuePence: 0,
      };
      figures.push(entry);
    }
    entry.Orders += row.orders;
    entry.RevenuePence += row.revenuePence;
  }
  return figures;
}

/** The Branch cell of the days and items files: the branch they cover, or all of them. */
const branchCell = (scope: Scope) => scope.branch?.name ?? 'All branches';

/** A file's name: the brand, the branch when filtered, what it holds and its range. */
const fileName = (brand: BrandContext, scope: Scope, what: string) =>
  `${[safeName(brand.flavour), ...(scope.branch ? [safeName(scope.branch.name)] : [])].join('-')}-${what}-` +
  `${scope.filter.from}-to-${scope.filter.to}.csv`;

const toItem = (row: ItemRow): ReportItem => ({
  Kind: row.recipeId !== null ? 'Recipe' : 'Product',
  ItemId: (row.recipeId ?? row.productId)!,
  Title: row.title,
  Quantity: row.quantity,
  RevenuePence: row.revenuePence,
});

const toOrder = (brand: BrandContext, row: OrderReportRow): ReportOrder => ({
  OrderId: row.id,
  OrderNumber: orderNumber(brand, row.id),
  Branch: row.branchId === null ? null : { BranchId: row.branchId, Name: row.branchName ?? '' },
  PlacedAt: row.createdAt.toISOString(),
  Channel: row.channel,
  Status: row.status,
  DueAt: (row.dueAt ?? row.scheduledFor)?.toISOString() ?? null,
  Scheduled: row.scheduledFor !== null,
  ReadyBy: row.readyBy?.toISOString() ?? null,
  RevenuePence: row.revenuePence,
});

/**
 * An instant as a spreadsheet cell on the London clock, 'YYYY-MM-DD HH:MM' (sortable as text); the repeated
 * October hour says which ('2030-10-27 01:30 BST'); '' for none.
 */
export function csvLondon(at: Date | null): string {
  if (!at) return '';
  const wall = londonTime(at);
  const repeated = londonInstants(wall.date, wall.time).length > 1;
  return `${wall.date} ${wall.time}${repeated ? ` ${wall.zone}` : ''}`;
}

const emptyChannels = (): ReportChannelFigures[] =>
  CHANNELS.map((Channel) => ({ Channel, Orders: 0, RevenuePence: 0 }));

/** Every day of the range with each channel's figures, from the database's (day, channel) groups. */
function daysOf(range: DateRange, rows: DayChannelRow[]): ReportDay[] {
  const days = new Map(
    datesBetween(range.from, range.to).map((date) => [
      date,
      { Date: date, Orders: 0, RevenuePence: 0, Channels: emptyChannels() },
    ]),
  );
  for (const row of rows) {
    const day = days.get(row.day);
    const figures = day?.Channels.find((c) => c.Channel === row.channel);
    if (!day || !figures) continue;
    figures.Orders += row.orders;
    figures.RevenuePence += row.revenuePence;
    day.Orders += row.orders;
    day.RevenuePence += row.revenuePence;
  }
  return [...days.values()];
}

/**
 * Owners' reports: orders and revenue by London day, channel and branch, the average order, the top items, the
 * latest orders with when they were due, and CSV files of the same, for every branch or one. The database does
 * the counting (GROUP BY on the brand's orders); this file only arranges the groups.
 */
export function createReportsService(db: DbOrTx, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const repo = createReportsRepository(db);
  const scope = (brand: BrandContext, query: ReportQuery) => scopeOf(repo, brand, query, now());

  return {
    async report(brand: BrandContext, query: ReportQuery): Promise<Report> {
      const { filter, ...checked } = await scope(brand, query);
      const [rows, byBranch, byQuantity, byRevenue, latest] = await Promise.all([
        repo.byDayAndChannel(brand.id, filter),
        repo.byBranch(brand.id, filter),
        repo.items(brand.id, filter, 'quantity', REPORT_TOP_ITEMS),
        repo.items(brand.id, filter, 'revenue', REPORT_TOP_ITEMS),
        repo.orders(brand.id, filter, REPORT_LATEST_ORDERS),
      ]);
      const channels = emptyChannels();
      for (const row of rows) {
        const figures = channels.find((c) => c.Channel === row.channel)!;
        figures.Orders += row.orders;
        figures.RevenuePence += row.revenuePence;
      }
      const orders = rows.reduce((sum, r) => sum + r.orders, 0);
      const revenue = rows.reduce((sum, r) => sum + r.revenuePence, 0);
      return {
        From: filter.from,
        To: filter.to,
        TimeZone: REPORT_TIME_ZONE,
        BranchId: filter.branchId,
        Orders: orders,
        RevenuePence: revenue,
        AverageOrderPence: orders === 0 ? 0 : Math.round(revenue / orders),
        RefundedPence: rows.reduce((sum, r) => sum + r.refundedPence, 0),
        Channels: channels,
        Branches: branchesOf({ filter, ...checked }, byBranch),
        Days: daysOf(filter, rows),
        TopByQuantity: byQuantity.map(toItem),
        TopByRevenue: byRevenue.map(toItem),
        LatestOrders: latest.map((row) => toOrder(brand, row)),
      };
    },

    /**
     * One row per London day: its totals, then each channel's orders and revenue (pounds, two decimals), then
     * the branch the file covers.
     */
    async daysCsv(brand: BrandContext, query: ReportQuery): Promise<CsvFile> {
      const checked = await scope(brand, query);
      const days = daysOf(checked.filter, await repo.byDayAndChannel(brand.id, checked.filter));
      const header = [
        'Date',
        'Orders',
        'Revenue (GBP)',
        ...CHANNELS.flatMap((c) => [
          `${REPORT_CHANNEL_LABELS[c]} orders`,
          `${REPORT_CHANNEL_LABELS[c]} revenue (GBP)`,
        ]),
        'Branch',
      ];
      const rows = days.map((d) => [
        d.Date,
        d.Orders,
        csvPounds(d.RevenuePence),
        ...d.Channels.flatMap((c) => [c.Orders, csvPounds(c.RevenuePence)]),
        branchCell(checked),
      ]);
      return { fileName: fileName(brand, checked, 'orders-by-day'), body: toCsv(header, rows) };
    },

    /** Every item sold in the range, best-selling by revenue first, with the branch the file covers. */
    async itemsCsv(brand: BrandContext, query: ReportQuery): Promise<CsvFile> {
      const checked = await scope(brand, query);
      const items = (await repo.items(brand.id, checked.filter, 'revenue')).map(toItem);
      const rows = items.map((item, index) => [
        index + 1,
        item.Title,
        item.Kind,
        item.ItemId,
        item.Quantity,
        csvPounds(item.RevenuePence),
        branchCell(checked),
      ]);
      return {
        fileName: fileName(brand, checked, 'items'),
        body: toCsv(['Rank', 'Item', 'Type', 'Item id', 'Quantity', 'Revenue (GBP)', 'Branch'], rows),
      };
    },

    /**
     * Every counted order in the order it was placed, with when it was due: 'ASAP' or 'Scheduled', and the
     * time on the London clock (placed, due and ready-by alike), so a kitchen can compare promises with days;
     * then the branch that made it.
     */
    async ordersCsv(brand: BrandContext, query: ReportQuery): Promise<CsvFile> {
      const checked = await scope(brand, query);
      const rows = (await repo.orders(brand.id, checked.filter)).map((row) => {
        const order = toOrder(brand, row);
        return [
          order.OrderNumber,
          csvLondon(row.createdAt),
          REPORT_CHANNEL_LABELS[order.Channel],
          statusLabel(order.Status, REPORT_CHANNEL_OPTIONS[order.Channel]),
          order.Scheduled ? 'Scheduled' : 'ASAP',
          csvLondon(order.DueAt === null ? null : new Date(order.DueAt)),
          csvLondon(row.readyBy),
          csvPounds(order.RevenuePence),
          order.Branch?.Name ?? '',
        ];
      });
      const header = [
        'Order',
        'Placed (London)',
        'Channel',
        'Status',
        'Due',
        'Due at (London)',
        'Ready by (London)',
        'Revenue (GBP)',
        'Branch',
      ];
      return { fileName: fileName(brand, checked, 'orders'), body: toCsv(header, rows) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
