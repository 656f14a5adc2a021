/**
 * Writing an e-mail into the outbox, in the transaction of the change that causes it
 * (decision 0040): the message exists exactly when its cause does, and the mail worker
 * (delivery.ts) sends it after the commit. Services never talk to a mail server.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { MailKind } from '#domain/mail.ts';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailMessage } from './mailer';

export type { MailKind };

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OutgoingMail extends MailMessage {
  kind: MailKind;
  /** The order or account the message is about, for logs and the back office. */
  orderId?: string | null;
  userId?: string | null;
}

export interface MailQueue {
  /** Writes the message with the transaction `tx`; it is sent once that commits. */
  record(tx: DbOrTx, mail: OutgoingMail): Promise<void>;
  /** Call after the transaction that recorded mail has committed: the worker sends it now. */
  written(): void;
}

/** `onWritten`: wakes this process's mail worker (a no-op where nothing delivers, as in service tests). */
export function createMailQueue(onWritten: () => void = () => {}): MailQueue {
  return {
    async record(tx, { kind, to, subject, text, html, replyTo, orderId, userId }) {
      // The statement's own clock, not the transaction's start: messages written in one
      // transaction keep their order, and are due at once.
      const at = sql`clock_timestamp()`;
      await tx.insert(mailOutbox).values({
        kind,
        to,
        subject,
        text,
        html,
        replyTo: replyTo ?? null,
        orderId: orderId ?? null,
        userId: userId ?? null,
        nextAttemptAt: at,
        queuedAt: at,
        createdAt: at,
      });
    },
    written: onWritten,
  };
}

/** Newest first: what the development mailbox (/dev/mailbox) delivered. */
export function listOutbox(db: Db, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.deliveredBy, 'mailbox'))
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.createdAt))
    .limit(limit);
}
