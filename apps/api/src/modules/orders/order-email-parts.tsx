/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import type { Order } from '@storefront/contract/order';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import { orderStageOf } from '@storefront/domain/due-time';
import { extrasText } from '@storefront/domain/extra-detail';
import { allergenWords } from '@storefront/domain/food-info';
import { formatPounds } from '@storefront/domain/money';
import { stageLabel } from '@storefront/domain/order-status';
import type { CSSProperties } from 'react';
import { Details, Muted } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { allergyLines, deliveryAddress, emailDueLine } from './order-email';
import { paymentLabel } from './order-lifecycle';

/* The parts of an order that its emails show in HTML, in the words of its plain text (order-email.ts). */

const cell: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: '#1a1a1a', padding: '8px 0' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '18px', color: '#52525b', margin: '2px 0 0' };

/** Number, how it comes and is paid, status, when it is due, the table, where it goes, the customer's notes. */
export function OrderFacts({ order, now }: { order: Order; now: Date }) {
  const noun = channelNoun(deliveryTypeOf(order.OrderOption));
  // A delivery comes to the customer; the other orders name where to go.
  const branch = order.Branch && order.OrderOption !== 'Delivery' ? order.Branch : null;
  return (
    <Details
      rows={[
        ['Order', `${order.OrderNumber}: ${noun}, ${paymentLabel(order.PaymentMethod).toLowerCase()}`],
        ['Status', stageLabel(orderStageOf(order, now), order.OrderOption)],
        ['When', emailDueLine(order, now)],
        ['Table', order.TableNumber ? `Served to table ${order.TableNumber}` : null],
        ['Delivery to', deliveryAddress(order)],
        [
          order.OrderOption === 'Pickup' ? 'Collect from' : 'Branch',
          branch && `${branch.Name}, ${branch.Address}`,
        ],
        ['Notes', order.Notes],
      ]}
    />
  );
}

/** The items with their extras and allergens as ordered, each with its price. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      {order.Lines.map((line, i) => {
        const allergens = allergenWords(line.FoodInfo);
        return (
          <Row key={i} style={{ borderBottom: '1px solid #e4e4e7' }}>
            <Column style={{ ...cell, verticalAlign: 'top' }}>
              {line.Quantity} × <strong>{line.Title}</strong>
              {line.ExtraDetail.length ? <Text style={small}>{extrasText(line.ExtraDetail)}</Text> : null}
              {allergens ? <Text style={small}>{allergens}</Text> : null}
            </Column>
            <Column style={{ ...cell, width: '96px', textAlign: 'right', verticalAlign: 'top' }}>
              {formatPounds(line.TotalPrice)}
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

function Amount({ label, amount, total }: { label: string; amount: string; total?: boolean }) {
  const style = { ...cell, padding: '4px 0', ...(total ? { fontSize: '17px', fontWeight: 700 } : {}) };
  return (
    <Row>
      <Column style={style}>{label}</Column>
      <Column style={{ ...style, width: '96px', textAlign: 'right' }}>{amount}</Column>
    </Row>
  );
}

/** Subtotal, delivery, discount and total. */
export function OrderTotals({ look, order }: { look: EmailLook; order: Order }) {
  return (
    <Section style={{ margin: '0 0 16px', borderTop: `2px solid ${look.primary}`, paddingTop: '4px' }}>
      <Amount label="Subtotal" amount={formatPounds(order.SubTotal)} />
      {order.DeliveryFee > 0 ? <Amount label="Delivery" amount={formatPounds(order.DeliveryFee)} /> : null}
      {order.Discount > 0 ? <Amount label="Discount" amount={`-${formatPounds(order.Discount)}`} /> : null}
      <Amount label="Total" amount={formatPounds(order.Total)} total />
    </Section>
  );
}

/** The customer's allergy note and where to ask about allergens. */
export function AllergyNotes({ look, order }: { look: EmailLook; order: Order }) {
  return (
    <>
      {allergyLines(look.name, order)
        .filter((line) => line !== null)
        .map((line) => (
          <Muted key={line}>{line}</Muted>
        ))}
    </>
  );
}
