/**
 * The contact form and its inbox (decision 0029). A message is stored with its two e-mails —
 * to the store (STORE_EMAIL) and the sender's acknowledgement — in one transaction; the
 * mail worker sends them (decision 0040), so a mail server that is down delays them and
 * loses nothing. The API and the contact page's action both admit and submit through here,
 * so the rate limit and the honeypot hold for both.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ApiContactMessage, ContactMessagesAnswer } from '#domain/api-answer-schemas.ts';
import type { ContactInput, ContactMessagesQuery } from '#domain/contact.ts';
import { CONTACT_TEXT } from '#domain/contact-rules.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import { contactAcknowledgementEmail, contactNotificationEmail } from '#server/mail/templates.ts';
import { ServiceError } from '#server/services/errors.ts';

/** A person writes now and then; more than this from one address is a script. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export interface ContactServiceDeps {
  db: Db;
  mail: MailQueue;
  rateLimiter: RateLimiter;
  /** STORE_EMAIL: where messages are e-mailed. */
  storeEmail: string;
  /** Origin for the inbox link in the store's e-mail. */
  publicUrl: string;
}

type Row = typeof contactMessages.$inferSelect;

function toApi(row: Row): ApiContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactService({ db, mail, rateLimiter, storeEmail, publicUrl }: ContactServiceDeps) {
  return {
    /**
     * Counts one message from `sender` (the client's address) against the rate limit, or
     * refuses it. Called before the message's body is even read, so a flood of large posts
     * is turned away at the door; every submission passes here first.
     */
    async admit(sender: string): Promise<void> {
      const limit = await rateLimiter.hit(`contact:${sender}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);
      if (!limit.allowed) throw new ServiceError('rate_limited', CONTACT_TEXT.tooMany, limit.retryAfterSeconds);
    },

    /**
     * Takes a validated message already admitted. Answers whether it was stored: a filled
     * honeypot gets the same success answer and nothing is kept or sent.
     */
    async submit(input: ContactInput): Promise<{ stored: boolean }> {
      if (input.website && input.website.trim() !== '') return { stored: false };

      const { name, email, subject, message, language } = input;
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name, email, subject, message });
        const inboxLink = `${publicUrl}/admin/messages`;
        await mail.record(tx, {
          kind: 'contact_store',
          ...contactNotificationEmail(storeEmail, { name, email, subject, message, inboxLink }),
        });
        await mail.record(tx, {
          kind: 'contact_acknowledgement',
          ...contactAcknowledgementEmail(language, email),
        });
      });
      mail.written();
      return { stored: true };
    },

    /** One page of the inbox, newest first. */
    async list({ page, pageSize, status }: ContactMessagesQuery): Promise<ContactMessagesAnswer> {
      const where: SQL | undefined =
        status === 'handled'
          ? isNotNull(contactMessages.handledAt)
          : status === 'unhandled'
            ? isNull(contactMessages.handledAt)
            : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          // The id breaks ties between messages stored in the same instant, so pages never overlap.
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { messages: rows.map(toApi), total: totalRow?.total ?? 0, page, pageSize };
    },

    /** Marks a message handled or not; null when there is no such message. */
    async setHandled(id: string, handled: boolean, now = new Date()): Promise<ApiContactMessage | null> {
      // Marking an already handled message again keeps the time it was first handled.
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? now : null })
        .where(
          handled ? and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)) : eq(contactMessages.id, id),
        )
        .returning();
      if (row) return toApi(row);
      const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return existing ? toApi(existing) : null;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
