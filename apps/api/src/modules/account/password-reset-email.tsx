/** @jsxRuntime automatic @jsxImportSource react */
import { ActionButton, EmailHeading, EmailLayout, Muted, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';

/** The password reset email: the link that sets a new password (an hour), and what to do if it was not them. */
export function passwordResetEmail(look: EmailLook, firstName: string, link: string): EmailContent {
  const brand = look.name;
  const html = renderEmail(
    <EmailLayout look={look} preview={`Reset your ${brand} password`}>
      <EmailHeading look={look}>{`Reset your ${brand} password`}</EmailHeading>
      <Paragraph>{`Hello ${firstName},`}</Paragraph>
      <Paragraph>
        {`Someone asked to reset the password of your ${brand} account. To choose a new password, open this link within the next hour:`}
      </Paragraph>
      <ActionButton look={look} href={link}>
        Choose a new password
      </ActionButton>
      <Muted>If it was not you, ignore this email: your password stays as it is.</Muted>
    </EmailLayout>,
  );
  return {
    subject: `Reset your ${brand} password`,
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your ${brand} account. ` +
      `To choose a new password, open this link within the next hour:\n\n${link}\n\n` +
      `If it was not you, ignore this email: your password stays as it is.\n`,
    html,
  };
}
