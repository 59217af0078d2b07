import type { PrintLine, PrintOrder } from '@storefront/contract/print';
import { dueLabel } from '@storefront/domain/due-time';
import { extraText } from '@storefront/domain/extra-detail';
import { stageLabel } from '@storefront/domain/order-status';
import { CHANNEL, londonClock, quantityOf } from './print-format';

/** What the ticket is called on the board's printing controls and the sheet. */
export const TICKET_NAME = { kitchen: 'Kitchen ticket', order: 'Order ticket' } as const;

/**
 * The kitchen's ticket: what to make, for when, and what to watch for — large and without prices. Extras are
 * per item (each of 2 burgers has them). The customer's allergy note is boxed above the lines, and each line
 * prints its allergens as ordered (the dish with the extras chosen); an undeclared dish prints none, as the
 * kitchen knows its own recipes.
 */
export function KitchenTicket({
  order,
  printedAt,
  kind = 'kitchen',
}: {
  order: PrintOrder;
  printedAt: Date;
  /** A kitchen's ticket where the brand cooks; an order ticket for a shop or a dealer. */
  kind?: 'kitchen' | 'order';
}) {
  const due = order.DueAt ? dueLabel(new Date(order.DueAt), Boolean(order.ScheduledFor), printedAt) : null;
  const items = order.Lines.reduce((sum, line) => sum + line.Quantity, 0);
  return (
    <article className="ticket" aria-label={`${TICKET_NAME[kind]} ${order.OrderNumber}`}>
      <p className="ticket__brand">
        {order.BrandName} · {kind === 'kitchen' ? 'Kitchen' : 'Order'}
      </p>
      <h1 className="ticket__number">{order.OrderNumber}</h1>
      <p className="ticket__channel">
        {CHANNEL[order.OrderOption]}
        {order.Branch ? ` · ${order.Branch.Name}` : ''}
        {order.TableNumber ? ` · Table ${order.TableNumber}` : ''}
      </p>
      {order.Status === 'Cancelled' ? (
        <p className="ticket__flag">{stageLabel('Cancelled')}: do not make</p>
      ) : null}
      {order.Amended && order.AmendedAt ? (
        <p className="ticket__flag">Amended {londonClock(order.AmendedAt)}: replaces earlier tickets</p>
      ) : null}
      {due ? <p className="ticket__due">{due.label}</p> : null}
      {order.AllergyNote ? (
        <p className="ticket__allergy">
          <strong>Allergy:</strong> {order.AllergyNote}
        </p>
      ) : null}
      <p className="ticket__meta">
        Placed {londonClock(order.CreatedAt)}
        {order.ReadyBy && order.Status !== 'Placed' ? ` · Ready by ${londonClock(order.ReadyBy)}` : ''}
      </p>
      <p className="ticket__meta">
        {order.CustomerName}
        {order.CustomerPhone ? ` · ${order.CustomerPhone}` : ''}
      </p>
      {order.Address ? (
        <p className="ticket__meta">
          {[order.Address.Line1, order.Address.Line2, order.Address.Town, order.Address.Postcode]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : null}
      <ol className="ticket__lines">
        {order.Lines.map((line, index) => (
          <TicketLine key={index} line={line} />
        ))}
      </ol>
      {order.Notes ? (
        <p className="ticket__note">
          <strong>Customer note:</strong> {order.Notes}
        </p>
      ) : null}
      <p className="ticket__foot">
        {items} {items === 1 ? 'item' : 'items'} · printed {londonClock(printedAt.toISOString())}
      </p>
    </article>
  );
}

/** One line: quantity and dish, its extras, then what it contains and may contain. */
function TicketLine({ line }: { line: PrintLine }) {
  return (
    <li className="ticket__line">
      <p className="ticket__item">
        <span className="ticket__qty">{quantityOf(line)}</span> {line.Title}
      </p>
      {line.ExtraDetail.length > 0 ? (
        <ul className="ticket__extras" aria-label={line.Quantity > 1 ? 'Each with' : 'With'}>
          {line.Quantity > 1 ? <li className="ticket__each">Each with:</li> : null}
          {line.ExtraDetail.map((extra, i) => (
            <li key={i}>+ {extraText(extra)}</li>
          ))}
        </ul>
      ) : null}
      {line.Allergens.length > 0 ? (
        <p className="ticket__allergens">Allergens: {line.Allergens.join(', ')}</p>
      ) : null}
      {line.MayContain.length > 0 ? (
        <p className="ticket__may-contain">May contain: {line.MayContain.join(', ')}</p>
      ) : null}
    </li>
  );
}
