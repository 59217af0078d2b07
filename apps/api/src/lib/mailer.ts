import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { createOutboxRepository } from './outbox.repository';

export interface Mail {
  brandId: number;
  to: string;
  subject: string;
  text: string;
}

/**
 * Every email goes into the outbox table first (so none is lost if delivery fails); with SMTP_URL set it is
 * then delivered through nodemailer, else the development mailbox (/dev/mailbox) shows it.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const rows = createOutboxRepository(db);
  /** Hands a queued message to SMTP, when configured, and records the outcome on its outbox row. */
  async function deliver(id: number, mail: Mail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await rows.markSent(id);
    } catch (error) {
      await rows.markFailed(id, error instanceof Error ? error.message.slice(0, 500) : 'delivery failed');
    }
  }

  /**
   * Puts a message in the outbox, inside the caller's transaction when given one (so an order and its
   * confirmation commit together), and returns the delivery to run once that transaction has committed.
   */
  async function queue(executor: DbOrTx, mail: Mail): Promise<() => Promise<void>> {
    const id = await createOutboxRepository(executor).insert({
      brandId: mail.brandId,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return () => (id !== undefined ? deliver(id, mail) : Promise.resolve());
  }

  return {
    queue,
    async send(mail: Mail): Promise<void> {
      const deliverNow = await queue(db, mail);
      await deliverNow();
    },
    /** The latest messages, newest first (the development mailbox). */
    latest(limit = 50) {
      return rows.latest(limit);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
