import { useCallback } from 'react';
import { type MessageDescriptor, useLingui } from '#app/lib/i18n-runtime.tsx';

/**
 * Texts that `domain/` and the API write in English — the SPEC's messages, validation
 * messages, a refusal's reason — shown on a page in its language (decision 59). `domain/`
 * is shared with the server and compiled without Lingui's macros, so its texts are
 * translated where they are shown: a feature lists the ones it shows, each English text
 * beside its message (`msg`), and `useDomainText(table)` says a text in the page's language.
 * A text not in the table (a new message from the server) is shown as it came, in English.
 */
export type DomainTextTable = ReadonlyMap<string, MessageDescriptor>;

export function domainTexts(
  entries: ReadonlyArray<readonly [english: string, message: MessageDescriptor]>,
): DomainTextTable {
  if (process.env.NODE_ENV !== 'production') {
    // Outside production builds each message keeps its English (compiled: ["Sold out"]); a
    // domain text changed without its message is caught by any test that loads the table.
    for (const [english, message] of entries) {
      const written = Array.isArray(message.message) && message.message.length === 1 ? message.message[0] : undefined;
      if (typeof written === 'string' && written !== english) {
        throw new Error(`The message for the domain text "${english}" says "${written}"`);
      }
    }
  }
  return new Map(entries);
}

/** The page-language version of a domain text, or the text itself when the table lacks it. */
export function useDomainText(table: DomainTextTable): (english: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (english: string) => {
      const message = table.get(english);
      return message ? i18n._(message) : english;
    },
    [i18n, table],
  );
}
