/** @jsxRuntime automatic @jsxImportSource react */
import { formatPounds, toPounds } from '@storefront/domain/money';
import {
  ActionButton,
  BrandLink,
  Details,
  EmailHeading,
  EmailLayout,
  Muted,
  Paragraph,
  Quote,
} from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';

const pounds = (pence: number) => formatPounds(toPounds(pence));

interface Card {
  code: string;
  initialPence: number;
  fromName: string;
  fromEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  expiresAt: Date | null;
}

const until = (card: Card) =>
  card.expiresAt
    ? `It can be spent until ${card.expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}.\n`
    : '';

/** The recipient's email: who sent how much, their message, the code, and where to spend and check it. */
export function giftCardEmail(
  look: EmailLook,
  card: Card,
  links: { menu: string; balance: string },
): EmailContent {
  const brand = look.name;
  const html = renderEmail(
    <EmailLayout look={look} preview={`${card.fromName} sent you a ${brand} gift card`}>
      <EmailHeading
        look={look}
      >{`${card.fromName} sent you a ${pounds(card.initialPence)} gift card`}</EmailHeading>
      <Paragraph>{`Hello ${card.recipientName},`}</Paragraph>
      <Paragraph>{`${card.fromName} sent you a ${pounds(card.initialPence)} gift card for ${brand}.`}</Paragraph>
      {card.message ? <Quote look={look}>{`“${card.message}”`}</Quote> : null}
      <Details rows={[['Your gift card code', card.code]]} />
      <Paragraph>Enter it at checkout to pay with it, in one go or over several orders.</Paragraph>
      <ActionButton look={look} href={links.menu}>
        {`Order from ${brand}`}
      </ActionButton>
      <Muted>
        Check what is left on it:{' '}
        <BrandLink look={look} href={links.balance}>
          {links.balance}
        </BrandLink>
      </Muted>
      {card.expiresAt ? <Muted>{until(card).trim()}</Muted> : null}
    </EmailLayout>,
  );
  return {
    subject: `${card.fromName} sent you a ${brand} gift card`,
    text:
      `Hello ${card.recipientName},\n\n` +
      `${card.fromName} sent you a ${pounds(card.initialPence)} gift card for ${brand}.\n` +
      (card.message ? `\n“${card.message}”\n\n` : '\n') +
      `Your gift card code: ${card.code}\n\n` +
      `Enter it at checkout to pay with it, in one go or over several orders: ${links.menu}\n` +
      `Check what is left on it: ${links.balance}\n` +
      until(card),
    html,
  };
}

/** The buyer's receipt: paid, and emailed to whom. */
export function giftCardReceiptEmail(look: EmailLook, card: Card): EmailContent {
  const html = renderEmail(
    <EmailLayout look={look} preview={`Your gift card for ${card.recipientName}`}>
      <EmailHeading look={look}>{`Your gift card for ${card.recipientName}`}</EmailHeading>
      <Paragraph>{`Hello ${card.fromName},`}</Paragraph>
      <Paragraph>
        {`Thank you: your ${pounds(card.initialPence)} gift card is paid, and we have emailed its code to ${card.recipientName} (${card.recipientEmail}).`}
      </Paragraph>
      {card.expiresAt ? <Muted>{until(card).trim()}</Muted> : null}
    </EmailLayout>,
  );
  return {
    subject: `${look.name}: your gift card for ${card.recipientName}`,
    text:
      `Hello ${card.fromName},\n\n` +
      `Thank you: your ${pounds(card.initialPence)} gift card is paid, and we have emailed its code to ` +
      `${card.recipientName} (${card.recipientEmail}).\n` +
      until(card),
    html,
  };
}
