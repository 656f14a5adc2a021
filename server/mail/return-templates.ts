/**
 * The e-mails of a return's steps (decision 0052): the shopper's receipt of the request, the
 * store's copy, the approval with its instructions, and the rejection with its reason. The
 * receipt of the parcel is told by the refund's e-mail (`orderRefundEmail`).
 */
import { STORE_NAME } from '#domain/store.ts';
import type { MailMessage } from './mailer';
import { escapeHtml, layout } from './templates';

interface ReturnMailParts {
  subject: string;
  title: string;
  /** Paragraphs before the list, each a line of the text part. */
  before: string[];
  /** The units asked back, or the instructions: a bulleted list. */
  list: string[];
  after: string[];
  button: { label: string; link: string };
}

function returnMail(to: string, parts: ReturnMailParts): MailMessage {
  const text = [
    ...parts.before.flatMap((p) => [p, '']),
    ...parts.list.map((item) => `- ${item}`),
    '',
    ...parts.after.flatMap((p) => [p, '']),
    `${parts.button.label}: ${parts.button.link}`,
  ].join('\n');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html = layout(
    parts.title,
    `${paragraphs(parts.before)}<ul>${parts.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>${paragraphs(parts.after)}
<p style="margin:24px 0"><a href="${escapeHtml(parts.button.link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">${escapeHtml(parts.button.label.toUpperCase())}</a></p>`,
  );
  return { to, subject: parts.subject, text, html };
}

export interface ReturnMail {
  number: string;
  orderNumber: string;
  name: string;
  /** "1 × Coat (Navy, M)", one a line. */
  items: string[];
  reason: string;
  comment: string | null;
  link: string;
}

/** To the shopper: the request arrived, and what happens next. */
export function returnRequestedEmail(to: string, r: ReturnMail, replyTime: string): MailMessage {
  return returnMail(to, {
    subject: `We received your return request ${r.number} for ${STORE_NAME} order ${r.orderNumber}`,
    title: `Return ${r.number} requested`,
    before: [`Hello ${r.name},`, `We received your request to return these items of order ${r.orderNumber}:`],
    list: r.items,
    after: [
      `Reason: ${r.reason}${r.comment ? ` — ${r.comment}` : ''}`,
      `We reply within ${replyTime} with the return instructions. Please keep the items until then.`,
    ],
    button: { label: 'View order', link: r.link },
  });
}

/** To the store's inbox: a return to decide on in the Returns queue. */
export function returnStoreEmail(to: string, r: ReturnMail & { email: string; queueLink: string }): MailMessage {
  return returnMail(to, {
    subject: `Return request ${r.number} for order ${r.orderNumber}`,
    title: `Return ${r.number} requested`,
    before: [`${r.name} <${r.email}> asks to return these items of order ${r.orderNumber}:`],
    list: r.items,
    after: [`Reason: ${r.reason}${r.comment ? ` — ${r.comment}` : ''}`, 'Approve or reject it in the Returns queue.'],
    button: { label: 'Open the Returns queue', link: r.queueLink },
  });
}

/** To the shopper: approved, with where and how to send the parcel. */
export function returnApprovedEmail(
  to: string,
  r: Pick<ReturnMail, 'number' | 'orderNumber' | 'name' | 'link'>,
  instructions: string[],
): MailMessage {
  return returnMail(to, {
    subject: `Your return ${r.number} for ${STORE_NAME} order ${r.orderNumber} is approved`,
    title: `Return ${r.number} approved`,
    before: [`Hello ${r.name},`, 'Your return is approved. Here is how to send the items back:'],
    list: instructions,
    after: ['We refund the items to the card you paid with as soon as the parcel arrives and has been checked.'],
    button: { label: 'View order', link: r.link },
  });
}

/** To the shopper: rejected, and why. */
export function returnRejectedEmail(
  to: string,
  r: Pick<ReturnMail, 'number' | 'orderNumber' | 'name' | 'link'>,
  why: string,
): MailMessage {
  return returnMail(to, {
    subject: `Your return ${r.number} for ${STORE_NAME} order ${r.orderNumber} was not accepted`,
    title: `Return ${r.number} not accepted`,
    before: [`Hello ${r.name},`, 'We are sorry: we cannot accept this return.'],
    list: [`Reason: ${why}`],
    after: ['If you have questions about it, reply to this e-mail.'],
    button: { label: 'View order', link: r.link },
  });
}
