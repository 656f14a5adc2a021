/**
 * The store's e-mails: plain text plus simple branded HTML. The shopper's e-mails are written
 * in the language they used (decision 61), from the tables of ./texts; those to the store
 * are English, like the back office.
 */
import { LANGUAGE_LOCALES, type Language } from '#domain/languages.ts';
import { STORE_NAME } from '#domain/store.ts';
import type { MailMessage } from './mailer';
import { MAIL_TEXTS, returnReasonIn } from './texts/by-language';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Every e-mail's HTML: a whole document with its language, its character set and its title
 * (mail apps show it, and screen readers announce it), and the store's frame.
 */
export function layout(language: Language, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff">
<tr><td style="padding:28px 32px;border-bottom:1px solid #e5e5e5;font-size:20px;font-weight:bold;letter-spacing:6px">${STORE_NAME}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e5e5;font-size:12px;color:#6b6b6b">${escapeHtml(MAIL_TEXTS[language].footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The black button of the shopper's e-mails. */
export function buttonHtml(label: string, link: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">${escapeHtml(label.toUpperCase())}</a></p>`;
}

/**
 * The code for one sign-up request. Anyone can ask for a sign-up with any address, so the
 * message says a sign-up was requested and can be ignored, and carries nothing the
 * requester typed (no name): it cannot be used to send someone words of one's choosing.
 */
export function signupCodeEmail(language: Language, to: string, code: string, validMinutes: number): MailMessage {
  const t = MAIL_TEXTS[language];
  const valid = `${t.signupValid(validMinutes)} ${t.signupIgnore}`;
  const subject = t.signupSubject(code);
  const text = [t.hello, '', t.signupAsked, '', code, '', valid].join('\n');
  const html = layout(
    language,
    t.signupTitle,
    `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.signupAsked)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>${escapeHtml(valid)}</p>`,
  );
  return { to, subject, text, html };
}

export function passwordResetEmail(
  language: Language,
  to: string,
  name: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const t = MAIL_TEXTS[language];
  const text = [t.helloName(name), '', t.resetAskedText, link, '', t.resetValid(validMinutes)].join('\n');
  const html = layout(
    language,
    t.resetTitle,
    `<p>${t.helloName(escapeHtml(name))}</p><p>${escapeHtml(t.resetAskedHtml)}</p>
${buttonHtml(t.resetButton, link)}
<p style="font-size:13px;color:#6b6b6b">${escapeHtml(t.resetPaste)} ${escapeHtml(link)}</p>
<p>${escapeHtml(t.resetValid(validMinutes))}</p>`,
  );
  return { to, subject: t.resetSubject, text, html };
}

export interface ConfirmationOrder {
  number: string;
  name: string;
  lines: { name: string; color: string; size: string; quantity: number; amount: string }[];
  subtotal: string;
  discount: string;
  shipping: string;
  /** The method as the order was placed with it, in the e-mail's language (`shippingMethodIn`). */
  shippingMethod: string;
  /** Where the parcel goes, line by line (`shippingAddressIn`). */
  shippingAddress: readonly string[];
  total: string;
  link: string;
}

/**
 * The method an order was placed with, in `language`: 'Express, 2-3 business days' becomes
 * 'Экспресс, 2–3 рабочих дня'. The order keeps the English words it was sold with (decision
 * 57); a name or time the tables do not know is shown as it was kept.
 */
export function shippingMethodIn(language: Language, name: string, delivery: string | null): string {
  const t = MAIL_TEXTS[language];
  const known = (t.methodNames as Readonly<Record<string, string>>)[name];
  const range = delivery ? /^(\d+)-(\d+) business days$/.exec(delivery) : null;
  const single = delivery ? /^(\d+) business days$/.exec(delivery) : null;
  const days = range
    ? t.deliveryDays(Number(range[1]), Number(range[2]))
    : single
      ? t.deliveryDays(Number(single[1]), Number(single[1]))
      : delivery === 'next business day'
        ? t.deliveryDays(1, 1)
        : delivery;
  return [known ?? name, days].filter(Boolean).join(', ');
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
}

/** The address as a parcel label has it, the country named in `language`. */
export function shippingAddressIn(language: Language, a: ShippingAddress): string[] {
  let country = a.country;
  try {
    country = new Intl.DisplayNames([LANGUAGE_LOCALES[language], 'en'], { type: 'region' }).of(a.country) ?? a.country;
  } catch {
    // Not a region code Intl knows: the code itself.
  }
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.address,
    [a.city, a.state, a.postalCode].filter(Boolean).join(', '),
    country,
    a.phone,
  ].filter((line) => line.trim() !== '');
}

