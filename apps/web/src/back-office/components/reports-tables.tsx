import type { ReactNode } from 'react';
import {
  REPORT_CHANNEL_LABELS,
  REPORT_CHANNEL_OPTIONS,
  REPORT_LATEST_ORDERS,
  type Report,
  type ReportDay,
  type ReportItem,
} from '@storefront/contract/reports';
import { dueLabel, londonClockLabel } from '@storefront/domain/due-time';
import { formatPence } from '@storefront/domain/money';
import { statusLabel } from '@storefront/domain/order-status';

/** A London date as a short label ('Mon 15 Jun 2026'); the date is a calendar day, so read in UTC. */
export const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** A panel of the report, named by its heading, with a note on how to read it where it needs one. */
function ReportPanel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="office__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="admin__muted reports__note">{note}</p> : null}
      {children}
    </section>
  );
}

/** The heading of a column of numbers (aligned right, as its cells are). */
function NumberHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="reports__num">
      {children}
    </th>
  );
}

/** A channel's or branch's stretch of a bar: its percentage of the bar's width, in its colour. */
function BarSegment({ kind, percent }: { kind: string; percent: number }) {
  return <span className={`reports__segment reports__segment--${kind}`} style={{ width: `${percent}%` }} />;
}

/** Orders and revenue of each channel, with its share of the revenue as a bar. */
export function ChannelBreakdown({ report }: { report: Report }) {
  return (
    <ReportPanel id="reports-channels" title="By channel">
      <ul className="reports__channels">
        {report.Channels.map((c) => (
          <li key={c.Channel} className="reports__channel">
            <span className="reports__channel-name">
              <span className={`reports__swatch reports__swatch--${c.Channel}`} aria-hidden="true" />
              {REPORT_CHANNEL_LABELS[c.Channel]}
            </span>
            <span>
              {c.Orders} {c.Orders === 1 ? 'order' : 'orders'}
            </span>
            <strong>{formatPence(c.RevenuePence)}</strong>
            <span className="reports__bar" aria-hidden="true">
              <BarSegment kind={c.Channel} percent={share(c.RevenuePence, report.RevenuePence)} />
            </span>
          </li>
        ))}
      </ul>
    </ReportPanel>
  );
}

