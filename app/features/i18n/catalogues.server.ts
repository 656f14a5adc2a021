import type { Messages } from '@lingui/core';
import type { TranslatedLanguage } from '#domain/languages.ts';

/**
 * Each language's compiled catalogue, imported on the server only: the page's catalogue
 * reaches the browser in the storefront layout's loader data, never in a script, so a
 * page carries one language's texts (decision 59). English has none to load: its texts are
 * compiled into the scripts (tooling/lingui-macro-plugin.ts).
 */
const CATALOGUES: Record<TranslatedLanguage, () => Promise<{ messages: Messages }>> = {
  ru: () => import('#app/locales/ru/messages.ts'),
  ky: () => import('#app/locales/ky/messages.ts'),
};

export async function loadMessages(language: TranslatedLanguage): Promise<Messages> {
  return (await CATALOGUES[language]()).messages;
}