/** Sent once when an order's payment is confirmed: its lines and totals, and its link. */
export function orderConfirmationEmail(language: Language, to: string, order: ConfirmationOrder): MailMessage {
  const t = MAIL_TEXTS[language];
  const lineText = order.lines.map((l) => `${l.quantity} × ${l.name} (${l.color}, ${l.size}) — ${l.amount}`);
  const text = [
    t.helloName(order.name),
    '',
    t.confirmationThanksText(order.number),
    '',
    ...lineText,
    '',
    `${t.subtotal}: ${order.subtotal}`,
    `${t.discount}: ${order.discount}`,
    `${t.shippingBy(order.shippingMethod)}: ${order.shipping}`,
    `${t.total}: ${order.total}`,
    '',
    `${t.shipTo}:`,
    ...order.shippingAddress,
    '',
    `${t.shippingMethod}: ${order.shippingMethod}`,
    '',
    `${t.seeOrder}: ${order.link}`,
  ].join('\n');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 0">${l.quantity} × ${escapeHtml(l.name)} (${escapeHtml(l.color)}, ${escapeHtml(l.size)})</td><td align="right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${label}</td><td align="right"${bold ? ' style="font-weight:bold"' : ''}>${escapeHtml(value)}</td></tr>`;
  const html = layout(
    language,
    t.confirmationTitle(order.number),
    `<p>${t.helloName(escapeHtml(order.name))}</p><p>${escapeHtml(t.confirmationThanksHtml)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-top:1px solid #e5e5e5">${rows}
${total(t.subtotal, order.subtotal)}${total(t.discount, order.discount)}${total(t.shippingBy(escapeHtml(order.shippingMethod)), order.shipping)}${total(t.total, order.total, true)}</table>
<h2 style="margin:24px 0 8px;font-size:15px">${escapeHtml(t.shipTo)}</h2>
<p style="margin:0">${order.shippingAddress.map(escapeHtml).join('<br>')}</p>
<h2 style="margin:24px 0 8px;font-size:15px">${escapeHtml(t.shippingMethod)}</h2>
<p style="margin:0">${escapeHtml(order.shippingMethod)}</p>
${buttonHtml(t.viewOrder, order.link)}`,
  );
  return { to, subject: t.confirmationSubject(order.number), text, html };
}

/** A parcel's carrier and tracking link, as the shipped e-mail gives them (decision 0047). */
export interface TrackingMail {
  carrier: string;
  number: string;
  url: string;
}

/** Sent when an order is marked shipped or delivered. */
export function orderStatusEmail(
  language: Language,
  to: string,
  order: {
    number: string;
    name: string;
    status: 'shipped' | 'delivered';
    link: string;
    tracking?: TrackingMail | null;
  },
): MailMessage {
  const t = MAIL_TEXTS[language];
  const { tracking, number, status } = order;
  const trackingText = tracking
    ? [
        '',
        `${t.carrier}: ${tracking.carrier}`,
        `${t.trackingNumber}: ${tracking.number}`,
        `${t.trackParcel}: ${tracking.url}`,
      ]
    : [];
  const text = [
    t.helloName(order.name),
    '',
    t.statusSentence(number, status),
    ...trackingText,
    '',
    `${t.seeOrder}: ${order.link}`,
  ].join('\n');
  const trackingHtml = tracking
    ? `<p>${t.carrier}: ${escapeHtml(tracking.carrier)}<br>${t.trackingNumber}: ${escapeHtml(tracking.number)}<br><a href="${escapeHtml(tracking.url)}">${t.trackParcel}</a></p>`
    : '';
  const html = layout(
    language,
    t.statusTitle(number, status),
    `<p>${t.helloName(escapeHtml(order.name))}</p><p>${t.statusSentence(escapeHtml(number), status)}</p>${trackingHtml}
${buttonHtml(t.viewOrder, order.link)}`,
  );
  return { to, subject: t.statusSubject(number, status), text, html };
}

/** The shopper is told what was given back, how much, and that the bank shows it in a few days. */
export function orderRefundEmail(
  language: Language,
  to: string,
  refund: {
    number: string;
    name: string;
    amount: string;
    /** The lines and units given back, one a line ("2 × Coat (Navy, M)"); refunded shipping is `shipping`. */
    items: string[];
    shipping: boolean;
    full: boolean;
    reason: string;
    link: string;
    /** The return whose parcel arrived, when the refund is its receipt (decision 0052). */
    returnNumber?: string | null;
    /** That return's chosen reason (its id): the e-mail gives it, in its language, rather than `reason`. */
    returnReason?: string | null;
  },
): MailMessage {
  const t = MAIL_TEXTS[language];
  const items = refund.shipping ? [...refund.items, t.shippingRefunded] : refund.items;
  const returnNumber = refund.returnNumber ?? null;
  const reason = refund.returnReason ? returnReasonIn(language, refund.returnReason) : refund.reason;
  const text = [
    t.helloName(refund.name),
    '',
    t.refundSentence({ amount: refund.amount, number: refund.number, returnNumber }),
    ...(items.length > 0 ? ['', ...items.map((item) => `- ${item}`)] : []),
    '',
    t.reason(reason),
    '',
    t.refundSettles,
    '',
    `${t.seeOrder}: ${refund.link}`,
  ].join('\n');
  const itemsHtml = items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const sentenceHtml = t.refundSentence({
    amount: `<strong>${escapeHtml(refund.amount)}</strong>`,
    number: escapeHtml(refund.number),
    returnNumber: returnNumber && escapeHtml(returnNumber),
  });
  const html = layout(
    language,
    t.refundTitle(refund.number, refund.full),
    `<p>${t.helloName(escapeHtml(refund.name))}</p><p>${sentenceHtml}</p>${itemsHtml}
<p>${t.reason(escapeHtml(reason))}</p><p>${escapeHtml(t.refundSettles)}</p>
${buttonHtml(t.viewOrder, refund.link)}`,
  );
  return { to, subject: t.refundSubject(refund.number, refund.full), text, html };
}

export interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The back office's inbox, where the message can be marked handled. */
  inboxLink: string;
}

/** A contact form message for the store's inbox (in English, like the back office); replying answers the sender. */
export function contactNotificationEmail(to: string, contact: ContactMail): MailMessage {
  // Subjects are one line: a sender's line breaks must not reach the header.
  const subject = `Contact form: ${contact.subject.replace(/\s+/g, ' ')}`;
  const text = [
    `From: ${contact.name} <${contact.email}>`,
    `Subject: ${contact.subject}`,
    '',
    contact.message,
    '',
    `Reply to this e-mail to answer ${contact.name}. All messages: ${contact.inboxLink}`,
  ].join('\n');
  const html = layout(
    'en',
    'New message from the contact form',
    `<p><strong>From:</strong> ${escapeHtml(contact.name)} &lt;${escapeHtml(contact.email)}&gt;<br><strong>Subject:</strong> ${escapeHtml(contact.subject)}</p>
<div style="white-space:pre-wrap;border-left:2px solid #111;padding:8px 16px;margin:16px 0">${escapeHtml(contact.message)}</div>
<p style="font-size:13px;color:#6b6b6b">Reply to this e-mail to answer ${escapeHtml(contact.name)}. <a href="${escapeHtml(contact.inboxLink)}">All messages</a></p>`,
  );
  return { to, subject, text, html, replyTo: contact.email };
}

/**
 * The sender's receipt. Anyone can type any address into the form, so it carries nothing
 * the sender typed (no name, subject or message): the store cannot be made to send someone
 * words of another's choosing.
 */
export function contactAcknowledgementEmail(language: Language, to: string): MailMessage {
  const t = MAIL_TEXTS[language];
  const text = [t.hello, '', t.contactReceived, '', t.contactIgnore].join('\n');
  const html = layout(
    language,
    t.contactTitle,
    `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.contactReceived)}</p><p style="font-size:13px;color:#6b6b6b">${escapeHtml(t.contactIgnore)}</p>`,
  );
  return { to, subject: t.contactSubject, text, html };
}
