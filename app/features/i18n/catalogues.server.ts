import type { Messages } from '#app/lib/i18n-runtime.tsx';
import type { TranslatedLanguage } from '#domain/languages.ts';

/**
 * Each language's compiled catalogue, imported on the server only: the page's catalogue
 * reaches the browser in the storefront layout's loader data, never in a script, so a
 * page carries one language's texts (decision 59). English has none to load: its texts are
 * compiled into the scripts (tooling/lingui-macro-plugin.ts).
 */
const CATALOGUES: Record<TranslatedLanguage, () => Promise<{ messages: unknown }>> = {
  ru: () => import('#app/locales/ru/messages.ts'),
  ky: () => import('#app/locales/ky/messages.ts'),
};

export async function loadMessages(language: TranslatedLanguage): Promise<Messages> {
  // Lingui's compiled form, which the store's runtime reads (app/lib/i18n-runtime.tsx).
  return (await CATALOGUES[language]()).messages as Messages;
}
