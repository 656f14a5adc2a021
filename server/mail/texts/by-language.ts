/** The e-mails' texts of each language (decision 61). */
import type { Language } from '#domain/languages.ts';
import { colorLabel } from '#domain/color-label.ts';
import { EN_MAIL_TEXTS } from './en';
import { KY_MAIL_TEXTS } from './ky';
import type { MailTexts } from './mail-texts';
import { RU_MAIL_TEXTS } from './ru';

export const MAIL_TEXTS: Record<Language, MailTexts> = { en: EN_MAIL_TEXTS, ru: RU_MAIL_TEXTS, ky: KY_MAIL_TEXTS };

/** A variant's colour as the language names it; one the owner typed outside the palette, as typed. */
export function colorIn(language: Language, color: string): string {
  const colors: Readonly<Record<string, string>> = MAIL_TEXTS[language].colors;
  return colors[color] ?? colorLabel(color);
}

/** A return's chosen reason (its id) in words; a reason no longer known is shown as stored. */
export function returnReasonIn(language: Language, reason: string): string {
  const reasons: Record<string, string> = MAIL_TEXTS[language].returnReasons;
  return reasons[reason] ?? reason;
}
