/** @jsxRuntime automatic @jsxImportSource react */
import type { Order } from '@storefront/contract/order';
import { EmailHeading, EmailLayout, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';
import { orderEmail } from './order-email';
import { AllergyNotes, OrderFacts, OrderLines, OrderTotals } from './order-email-parts';

interface ConfirmationProps {
  look: EmailLook;
  order: Order;
  kind: 'placed' | 'amended';
  firstName: string | null;
  now: Date;
}

function OrderConfirmation({ look, order, kind, firstName, now }: ConfirmationProps) {
  const name = firstName ? `, ${firstName}` : '';
  const heading =
    kind === 'placed' ? `Thank you for your order${name}.` : `Your order has been changed${name}.`;
  return (
    <EmailLayout look={look} preview={`Order ${order.OrderNumber}: ${heading}`}>
      <EmailHeading look={look}>{heading}</EmailHeading>
      {kind === 'amended' ? <Paragraph>This is what we will now prepare.</Paragraph> : null}
      {order.Training ? <Paragraph>Training order: it will not be prepared.</Paragraph> : null}
      <OrderFacts order={order} now={now} />
      <OrderLines order={order} />
      <OrderTotals look={look} order={order} />
      <AllergyNotes look={look} order={order} />
    </EmailLayout>
  );
}

/**
 * The confirmation of a placed or amended order, its plain text (order-email.ts) and its HTML in the brand's
 * look, ready to queue.
 */
export function orderConfirmationEmail(
  look: EmailLook,
  order: Order,
  kind: 'placed' | 'amended',
  firstName?: string | null,
  now: Date = new Date(),
): EmailContent {
  const { subject, text } = orderEmail(look.name, order, kind, firstName, now);
  const html = renderEmail(
    <OrderConfirmation look={look} order={order} kind={kind} firstName={firstName ?? null} now={now} />,
  );
  return { subject, text, html };
}
