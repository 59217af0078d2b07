/** @jsxRuntime automatic @jsxImportSource react */
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';

/** The payment link of an order with something left to pay: how much, and where to pay it. */
export function paymentLinkEmail(
  look: EmailLook,
  firstName: string | null,
  order: { number: string; amount: string },
  url: string,
): EmailContent {
  const html = renderEmail(
    <EmailLayout look={look} preview={`Your order ${order.number} has ${order.amount} left to pay.`}>
      <EmailHeading look={look}>Pay for your order</EmailHeading>
      <Paragraph>{`Hello${firstName ? ` ${firstName}` : ''},`}</Paragraph>
      <Paragraph>{`Your order ${order.number} has ${order.amount} left to pay.`}</Paragraph>
      <ActionButton look={look} href={url}>
        {`Pay ${order.amount} securely`}
      </ActionButton>
    </EmailLayout>,
  );
  return {
    subject: `${look.name}: pay for your order`,
    text:
      `Hello${firstName ? ` ${firstName}` : ''},\n\n` +
      `Your order ${order.number} has ${order.amount} left to pay.\n` +
      `Pay securely here: ${url}\n`,
    html,
  };
}
