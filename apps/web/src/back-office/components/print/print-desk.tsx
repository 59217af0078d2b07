import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { BoardOrder } from '@storefront/contract/admin';
import type { PrintOrder } from '@storefront/contract/print';
import { errorMessage } from '../../../lib/error-message';
import { fetchPrintOrder } from '../../api/print';
import { CustomerReceipt } from './customer-receipt';
import { KitchenTicket, TICKET_NAME } from './kitchen-ticket';
import { requestPrint, subscribeJobs, takeJob, type PrintJob, type TicketKind } from './print-queue';
import { usePrintSettings, type AutoPrint, type Paper } from './print-settings';
import './print.css';

/** What is on the sheet: one job's order, read when it was printed, on this device's paper. */
interface Sheet {
  job: PrintJob;
  order: PrintOrder;
  paper: Paper;
  printedAt: Date;
}

/** A job's sheet as the status line names it. */
const kindName = (kind: TicketKind, ticket: Ticket) =>
  kind === 'ticket' ? TICKET_NAME[ticket].toLowerCase() : 'receipt';
type Ticket = keyof typeof TICKET_NAME;
const MM_PER_PX = 25.4 / 96;
/** The roll's page is as long as the ticket, plus a little for the printer's tear-off. */
const ROLL_SLACK_MM = 6;

/**
 * The page rule of the sheet's paper. A thermal roll has no page length, so the page is the ticket's own
 * height (measured on screen at the roll's width): a PDF or a roll printer then has one page, no blank tail.
 */
function pageRule(paper: Paper, heightPx: number): string {
  if (paper === 'a4') return '@page { size: A4 portrait; margin: 0; }';
  const length = Math.max(80, Math.ceil(heightPx * MM_PER_PX) + ROLL_SLACK_MM);
  return `@page { size: 80mm ${length}mm; margin: 0; }`;
}

/**
 * Orders whose kitchen should now start: accepted since the board last looked (accepted here, on another
 * device, or already accepted when they arrived — auto-accept). The first list the board loads only sets
 * what was seen: opening the board prints nothing.
 */
function useAcceptedOrders(orders: BoardOrder[] | undefined, onAccepted: (order: BoardOrder) => void) {
  const seen = useRef<Map<number, BoardOrder['Status']> | null>(null);
  const callback = useRef(onAccepted);
  useEffect(() => {
    callback.current = onAccepted;
  }, [onAccepted]);
  useEffect(() => {
    if (!orders) return;
    const first = seen.current === null;
    const known = (seen.current ??= new Map<number, BoardOrder['Status']>());
    for (const order of orders) {
      const before = known.get(order.OrderId);
      known.set(order.OrderId, order.Status);
      if (!first && order.Status === 'Accepted' && (before === undefined || before === 'Placed'))
        callback.current(order);
    }
  }, [orders]);
}

/**
 * The board's printer: this device's paper and auto-print settings, and the sheet it prints. A print is the
 * browser's own (window.print on a sheet that `@media print` shows alone): any printer the device has, a
 * thermal roll through its driver, or a PDF; no ESC/POS driver. Jobs come from the cards' print buttons and,
 * when this device auto-prints, from orders being accepted; they print one after the other.
 */
