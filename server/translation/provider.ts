/**
 * Translating review comments into English behind one small interface, so a real
 * translation service can replace the built-in phrase list without touching the API or
 * the page (decision 0024).
 */
import type { TranslatableLanguage } from '#domain/review-greetings.ts';

export interface Translation {
  /** The comment in English. */
  text: string;
  /** The language it was written in. */
  language: TranslatableLanguage;
}

export interface TranslationProvider {
  /** The English of the whole comment, or null when this provider cannot translate all of it. */
  translate(text: string): Promise<Translation | null>;
}
