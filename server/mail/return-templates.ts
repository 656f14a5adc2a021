/**
 * The e-mails of a return's steps (decision 0052): the shopper's receipt of the request, the
 * store's copy, the approval with its instructions, and the rejection with its reason. The
 * receipt of the parcel is told by the refund's e-mail (`orderRefundEmail`). The shopper's
 * are in the order's language (decision 61); the store's copy is English.
 */
import type { Language } from '#domain/languages.ts';
import type { ReturnReason } from '#domain/returns.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';
import type { MailMessage } from './mailer';
import { buttonHtml, escapeHtml, layout } from './templates';
import { MAIL_TEXTS, returnReasonIn } from './texts/by-language';

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

function returnMail(language: Language, to: string, parts: ReturnMailParts): MailMessage {
  const text = [
    ...parts.before.flatMap((p) => [p, '']),
    ...parts.list.map((item) => `- ${item}`),
    '',
    ...parts.after.flatMap((p) => [p, '']),
    `${parts.button.label}: ${parts.button.link}`,
  ].join('\n');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html = layout(
    language,
    parts.title,
    `${paragraphs(parts.before)}<ul>${parts.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>${paragraphs(parts.after)}
${buttonHtml(parts.button.label, parts.button.link)}`,
  );
  return { to, subject: parts.subject, text, html };
}

export interface ReturnMail {
  number: string;
  orderNumber: string;
  name: string;
  /** "1 × Coat (Navy, M)", one a line. */
  items: string[];
  /** The reason the shopper chose; a reason no longer known is shown as stored. */
  reason: ReturnReason | (string & {});
  comment: string | null;
  link: string;
}

/** The chosen reason in words, in a language, with the shopper's comment. */
function reasonIn(language: Language, r: Pick<ReturnMail, 'reason' | 'comment'>): string {
  return `${returnReasonIn(language, r.reason)}${r.comment ? ` — ${r.comment}` : ''}`;
}

/** To the shopper: the request arrived, and what happens next. */
export function returnRequestedEmail(language: Language, to: string, r: ReturnMail): MailMessage {
  const t = MAIL_TEXTS[language];
  return returnMail(language, to, {
    subject: t.returnRequestedSubject(r.number, r.orderNumber),
    title: t.returnRequestedTitle(r.number),
    before: [t.helloName(r.name), t.returnRequestedIntro(r.orderNumber)],
    list: r.items,
    after: [t.reason(reasonIn(language, r)), t.returnRequestedNext],
    button: { label: t.viewOrder, link: r.link },
  });
}

/** To the store's inbox: a return to decide on in the Returns queue. */
export function returnStoreEmail(to: string, r: ReturnMail & { email: string; queueLink: string }): MailMessage {
  return returnMail('en', to, {
    subject: `Return request ${r.number} for order ${r.orderNumber}`,
    title: `Return ${r.number} requested`,
    before: [`${r.name} <${r.email}> asks to return these items of order ${r.orderNumber}:`],
    list: r.items,
    after: [`Reason: ${reasonIn('en', r)}`, 'Approve or reject it in the Returns queue.'],
    button: { label: 'Open the Returns queue', link: r.queueLink },
  });
}

/** To the shopper: approved, with where and how to send the parcel. */
export function returnApprovedEmail(
  language: Language,
  to: string,
  r: Pick<ReturnMail, 'number' | 'orderNumber' | 'name' | 'link'>,
  /** What the store added to the standard instructions, in its own words. */
  note: string | null,
): MailMessage {
  const t = MAIL_TEXTS[language];
  return returnMail(language, to, {
    subject: t.returnApprovedSubject(r.number, r.orderNumber),
    title: t.returnApprovedTitle(r.number),
    before: [t.helloName(r.name), t.returnApprovedIntro],
    list: t.returnInstructions({
      number: r.number,
      orderNumber: r.orderNumber,
      address: STORE_CONTACT.addressLines,
      note,
    }),
    after: [t.returnApprovedRefund],
    button: { label: t.viewOrder, link: r.link },
  });
}

/** To the shopper: rejected, and why. */
export function returnRejectedEmail(
  language: Language,
  to: string,
  r: Pick<ReturnMail, 'number' | 'orderNumber' | 'name' | 'link'>,
  why: string,
): MailMessage {
  const t = MAIL_TEXTS[language];
  return returnMail(language, to, {
    subject: t.returnRejectedSubject(r.number, r.orderNumber),
    title: t.returnRejectedTitle(r.number),
    before: [t.helloName(r.name), t.returnRejectedSorry],
    list: [t.reason(why)],
    after: [t.returnRejectedQuestions],
    button: { label: t.viewOrder, link: r.link },
  });
}