export function PrintDesk({
  brand,
  orders,
  ticket = 'kitchen',
}: {
  brand: string;
  orders: BoardOrder[] | undefined;
  /** The brand's ticket: a kitchen's where it cooks, else an order ticket (domain back-office-tools). */
  ticket?: Ticket;
}) {
  const id = useId();
  const [settings, update] = usePrintSettings();
  const latest = useRef({ paper: settings.paper, orders });
  useEffect(() => {
    latest.current = { paper: settings.paper, orders };
  }, [settings.paper, orders]);

  useAcceptedOrders(orders, (order) => {
    if (settings.autoPrint === 'off') return;
    requestPrint({ orderId: order.OrderId, kind: 'ticket' });
    if (settings.autoPrint === 'ticket-and-receipt')
      requestPrint({ orderId: order.OrderId, kind: 'receipt' });
  });
  const { sheet, printing, error, sheetRef, styleRef } = usePrinter(brand, latest, ticket);

  return (
    <section className="print-desk" aria-label="Printing">
      <span className="print-desk__field">
        <label htmlFor={`${id}-paper`}>Paper</label>
        <select
          id={`${id}-paper`}
          value={settings.paper}
          onChange={(event) => update({ paper: event.target.value as Paper })}
        >
          <option value="80mm">80 mm roll</option>
          <option value="a4">A4</option>
        </select>
      </span>
      <span className="print-desk__field">
        <label htmlFor={`${id}-auto`}>Print on accept</label>
        <select
          id={`${id}-auto`}
          value={settings.autoPrint}
          onChange={(event) => update({ autoPrint: event.target.value as AutoPrint })}
        >
          <option value="off">Off</option>
          <option value="ticket">{TICKET_NAME[ticket]}</option>
          <option value="ticket-and-receipt">Ticket and receipt</option>
        </select>
      </span>
      <span className="print-desk__hint">This device only</span>
      <span role="status" className="print-desk__status">
        {printing ? `Printing the ${kindName(printing.kind, ticket)}…` : ''}
      </span>
      {error ? (
        <p role="alert" className="admin__error print-desk__error">
          {error}
        </p>
      ) : null}
      {sheet
        ? createPortal(
            <div
              ref={sheetRef}
              className={`print-sheet print-sheet--${sheet.paper}`}
              data-print-kind={sheet.job.kind}
              data-print-order={sheet.order.OrderId}
            >
              <style ref={styleRef} />
              {sheet.job.kind === 'ticket' ? (
                <KitchenTicket order={sheet.order} printedAt={sheet.printedAt} kind={ticket} />
              ) : (
                <CustomerReceipt order={sheet.order} printedAt={sheet.printedAt} />
              )}
            </div>,
            document.body,
          )
        : null}
    </section>
  );
}

/**
 * The printer: takes the jobs one at a time, reads each order as it is now, lays its sheet out on the paper
 * `latest` holds and prints; the job printing and the last failure are for the status line.
 */
function usePrinter(
  brand: string,
  latest: RefObject<{ paper: Paper; orders: BoardOrder[] | undefined }>,
  ticket: Ticket,
) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  /** The job being read or printed, for the status line. */
  const [printing, setPrinting] = useState<PrintJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const styleRef = useRef<HTMLStyleElement>(null);
  /** Resolves once a sheet put on the page is laid out and its page rule set. */
  const laidOut = useRef<(() => void) | null>(null);

  useEffect(() => {
    let running = false;
    let closed = false;
    const printOne = async (job: PrintJob) => {
      setPrinting(job);
      setError(null);
      try {
        const order = await fetchPrintOrder(brand, job.orderId);
        if (closed) return;
        await new Promise<void>((resolve) => {
          laidOut.current = resolve;
          setSheet({ job, order, paper: latest.current.paper, printedAt: new Date() });
        });
        // Blocks until the dialog closes (or a kiosk-mode browser has sent it to the printer).
        window.print();
      } catch (cause) {
        const number =
          latest.current.orders?.find((o) => o.OrderId === job.orderId)?.OrderNumber ?? `#${job.orderId}`;
        setError(
          `The ${kindName(job.kind, ticket)} of order ${number} was not printed: ${errorMessage(cause)}`,
        );
      }
    };
    const pump = async () => {
      if (running) return;
      running = true;
      for (let job = takeJob(); job && !closed; job = takeJob()) await printOne(job);
      running = false;
      if (!closed) setPrinting(null);
    };
    const unsubscribe = subscribeJobs(() => void pump());
    void pump();
    return () => {
      closed = true;
      unsubscribe();
    };
  }, [brand, latest, ticket]);

  // Laid out, the sheet is measured for the roll's page length before the print dialog opens.
  useLayoutEffect(() => {
    if (!sheet) return;
    if (styleRef.current)
      styleRef.current.textContent = pageRule(sheet.paper, sheetRef.current?.offsetHeight ?? 0);
    laidOut.current?.();
    laidOut.current = null;
  }, [sheet]);
  // Once printed the sheet goes, so that printing the board itself (Ctrl+P) prints the board.
  useEffect(() => {
    const clear = () => setSheet(null);
    window.addEventListener('afterprint', clear);
    return () => window.removeEventListener('afterprint', clear);
  }, []);

  return { sheet, printing, error, sheetRef, styleRef };
}
