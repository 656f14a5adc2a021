/**
 * Short message ids for production builds (decision 59, "How it comes back down"). Lingui
 * names each message by a six-character hash of its English; every descriptor in the
 * scripts carries one (`{ id: "3WqmGI", message: [...] }`), and hashes are what gzip packs
 * worst. The build numbers the messages of the English catalogue instead — one or two
 * characters each — and uses the same numbers in the macros' descriptors (client and server
 * bundles) and in the Russian and Kyrgyz catalogues the server sends with a page.
 *
 * The catalogues on disk keep Lingui's hashes, so `npm run i18n`, the PO files translators
 * edit and `npm run check:i18n` are Lingui's as they were. The numbering exists only inside
 * one build, which reads one English catalogue for both bundles, so it never has to be
 * stable from one build to the next. A message the English catalogue lacks (not extracted
 * yet) keeps its hash, which no short id can equal.
 */
import { formatter } from '@lingui/format-po';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The n-th short id: "0"…"Z", then "00"…"ZZ", and so on (bijective, so no two equal). */
export function shortId(n: number): string {
  let id = '';
  let rest = n;
  let width = 1;
  // Skip the ids of shorter widths: 62 of one character, 62² of two, …
  for (let count = DIGITS.length; rest >= count; count *= DIGITS.length) {
    rest -= count;
    width += 1;
  }
  for (let i = 0; i < width; i += 1) {
    id = DIGITS[rest % DIGITS.length] + id;
    rest = Math.floor(rest / DIGITS.length);
  }
  return id;
}

/** Lingui's id → short id, for every message of the English catalogue (PO text), in its order. */
export async function shortIdsOf(englishCatalogue: string): Promise<Map<string, string>> {
  const catalogue = await formatter({ lineNumbers: false }).parse(englishCatalogue, {
    locale: 'en',
    sourceLocale: 'en',
    filename: '',
  });
  return new Map(Object.keys(catalogue).map((id, n) => [id, shortId(n)]));
}

const COMPILED_CATALOGUE = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/**
 * A catalogue module as `lingui compile` writes it (`export const messages=JSON.parse("…")`)
 * with its messages under their short ids.
 */
export function withShortIds(catalogueModule: string, ids: ReadonlyMap<string, string>): string {
  const match = COMPILED_CATALOGUE.exec(catalogueModule);
  if (!match) throw new Error('A compiled catalogue without its JSON.parse("…") of messages');
  const messages = JSON.parse(JSON.parse(match[1]!) as string) as Record<string, unknown>;
  const renamed = Object.fromEntries(Object.entries(messages).map(([id, message]) => [ids.get(id) ?? id, message]));
  return catalogueModule.replace(match[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(renamed))})`);
}