/** Each branch's orders and revenue, with its share of the revenue; the rows add up to the range's totals. */
export function BranchBreakdown({ report }: { report: Report }) {
  return (
    <ReportPanel id="reports-branches" title="By branch">
      <table className="reports__table reports__branches">
        <caption className="visually-hidden">Orders and revenue by branch</caption>
        <thead>
          <tr>
            <th scope="col">Branch</th>
            <NumberHeading>Orders</NumberHeading>
            <NumberHeading>Revenue</NumberHeading>
            <NumberHeading>Share</NumberHeading>
            <th scope="col" className="reports__bar-cell">
              <span className="visually-hidden">Share of the revenue</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.Branches.map((b) => (
            <tr key={b.BranchId ?? 'none'} className={b.Orders === 0 ? 'reports__quiet' : undefined}>
              <th scope="row">{b.Name}</th>
              <td className="reports__num">{b.Orders}</td>
              <td className="reports__num">{formatPence(b.RevenuePence)}</td>
              <td className="reports__num">{Math.round(share(b.RevenuePence, report.RevenuePence))}%</td>
              <td className="reports__bar-cell">
                <span className="reports__bar" aria-hidden="true">
                  <BarSegment kind="branch" percent={share(b.RevenuePence, report.RevenuePence)} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}

/** A day's revenue by channel: a bar against the best day's revenue, and each channel's orders in words. */
function DayChannelsCell({ day, best }: { day: ReportDay; best: number }) {
  return (
    <td className="reports__bar-cell">
      <span className="reports__bar">
        {day.Channels.filter((c) => c.RevenuePence > 0).map((c) => (
          <BarSegment key={c.Channel} kind={c.Channel} percent={share(c.RevenuePence, best)} />
        ))}
      </span>
      <span className="visually-hidden">
        {day.Channels.filter((c) => c.Orders > 0)
          .map((c) => `${REPORT_CHANNEL_LABELS[c.Channel]}: ${c.Orders}`)
          .join(', ')}
      </span>
    </td>
  );
}

/** Each day's orders and revenue; the bar is the day's revenue against the best day's, split by channel. */
export function DaysTable({ report }: { report: Report }) {
  const best = Math.max(...report.Days.map((d) => d.RevenuePence), 0);
  return (
    <ReportPanel id="reports-days" title="By day">
      <div className="reports__legend" aria-hidden="true">
        {report.Channels.map((c) => (
          <span key={c.Channel}>
            <span className={`reports__swatch reports__swatch--${c.Channel}`} />
            {REPORT_CHANNEL_LABELS[c.Channel]}
          </span>
        ))}
      </div>
      <table className="reports__table reports__days">
        <caption className="visually-hidden">Orders and revenue by day, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <NumberHeading>Orders</NumberHeading>
            <NumberHeading>Revenue</NumberHeading>
            <th scope="col">
              <span className="visually-hidden">Revenue by channel</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.Days.map((day) => (
            <tr key={day.Date} className={day.Orders === 0 ? 'reports__quiet' : undefined}>
              <th scope="row">
                <time dateTime={day.Date}>{dayLabel(day.Date)}</time>
              </th>
              <td className="reports__num">{day.Orders}</td>
              <td className="reports__num">{formatPence(day.RevenuePence)}</td>
              <DayChannelsCell day={day} best={best} />
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}

function ItemsTable({ id, title, items }: { id: string; title: string; items: ReportItem[] }) {
  return (
    <section className="reports__items" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <table className="reports__table">
        <thead>
          <tr>
            <NumberHeading>#</NumberHeading>
            <th scope="col">Item</th>
            <NumberHeading>Sold</NumberHeading>
            <NumberHeading>Revenue</NumberHeading>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={`${item.Kind}:${item.ItemId}`}>
              <td className="reports__num">{index + 1}</td>
              <th scope="row" className="reports__item">
                {item.Title}
              </th>
              <td className="reports__num">{item.Quantity}</td>
              <td className="reports__num">{formatPence(item.RevenuePence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The best sellers by quantity and by revenue; an item's options are counted together. */
export function TopItems({ report }: { report: Report }) {
  return (
    <ReportPanel
      id="reports-top"
      title="Top items"
      note={
        <>
          Options chosen are counted with their item; revenue is what the items&rsquo; lines came to, before
          order discounts and refunds.
        </>
      }
    >
      <div className="reports__tops">
        <ItemsTable id="reports-top-quantity" title="By quantity" items={report.TopByQuantity} />
        <ItemsTable id="reports-top-revenue" title="By revenue" items={report.TopByRevenue} />
      </div>
    </ReportPanel>
  );
}

/**
 * The range's latest orders with when each was due (ASAP or scheduled, London time, the day when it is not
 * today): the orders CSV has every one.
 */
export function LatestOrders({
  report,
  now,
  branches,
}: {
  report: Report;
  now: Date;
  /** Name each order's branch (every branch of a brand with several is shown). */
  branches: boolean;
}) {
  const orders = report.LatestOrders;
  return (
    <ReportPanel
      id="reports-orders"
      title="Latest orders"
      note={
        <>
          {orders.length < report.Orders
            ? `The latest ${REPORT_LATEST_ORDERS} of ${report.Orders}; download the orders for all of them.`
            : 'Every order of the range, latest first.'}{' '}
          Due is when the customer asked for it: as soon as possible (ASAP) or a time they chose (Scheduled).
        </>
      }
    >
      <table className="reports__table reports__orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Due</th>
            {branches ? (
              <th scope="col" className="reports__wide">
                Branch
              </th>
            ) : null}
            <th scope="col" className="reports__wide">
              Channel
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="reports__wide">
              Placed at
            </th>
            <NumberHeading>Revenue</NumberHeading>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.OrderId}>
              <th scope="row">{order.OrderNumber}</th>
              <td>
                {order.DueAt ? (
                  <time dateTime={order.DueAt}>
                    {dueLabel(new Date(order.DueAt), order.Scheduled, now).label}
                  </time>
                ) : (
                  'ASAP'
                )}
              </td>
              {branches ? <td className="reports__wide">{order.Branch?.Name ?? ''}</td> : null}
              <td className="reports__wide">{REPORT_CHANNEL_LABELS[order.Channel]}</td>
              <td>{statusLabel(order.Status, REPORT_CHANNEL_OPTIONS[order.Channel])}</td>
              <td className="reports__wide">
                <time dateTime={order.PlacedAt}>{londonClockLabel(new Date(order.PlacedAt), now)}</time>
              </td>
              <td className="reports__num">{formatPence(order.RevenuePence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}
