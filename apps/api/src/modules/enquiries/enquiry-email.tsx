/** @jsxRuntime automatic @jsxImportSource react */
import { ActionButton, Details, EmailHeading, EmailLayout, Quote } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';

interface Enquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
  productId: number;
  productTitle: string;
}

/** The dealer's email: who asked, about what, how to answer, and where to follow it up. */
export function dealerEmail(look: EmailLook, row: Enquiry, backOffice: string): EmailContent {
  const html = renderEmail(
    <EmailLayout look={look} preview={`${row.name} asked about ${row.productTitle}`}>
      <EmailHeading look={look}>{`New enquiry: ${row.productTitle}`}</EmailHeading>
      <Details
        rows={[
          ['From', row.name],
          ['About', `${row.productTitle} (item ${row.productId})`],
          ['Email', row.email || '—'],
          ['Phone', row.phone || '—'],
        ]}
      />
      <Quote look={look}>{row.message}</Quote>
      <ActionButton look={look} href={backOffice}>
        {`Follow it up in the ${look.name} back office`}
      </ActionButton>
    </EmailLayout>,
  );
  return {
    subject: `New enquiry: ${row.productTitle}`,
    text: [
      `${row.name} asked about ${row.productTitle} (item ${row.productId}):`,
      '',
      row.message,
      '',
      `Email: ${row.email || '—'}`,
      `Phone: ${row.phone || '—'}`,
      '',
      `Follow it up in the ${look.name} back office: ${backOffice}`,
    ].join('\n'),
    html,
  };
}
