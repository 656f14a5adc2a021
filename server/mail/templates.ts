/** The store's e-mails: plain text plus simple branded HTML. */
import { STORE_NAME } from '#domain/store.ts';
import type { MailMessage } from './mailer';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff">
<tr><td style="padding:28px 32px;border-bottom:1px solid #e5e5e5;font-size:20px;font-weight:bold;letter-spacing:6px">${STORE_NAME}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e5e5;font-size:12px;color:#6b6b6b">${STORE_NAME} · Bishkek, Kyrgyzstan · Shipping worldwide</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * The code for one sign-up request. Anyone can ask for a sign-up with any address, so the
 * message says a sign-up was requested and can be ignored, and carries nothing the
 * requester typed (no name): it cannot be used to send someone words of one's choosing.
 */
export function signupCodeEmail(to: string, code: string, validMinutes: number): MailMessage {
  const subject = `Your ${STORE_NAME} verification code: ${code}`;
  const ignore = `If you did not ask for it, you can ignore this e-mail: no account is opened without this code.`;
  const text = [
    'Hello,',
    '',
    `Someone asked to sign up at ${STORE_NAME} with this e-mail address. To confirm the sign-up, enter this code on the page where it was requested:`,
    '',
    code,
    '',
    `It is valid for ${validMinutes} minutes. ${ignore}`,
  ].join('\n');
  const html = layout(
    'Confirm your sign-up',
    `<p>Hello,</p><p>Someone asked to sign up at ${STORE_NAME} with this e-mail address. To confirm the sign-up, enter this code on the page where it was requested:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${code}</p>
<p>It is valid for ${validMinutes} minutes. ${escapeHtml(ignore)}</p>`,
  );
  return { to, subject, text, html };
}

export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  const subject = `Reset your ${STORE_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your account. To choose a new password, open this link:',
    link,
    '',
    `The link works once and for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const html = layout(
    'Reset your password',
    `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your account. To choose a new password:</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">RESET PASSWORD</a></p>
<p style="font-size:13px;color:#6b6b6b">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once and for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}

export interface ConfirmationOrder {
  number: string;
  name: string;
  lines: { name: string; color: string; size: string; quantity: number; amount: string }[];
  subtotal: string;
  discount: string;
  shipping: string;
  /** The method as the order was placed with it: 'Express, 2-3 business days' (decision 57). */
  shippingMethod: string;
  total: string;
  link: string;
}

/** Sent once when an order's payment is confirmed: its lines and totals, and its link. */
export function orderConfirmationEmail(to: string, order: ConfirmationOrder): MailMessage {
  const subject = `Your ${STORE_NAME} order ${order.number} is confirmed`;
  const lineText = order.lines.map((l) => `${l.quantity} × ${l.name} (${l.color}, ${l.size}) — ${l.amount}`);
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for your order ${order.number}. Your payment is confirmed and we are preparing your parcel.`,
    '',
    ...lineText,
    '',
    `Subtotal: ${order.subtotal}`,
    `Discount: ${order.discount}`,
    `Shipping (${order.shippingMethod}): ${order.shipping}`,
    `Total: ${order.total}`,
    '',
    `See your order: ${order.link}`,
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
    `Order ${order.number} is confirmed`,
    `<p>Hello ${escapeHtml(order.name)},</p><p>Thank you for your order. Your payment is confirmed and we are preparing your parcel.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-top:1px solid #e5e5e5">${rows}
${total('Subtotal', order.subtotal)}${total('Discount', order.discount)}${total(`Shipping (${escapeHtml(order.shippingMethod)})`, order.shipping)}${total('Total', order.total, true)}</table>
<p style="margin:24px 0"><a href="${escapeHtml(order.link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">VIEW ORDER</a></p>`,
  );
  return { to, subject, text, html };
}

/** Sent when an order is marked shipped or delivered. */
/** A parcel's carrier and tracking link, as the shipped e-mail gives them (decision 0047). */
export interface TrackingMail {
  carrier: string;
  number: string;
  url: string;
}

