import type { PrintOrder } from '@storefront/contract/print';
import { dueLabel } from '@storefront/domain/due-time';
import { extraText } from '@storefront/domain/extra-detail';
import { stageLabel } from '@storefront/domain/order-status';
import { formatPrice } from '../../../lib/format';
import { CHANNEL, PAYMENT, londonDateTime, quantityOf } from './print-format';

/** A row of the receipt's money table: what, and how much. */
function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'receipt__total' : undefined}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}

/**
 * The customer's receipt. Every amount is the one the server stored for the order (line totals, subtotal,
 * delivery fee, discount, total, gift card, card payment, refund, what is left to pay): nothing is added up
 * here. Prices include VAT; the brand file holds no VAT rates, so no VAT breakdown is printed.
 */
export function CustomerReceipt({ order, printedAt }: { order: PrintOrder; printedAt: Date }) {
  const due = order.DueAt ? dueLabel(new Date(order.DueAt), Boolean(order.ScheduledFor), printedAt) : null;
  return (
    <article className="receipt" aria-label={`Receipt ${order.OrderNumber}`}>
      <h1 className="receipt__brand">{order.BrandName}</h1>
      <p className="receipt__title">Receipt · Order {order.OrderNumber}</p>
      {order.Status === 'Cancelled' ? <p className="ticket__flag">{stageLabel('Cancelled')}</p> : null}
      <p className="receipt__meta">Placed {londonDateTime(order.CreatedAt)}</p>
      <p className="receipt__meta">
        {CHANNEL[order.OrderOption]}
        {order.TableNumber ? ` · Table ${order.TableNumber}` : ''}
        {due ? ` · ${due.label}` : ''}
      </p>
      <p className="receipt__meta">{order.CustomerName}</p>
      <ReceiptLines lines={order.Lines} />
      {order.AllergyNote ? (
        <p className="receipt__allergy">
          <strong>Allergy note:</strong> {order.AllergyNote}
        </p>
      ) : null}
      <ReceiptSums order={order} />
      <p className="receipt__vat">All prices include VAT.</p>
      {order.Lines.some((line) => !line.FoodInfo) ? (
        <p className="receipt__ask">Ask us about allergens.</p>
      ) : null}
      <p className="receipt__thanks">Thank you for your order!</p>
      <p className="receipt__printed">Printed {londonDateTime(printedAt)}</p>
    </article>
  );
}

/** Each line with its quantity, its unit price when more than one, its extras and its allergens as ordered. */
function ReceiptLines({ lines }: { lines: PrintOrder['Lines'] }) {
  return (
    <table className="receipt__lines">
      <caption className="receipt__hidden">Items</caption>
      <thead className="receipt__hidden">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">
              {quantityOf(line)} {line.Title}
              {line.Quantity > 1 ? (
                <span className="receipt__unit"> at {formatPrice(line.UnitPrice)}</span>
              ) : null}
              {line.ExtraDetail.map((extra, i) => (
                <span key={i} className="receipt__extra">
                  + {extraText(extra)}
                  {extra.ExtraPrice > 0
                    ? ` ${formatPrice(extra.ExtraPrice)}${extra.ExtraQuantity > 1 ? ' each' : ''}`
                    : ''}
                </span>
              ))}
              {line.Allergens.length > 0 ? (
                <span className="receipt__extra">Contains: {line.Allergens.join(', ')}</span>
              ) : null}
              {line.MayContain.length > 0 ? (
                <span className="receipt__extra">May contain: {line.MayContain.join(', ')}</span>
              ) : null}
            </th>
            <td>{formatPrice(line.TotalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The stored figures, from the subtotal to what is left to pay. */
function ReceiptSums({ order }: { order: PrintOrder }) {
  const giftCard = order.GiftCardAmount ?? 0;
  return (
    <table className="receipt__sums">
      <caption className="receipt__hidden">Totals</caption>
      <tbody>
        <Row label="Subtotal" amount={formatPrice(order.SubTotal)} />
        {order.DeliveryFee > 0 ? <Row label="Delivery" amount={formatPrice(order.DeliveryFee)} /> : null}
        {order.Discount > 0 ? (
          <Row
            label={[
              'Discount',
              order.PromoCode ? `(${order.PromoCode})` : '',
              order.PointsRedeemed > 0 ? `(${order.PointsRedeemed} points)` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            amount={`−${formatPrice(order.Discount)}`}
          />
        ) : null}
        <Row label="Total incl. VAT" amount={formatPrice(order.Total)} strong />
        {giftCard > 0 ? <Row label="Gift card" amount={`−${formatPrice(giftCard)}`} /> : null}
        {order.PaymentMethod === 'Card' && order.Paid > 0 ? (
          <Row label="Paid by card" amount={formatPrice(order.Paid)} />
        ) : null}
        {order.Refunded > 0 ? <Row label="Refunded" amount={formatPrice(order.Refunded)} /> : null}
        {order.ToPay > 0 ? (
          <Row
            label={order.PaymentMethod === 'Card' ? 'Card payment due' : PAYMENT[order.PaymentMethod]}
            amount={formatPrice(order.ToPay)}
            strong
          />
        ) : order.Status !== 'Cancelled' ? (
          <Row label="Left to pay" amount={formatPrice(0)} />
        ) : null}
      </tbody>
    </table>
  );
}
