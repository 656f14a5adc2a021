/**
 * The translate toggle (SPEC §4/§9): which review comments offer a translation, and from
 * which language. Free of zod: the product page imports it on first load.
 */

/**
 * The greeting words that offer a translation: Spanish, French and Hindi (in Devanagari
 * and in Latin letters). Matched as whole words, case-insensitively.
 */
export const TRANSLATABLE_GREETINGS = {
  es: ['hola', 'buenos días', 'buenas tardes', 'buenas noches'],
  fr: ['bonjour', 'bonsoir', 'salut'],
  hi: ['namaste', 'namaskar', 'नमस्ते', 'नमस्कार'],
} as const;

export type TranslatableLanguage = keyof typeof TRANSLATABLE_GREETINGS;

// \p{L}\p{M} so that a Devanagari word's vowel signs count as part of it.
const GREETING_PATTERNS = Object.entries(TRANSLATABLE_GREETINGS).map(([language, words]) => ({
  language: language as TranslatableLanguage,
  pattern: new RegExp(`(?<![\\p{L}\\p{M}])(?:${words.join('|')})(?![\\p{L}\\p{M}])`, 'iu'),
}));

/** The language whose greeting the comment contains, or null when it offers no translation. */
export function greetingLanguage(comment: string): TranslatableLanguage | null {
  const text = comment.normalize('NFC');
  return GREETING_PATTERNS.find(({ pattern }) => pattern.test(text))?.language ?? null;
}