export function orderStatusEmail(
  to: string,
  order: {
    number: string;
    name: string;
    status: 'shipped' | 'delivered';
    link: string;
    tracking?: TrackingMail | null;
  },
): MailMessage {
  const said = order.status === 'shipped' ? 'is on its way' : 'has been delivered';
  const subject = `Your ${STORE_NAME} order ${order.number} ${said}`;
  const { tracking } = order;
  const trackingText = tracking
    ? ['', `Carrier: ${tracking.carrier}`, `Tracking number: ${tracking.number}`, `Track your parcel: ${tracking.url}`]
    : [];
  const text = [
    `Hello ${order.name},`,
    '',
    `Your order ${order.number} ${said}.`,
    ...trackingText,
    '',
    `See your order: ${order.link}`,
  ].join('\n');
  const trackingHtml = tracking
    ? `<p>Carrier: ${escapeHtml(tracking.carrier)}<br>Tracking number: ${escapeHtml(tracking.number)}<br><a href="${escapeHtml(tracking.url)}">Track your parcel</a></p>`
    : '';
  const html = layout(
    `Order ${order.number} ${said}`,
    `<p>Hello ${escapeHtml(order.name)},</p><p>Your order ${escapeHtml(order.number)} ${said}.</p>${trackingHtml}
<p style="margin:24px 0"><a href="${escapeHtml(order.link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">VIEW ORDER</a></p>`,
  );
  return { to, subject, text, html };
}

/** The shopper is told what was given back, how much, and that the bank shows it in a few days. */
export function orderRefundEmail(
  to: string,
  refund: {
    number: string;
    name: string;
    amount: string;
    /** The lines and units given back, one a line ("2 × Coat (Navy, M)"), and "Shipping". */
    items: string[];
    full: boolean;
    reason: string;
    link: string;
    /** The return whose parcel arrived, when the refund is its receipt (decision 0052). */
    returnNumber?: string | null;
  },
): MailMessage {
  const said = refund.full ? 'has been refunded' : 'has been partly refunded';
  const received = refund.returnNumber ? `We received your return ${refund.returnNumber} and have` : 'We have';
  const subject = `Your ${STORE_NAME} order ${refund.number} ${said}`;
  const settles = 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.';
  const text = [
    `Hello ${refund.name},`,
    '',
    `${received} refunded ${refund.amount} for your order ${refund.number}.`,
    ...(refund.items.length > 0 ? ['', ...refund.items.map((item) => `- ${item}`)] : []),
    '',
    `Reason: ${refund.reason}`,
    '',
    settles,
    '',
    `See your order: ${refund.link}`,
  ].join('\n');
  const itemsHtml =
    refund.items.length > 0 ? `<ul>${refund.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const html = layout(
    `Order ${refund.number} ${said}`,
    `<p>Hello ${escapeHtml(refund.name)},</p><p>${escapeHtml(received)} refunded <strong>${escapeHtml(refund.amount)}</strong> for your order ${escapeHtml(refund.number)}.</p>${itemsHtml}
<p>Reason: ${escapeHtml(refund.reason)}</p><p>${escapeHtml(settles)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(refund.link)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;letter-spacing:2px">VIEW ORDER</a></p>`,
  );
  return { to, subject, text, html };
}

export interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The back office's inbox, where the message can be marked handled. */
  inboxLink: string;
}

/** A contact form message for the store's inbox; replying answers the sender. */
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
export function contactAcknowledgementEmail(to: string, replyTime: string): MailMessage {
  const subject = `We received your message to ${STORE_NAME}`;
  const body = `Thank you for writing to ${STORE_NAME}. Your message reached us and we will reply to this address within ${replyTime}.`;
  const ignore = 'If you did not write to us, you can ignore this e-mail.';
  const text = ['Hello,', '', body, '', ignore].join('\n');
  const html = layout(
    'We received your message',
    `<p>Hello,</p><p>${escapeHtml(body)}</p><p style="font-size:13px;color:#6b6b6b">${escapeHtml(ignore)}</p>`,
  );
  return { to, subject, text, html };
}
