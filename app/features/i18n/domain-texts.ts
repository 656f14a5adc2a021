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

/**
 * A domain text that carries values ("Only 2 left of Coat (Navy, M). …"): the English as a
 * pattern whose named groups are the values, and the message that says it with them. Each
 * feature's test runs the domain's own function through its patterns, so a sentence changed
 * on one side fails there.
 */
export type DomainPattern = readonly [english: RegExp, message: (values: Record<string, string>) => MessageDescriptor];

/** A pattern whose message reads the named groups it declares (each is there whenever the pattern matches). */
export function domainPattern<const Name extends string>(
  english: RegExp,
  message: (values: Record<Name, string>) => MessageDescriptor,
): DomainPattern {
  return [english, message as (values: Record<string, string>) => MessageDescriptor];
}

const NO_PATTERNS: readonly DomainPattern[] = [];

/** A domain text in the page's language, by its table or a pattern; as it came when neither knows it. */
export function translateDomainText(
  i18n: { _(message: MessageDescriptor): string },
  table: DomainTextTable,
  patterns: readonly DomainPattern[],
  english: string,
): string {
  const message = table.get(english);
  if (message) return i18n._(message);
  for (const [pattern, said] of patterns) {
    const values = pattern.exec(english)?.groups;
    if (values) return i18n._(said(values));
  }
  return english;
}

/** The page-language version of a domain text, or the text itself when neither the table nor a pattern knows it. */
export function useDomainText(
  table: DomainTextTable,
  patterns: readonly DomainPattern[] = NO_PATTERNS,
): (english: string) => string {
  const { i18n } = useLingui();
  return useCallback((english: string) => translateDomainText(i18n, table, patterns, english), [i18n, table, patterns]);
}
