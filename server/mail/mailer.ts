/**
 * Outgoing e-mail behind one small interface. With SMTP_URL set, messages go to that
 * server through nodemailer; without it they are kept in the database outbox and logged
 * on one line, so a developer can read codes and links at /dev/mailbox.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a contact message: to the shopper who wrote it). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
      logger.info({ to, subject }, `mail kept in the development outbox: ${subject}`);
    },
  };
}

/** Newest first, for the development mailbox page. */
export function listOutbox(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
