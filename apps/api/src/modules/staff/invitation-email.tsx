/** @jsxRuntime automatic @jsxImportSource react */
import { ActionButton, EmailHeading, EmailLayout, Muted, Paragraph } from '../../lib/email/email-layout';
import type { EmailLook } from '../../lib/email/email-look';
import { renderEmail, type EmailContent } from '../../lib/email/render-email';

/** The invitation to a brand's back office: who invited whom, as what, and the link to choose a password. */
export function invitationEmail(
  look: EmailLook,
  invitee: { name: string; owner: boolean },
  invitedBy: string,
  link: string,
): EmailContent {
  const brand = look.name;
  const role = invitee.owner ? 'an owner' : 'a member of staff';
  const html = renderEmail(
    <EmailLayout look={look} preview={`You are invited to the ${brand} back office`}>
      <EmailHeading look={look}>{`You are invited to the ${brand} back office`}</EmailHeading>
      <Paragraph>{`Hello ${invitee.name},`}</Paragraph>
      <Paragraph>
        {`${invitedBy} invited you to the ${brand} back office as ${role}. To accept, choose your password within the next 7 days:`}
      </Paragraph>
      <ActionButton look={look} href={link}>
        Accept the invitation
      </ActionButton>
      <Muted>The link works once. If you did not expect this email, ignore it: no account is created.</Muted>
    </EmailLayout>,
  );
  return {
    subject: `You are invited to the ${brand} back office`,
    text:
      `Hello ${invitee.name},\n\n${invitedBy} invited you to the ${brand} back office as ${role}. ` +
      `To accept, choose your password within the next 7 days:\n\n${link}\n\n` +
      `The link works once. If you did not expect this email, ignore it: no account is created.\n`,
    html,
  };
}
