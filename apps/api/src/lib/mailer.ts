import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { createOutboxRepository } from './outbox/outbox.repository';
import type { OutboxWorker } from './outbox/outbox-worker';

export interface Mail {
  brandId: number;
  to: string;
  subject: string;
  text: string;
  /** The same message in the brand's look; mail clients that show HTML show it, the rest `text`. */
  html?: string;
}

/**
 * Every email goes into the outbox first, in the transaction of what it tells of, and the outbox worker delivers
 * it through SMTP when SMTP_URL is set, retrying until it goes (ADR 0055); without SMTP it stays queued and the
 * development mailbox (/dev/mailbox) shows it.
 */
export function createMailer(db: Db, worker: OutboxWorker, options: { smtpUrl?: string; from: string }) {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    worker.register('email', async (row) => {
      const sent = (await transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.text ?? '',
        ...(row.html ? { html: row.html } : {}),
      })) as { response?: string };
      return { response: sent.response?.slice(0, 1000) };
    });
  }

  /**
   * Puts a message in the outbox, inside the caller's transaction when given one (so an order and its
   * confirmation commit together); answers what to call once that transaction has committed (it wakes the worker).
   */
  async function queue(executor: DbOrTx, mail: Mail): Promise<() => Promise<void>> {
    await createOutboxRepository(executor).insert([
      {
        brandId: mail.brandId,
        kind: 'email',
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      },
    ]);
    return async () => worker.wake();
  }

  return {
    queue,
    async send(mail: Mail): Promise<void> {
      const committed = await queue(db, mail);
      await committed();
    },
    /** The latest emails, newest first (the development mailbox). */
    latest(limit = 50) {
      return createOutboxRepository(db).latestEmails(limit);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
