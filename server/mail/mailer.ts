/**
 * How a message leaves the store, behind one small interface the mail worker
 * (delivery.ts) uses: with SMTP_URL set, through that server with nodemailer; without it,
 * into the development mailbox — the delivered row itself, read at /dev/mailbox.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a contact message: to the shopper who wrote it). */
  replyTo?: string | null;
}

export interface MailTransport {
  /** Recorded on each delivered message: the development mailbox lists only its own. */
  kind: 'smtp' | 'mailbox';
  /** `messageId`: the Message-ID header, the same on every try of one message. */
  send(message: MailMessage & { messageId: string }): Promise<void>;
}

// A send that hangs must end well before the worker's lease does, or another process
// would take the message over while this one may still deliver it.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Where a reply to `message` goes: its own Reply-To (a contact message's: the shopper who
 * wrote), else the store's inbox, since the sender (MAIL_FROM) is usually an address nobody
 * reads. A message to the inbox itself needs none.
 */
export function replyAddress(message: Pick<MailMessage, 'to' | 'replyTo'>, storeInbox?: string): string | undefined {
  if (message.replyTo) return message.replyTo;
  if (!storeInbox || message.to.trim().toLowerCase() === storeInbox.trim().toLowerCase()) return undefined;
  return storeInbox;
}

/** `storeInbox`: STORE_EMAIL, where shoppers' replies to the store's e-mails arrive. */
export function createSmtpTransport(url: string, from: string, storeInbox?: string): MailTransport {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, replyTo, messageId }) {
      const reply = replyAddress({ to, replyTo }, storeInbox);
      await transport.sendMail({ from, to, subject, text, html, messageId, ...(reply ? { replyTo: reply } : {}) });
    },
  };
}

/** Development without SMTP_URL: marking the row delivered is the delivery. */
export function createMailboxTransport(): MailTransport {
  return { kind: 'mailbox', send: async () => {} };
}
