import { useMemo } from 'react';
import { createI18n, I18nProvider, type Messages } from '#app/lib/i18n-runtime.tsx';
import type { Language } from '#domain/languages.ts';

/** What the storefront layout's loader says of a page: its language, that language's catalogue, whether the prefix is one. */
export interface PageLanguage {
  language: Language;
  messages: Messages;
  known: boolean;
  /** Russian and Kyrgyz pages' names for their titles, by store path (English titles follow SPEC §2's rule). */
  pageNames: Record<string, string>;
  /** Category names in a Russian or Kyrgyz page's language, by category key, where the owner gave them (decision 62). */
  categoryNames: Record<string, string>;
}

/**
 * The page's language and its catalogue for every text below (decision 59). Made per
 * render tree, never shared: on the server each request renders with its own instance, so
 * two requests in two languages cannot see each other's.
 */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: React.ReactNode;
}) {
  const i18n = useMemo(() => createI18n(language, messages), [language, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
