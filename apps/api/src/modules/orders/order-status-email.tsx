/** @jsxRuntime automatic @jsxImportSource react */
import type { Order } from '@storefront/contract/order';
import { channelNoun, deliveryTypeOf } from '@storefront/domain/delivery-type';
import { londonClockLabel } from '@storefront/domain/due-time';
import { formatPounds } from '@storefront/domain/money';
import { stageLabel, stageNote, type OrderStage } from '@storefront/domain/order-status';
import { Details, EmailHeading, EmailLayout, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';
import { orderConfirmationEmail } from './order-confirmation-email';
import { deliveryAddress, emailDueLine } from './order-email';
import { OrderLines, OrderTotals } from './order-email-parts';

/** What happened to an order that its customer is told by email. */
export type OrderEmailEvent = 'Accepted' | 'Ready' | 'OutForDelivery' | 'Cancelled' | 'Refunded' | 'Amended';

export interface OrderEmailExtra {
  firstName?: string | null;
  /** Why staff cancelled the order, or refunded it. */
  reason?: string | null;
  /** Cancelled: what the card paid and is being refunded; Refunded: the amount given back (pounds). */
  amount?: number;
  now?: Date;
}

/** One status email, before it is written out as plain text and as HTML. */
interface StatusMessage {
  subject: string;
  /** The opening sentences, each a paragraph. */
  lead: string[];
  /** Label and value, one a line ('Reason: …'); null values are left out. */
  facts: [string, string | null][];
  /** Sentences right after the facts. */
  after: string[];
  /** Whether the items and totals follow (the accepted order's receipt). */
  items: boolean;
}

const hello = (firstName: string | null | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** Where the order goes or is collected from, as the confirmation says it. */
function placeFacts(order: Order): [string, string | null][] {
  const branch = order.Branch ? `${order.Branch.Name}, ${order.Branch.Address}` : null;
  if (order.OrderOption === 'Delivery') return [['Delivery to', deliveryAddress(order)]];
  if (order.OrderOption === 'Pickup') return [['Collect from', branch]];
  return [
    ['Table', order.TableNumber ? String(order.TableNumber) : null],
    ['Branch', branch],
  ];
}

function statusMessage(
  look: EmailLook,
  order: Order,
  event: Exclude<OrderEmailEvent, 'Amended'>,
  extra: OrderEmailExtra,
) {
  const now = extra.now ?? new Date();
  const option = order.OrderOption;
  const subjectOf = (word: string) =>
    `${order.Training ? '[Training] ' : ''}${look.name}: order ${order.OrderNumber} ${word}`;
  const orderFact: [string, string] = [
    'Order',
    `${order.OrderNumber}: ${channelNoun(deliveryTypeOf(option))}`,
  ];
  if (event === 'Cancelled') {
    const paid = extra.amount ?? 0;
    return {
      subject: `${look.name}: order ${order.OrderNumber} ${stageLabel('Cancelled').toLowerCase()}`,
      lead: [
        `${extra.firstName ? `Dear ${extra.firstName}, we` : 'We'} are sorry: ${look.name} could not take your order ${order.OrderNumber}, and it is cancelled.`,
      ],
      facts: [['Reason', extra.reason ?? null]],
      after: paid > 0 ? [`The ${formatPounds(paid)} you paid by card is being refunded to your card.`] : [],
      items: false,
    } satisfies StatusMessage;
  }
  if (event === 'Refunded')
    return {
      subject: subjectOf('refunded'),
      lead: [
        hello(extra.firstName),
        `We have refunded ${formatPounds(extra.amount ?? 0)} of your order ${order.OrderNumber}.`,
      ],
      facts: [orderFact, ['Reason', extra.reason ?? null]],
      after: ['It goes back to the card you paid with, and can take 5 to 10 days to show.'],
      items: false,
    } satisfies StatusMessage;
  const stage: OrderStage = event;
  const readyBy = order.ReadyBy ? `${londonClockLabel(new Date(order.ReadyBy), now)} (London time)` : null;
  return {
    subject: subjectOf(stageLabel(stage, option).toLowerCase()),
    lead: [hello(extra.firstName), stageNote(stage, option)],
    facts: [
      orderFact,
      ['Status', stageLabel(stage, option)],
      ['When', event === 'Accepted' ? emailDueLine(order, now) : null],
      ['Ready at about', event === 'Accepted' ? readyBy : null],
      ...placeFacts(order),
    ],
    after: [],
    items: event === 'Accepted',
  } satisfies StatusMessage;
}

/** The plain-text part: the lead, the facts one a line, what follows, the brand's name. */
function plainText(look: EmailLook, message: StatusMessage): string {
  const facts = message.facts
    .filter(([, value]) => value !== null)
    .map(([label, value]) => `${label}: ${value}`);
  return (
    [message.lead.join('\n\n'), '', ...facts, ...message.after, '', look.name]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n') + '\n'
  );
}

function StatusEmail({ look, order, message }: { look: EmailLook; order: Order; message: StatusMessage }) {
  return (
    <EmailLayout look={look} preview={message.subject}>
      <EmailHeading look={look}>{`Order ${order.OrderNumber}`}</EmailHeading>
      {message.lead.map((sentence) => (
        <Paragraph key={sentence}>{sentence}</Paragraph>
      ))}
      <Details rows={message.facts} />
      {message.after.map((sentence) => (
        <Paragraph key={sentence}>{sentence}</Paragraph>
      ))}
      {message.items ? (
        <>
          <OrderLines order={order} />
          <OrderTotals look={look} order={order} />
        </>
      ) : null}
    </EmailLayout>
  );
}

/**
 * The email telling a customer what happened to their order: accepted (with when it is due and ready), ready
 * (to collect, or at the table), out for delivery, cancelled (why, and the card refund), refunded (how much),
 * or amended (the confirmation again, as changed). Status words come from domain order-status.ts.
 */
export function orderStatusEmail(
  look: EmailLook,
  order: Order,
  event: OrderEmailEvent,
  extra: OrderEmailExtra = {},
): EmailContent {
  if (event === 'Amended') return orderConfirmationEmail(look, order, 'amended', extra.firstName, extra.now);
  const message = statusMessage(look, order, event, extra);
  const html = renderEmail(<StatusEmail look={look} order={order} message={message} />);
  return { subject: message.subject, text: plainText(look, message), html };
}
