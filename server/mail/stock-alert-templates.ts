/**
 * The back-in-stock alert's e-mails (decision 64): a guest's confirmation link, and the
 * one e-mail saying the size is back, with the product page and an unsubscribe link. Both
 * in the language the alert was asked for in (decision 61).
 */
import type { Language } from '#domain/languages.ts';
import type { MailMessage } from './mailer';
import { buttonHtml, escapeHtml, layout } from './templates';
import { MAIL_TEXTS } from './texts/by-language';
import type { AlertItem } from './texts/mail-texts';

/** Anyone can type any address, so it carries only the item asked for and says it can be ignored. */
export function stockAlertConfirmEmail(
  language: Language,
  to: string,
  item: AlertItem,
  link: string,
  validDays: number,
): MailMessage {
  const t = MAIL_TEXTS[language].stockAlert;
  const after = `${t.confirmValid(validDays)} ${t.confirmIgnore}`;
  const text = [t.confirmAsked(item), '', link, '', after].join('\n');
  const html = layout(
    language,
    t.confirmTitle,
    `<p>${escapeHtml(t.confirmAsked(item))}</p>
${buttonHtml(t.confirmButton, link)}
<p style="font-size:13px;color:#6b6b6b">${escapeHtml(after)}</p>`,
  );
  return { to, subject: t.confirmSubject(item), text, html };
}

export function stockAlertBackEmail(
  language: Language,
  to: string,
  item: AlertItem,
  links: { product: string; unsubscribe: string },
): MailMessage {
  const t = MAIL_TEXTS[language].stockAlert;
  const title = t.backSubject(item);
  const text = [
    title,
    '',
    t.backSentence,
    '',
    `${t.backButton}: ${links.product}`,
    '',
    t.backOnce,
    `${t.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');
  const html = layout(
    language,
    title,
    `<p>${escapeHtml(t.backSentence)}</p>
${buttonHtml(t.backButton, links.product)}
<p style="font-size:13px;color:#6b6b6b">${escapeHtml(t.backOnce)} <a href="${escapeHtml(links.unsubscribe)}" style="color:#6b6b6b">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  return { to, subject: title, text, html };
}
