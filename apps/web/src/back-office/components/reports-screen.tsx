import { useId, useState } from 'react';
import { REPORT_RULES, ReportRangeForm, type Report } from '@storefront/contract/reports';
import { formatPence } from '@storefront/domain/money';
import { reportRange } from '@storefront/domain/report-range';
import { addDays } from '@storefront/domain/schedule';
import { buttonClass } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';
import { errorMessage } from '../../lib/error-message';
import { useBranches } from '../../lib/queries/branches';
import { downloadReportCsv, useReport, type ReportRange, type ReportTable } from '../api/reports';
import {
  BranchBreakdown,
  ChannelBreakdown,
  DaysTable,
  LatestOrders,
  TopItems,
  dayLabel,
} from './reports-tables';
import './reports.css';

/** Quick ranges ending today: today alone, the last 7 and the last 30 days. */
const PRESETS: [string, number][] = [
  ['Today', 1],
  ['Last 7 days', 7],
  ['Last 30 days', 30],
];

/** The quick ranges, each shown as soon as it is picked. */
function QuickRanges({ onPick }: { onPick: (days: number) => void }) {
  return (
    <div className="reports__presets" role="group" aria-label="Quick ranges">
      {PRESETS.map(([label, days]) => (
        <button key={label} type="button" className={buttonClass('secondary')} onClick={() => onPick(days)}>
          {label}
        </button>
      ))}
    </div>
  );
}

function Downloads({ brand, range }: { brand: string; range: ReportRange }) {
  const [busy, setBusy] = useState<ReportTable | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const download = (table: ReportTable) => {
    setBusy(table);
    setMessage(null);
    downloadReportCsv(brand, table, range)
      .then((fileName) => setMessage({ error: false, text: `Downloaded ${fileName}` }))
      .catch((error: unknown) => setMessage({ error: true, text: errorMessage(error) }))
      .finally(() => setBusy(null));
  };
  return (
    <div className="reports__downloads">
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={busy !== null}
        onClick={() => download('days')}
      >
        {busy === 'days' ? 'Preparing…' : 'Download days (CSV)'}
      </button>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={busy !== null}
        onClick={() => download('items')}
      >
        {busy === 'items' ? 'Preparing…' : 'Download items (CSV)'}
      </button>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={busy !== null}
        onClick={() => download('orders')}
      >
        {busy === 'orders' ? 'Preparing…' : 'Download orders (CSV)'}
      </button>
      <p
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'admin__error' : 'admin__muted'}
      >
        {message?.text}
      </p>
    </div>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div className="reports__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A branch of the brand, as the screen names it. */
interface BranchName {
  BranchId: number;
  Name: string;
}

/** Which branch's orders the report counts (brands with several branches): all of them, or one. */
function BranchSelect({
  branches,
  value,
  onChange,
}: {
  branches: BranchName[];
  value: number | null;
  onChange: (branchId: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="field reports__branch">
      <label className="field__label" htmlFor={id}>
        Branch
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">All branches</option>
        {branches.map((b) => (
          <option key={b.BranchId} value={b.BranchId}>
            {b.Name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Owners' reports: a London date range and, where the brand has several branches, one branch or all, then orders
 * and revenue in all, by channel, by branch and by day, the best-selling items, the latest orders with when they
 * were due, and CSV downloads of the days, the items and the orders. The server counts; the screen only lays it
 * out.
 */
export function ReportsScreen({ brand }: { brand: string }) {
  const [range, setRange] = useState<ReportRange>(() => ({ ...reportRange({}, new Date()), branchId: null }));
  const branches = useBranches(brand).data ?? [];
  const form = useZodForm({
    schema: ReportRangeForm,
    defaultValues: { from: range.from, to: range.to },
    idPrefix: 'report',
  });
  const report = useReport(brand, range);
  const data = report.data;
  /** Shows a range; the same range again reads fresh figures (orders keep coming in). */
  const show = (next: ReportRange) => {
    if (next.from === range.from && next.to === range.to && next.branchId === range.branchId)
      void report.refetch();
    else setRange(next);
  };
  const showPreset = (days: number) => {
    const { to } = reportRange({}, new Date());
    const next = { from: addDays(to, -(days - 1)), to };
    form.reset(next);
    show({ ...next, branchId: range.branchId });
  };

  return (
    <div className="office reports">
      <div className="office__head">
        <h1>Reports</h1>
        <p className="admin__muted">{REPORT_RULES}</p>
      </div>

      <form
        className="office__panel reports__range"
        aria-label="Date range"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          show({ from: values.from, to: values.to, branchId: range.branchId }),
        )}
      >
        <FormAlert message={form.formError} />
        <div className="reports__dates">
          <TextField label="From" type="date" control={form.field('from')} />
          <TextField label="To" type="date" control={form.field('to')} />
          {branches.length > 1 ? (
            <BranchSelect
              branches={branches}
              value={range.branchId}
              onChange={(branchId) => setRange({ ...range, branchId })}
            />
          ) : null}
          <button type="submit" className={buttonClass('primary', 'reports__show')}>
            Show
          </button>
        </div>
        <QuickRanges onPick={showPreset} />
      </form>

      {report.isPending ? <p role="status">Loading the report…</p> : null}
      {report.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(report.error)}
        </p>
      ) : null}
      {data ? (
        <ReportResults
          brand={brand}
          branches={branches}
          data={data}
          fetching={report.isFetching}
          stale={report.isPlaceholderData}
        />
      ) : null}
    </div>
  );
}

/** The range's figures, its downloads and, when it has orders, its tables. */
function ReportResults({
  brand,
  branches,
  data,
  fetching,
  stale,
}: {
  brand: string;
  /** The brand's branches: a breakdown, and the latest orders' branch, only where there are several. */
  branches: BranchName[];
  data: Report;
  fetching: boolean;
  /** The previous range's figures, shown dimmed while the new range loads. */
  stale: boolean;
}) {
  const several = branches.length > 1;
  const branchName = data.Branches.find((b) => b.BranchId === data.BranchId && data.BranchId !== null)?.Name;
  return (
    <section
      aria-labelledby="reports-range-title"
      aria-busy={fetching}
      className={stale ? 'reports__body reports__body--stale' : 'reports__body'}
    >
      <div className="office__panel">
        <h2 id="reports-range-title">
          {dayLabel(data.From)} – {dayLabel(data.To)}
          {branchName ? ` · ${branchName}` : ''}
        </h2>
        <dl className="reports__figures">
          <Summary label="Orders" value={String(data.Orders)} />
          <Summary label="Revenue" value={formatPence(data.RevenuePence)} />
          <Summary label="Average order" value={formatPence(data.AverageOrderPence)} />
          <Summary label="Refunded" value={formatPence(data.RefundedPence)} />
        </dl>
        <Downloads brand={brand} range={{ from: data.From, to: data.To, branchId: data.BranchId }} />
      </div>
      {data.Orders === 0 ? (
        <p className="office__panel reports__empty">No orders were placed in this range.</p>
      ) : (
        <>
          <ChannelBreakdown report={data} />
          {several && data.BranchId === null ? <BranchBreakdown report={data} /> : null}
          <DaysTable report={data} />
          <TopItems report={data} />
          <LatestOrders report={data} now={new Date()} branches={several && data.BranchId === null} />
        </>
      )}
    </section>
  );
}
