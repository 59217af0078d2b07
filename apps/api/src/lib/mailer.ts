import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  return {
    async send(mail: Mail): Promise<void> {
      const [row] = await db
        .insert(outbox)
        .values({ brandId: mail.brandId, recipient: mail.to, subject: mail.subject, text: mail.text })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        await db
          .update(outbox)
          .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed' })
          .where(eq(outbox.id, row.id));
      }
    },
    /** The latest messages, newest first (the development mailbox). */
    latest(limit = 50) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
