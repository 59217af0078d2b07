import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

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
  /** Hands a queued message to SMTP, when configured, and records the outcome on its outbox row. */
  async function deliver(id: number, mail: Mail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      await db
        .update(outbox)
        .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed' })
        .where(eq(outbox.id, id));
    }
  }

  /**
   * Puts a message in the outbox, inside the caller's transaction when given one (so an order and its
   * confirmation commit together), and returns the delivery to run once that transaction has committed.
   */
  async function queue(executor: DbOrTx, mail: Mail): Promise<() => Promise<void>> {
    const [row] = await executor
      .insert(outbox)
      .values({ brandId: mail.brandId, recipient: mail.to, subject: mail.subject, text: mail.text })
      .returning({ id: outbox.id });
    return () => (row ? deliver(row.id, mail) : Promise.resolve());
  }

  return {
    queue,
    async send(mail: Mail): Promise<void> {
      const deliverNow = await queue(db, mail);
      await deliverNow();
    },
    /** The latest messages, newest first (the development mailbox). */
    latest(limit = 50) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
