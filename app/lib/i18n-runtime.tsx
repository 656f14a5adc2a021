/**
 * The runtime Lingui's macros compile to (decision 59, `runtimeConfigModule` in
 * lingui.config.ts): `useLingui`, `Trans` and the i18n of a render, over Lingui's compiled
 * messages. Lingui's own runtime (@lingui/core and @lingui/react) is 3.1 KB gzipped on every
 * storefront page, most of it for what the store never asks of it: events, catalogues
 * loaded and switched at run time, message compilation, date and number formats. This one
 * reads the same compiled form; a test compares its answer with Lingui's for every message
 * of every catalogue.
 *
 * Numbers in plurals ("#") and the plural forms are written without `Intl`: a browser may
 * lack a language's data (Chromium has none for Kyrgyz) and write what the server did not.
 */
import { cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { MessageDescriptor as LinguiMessageDescriptor } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages.ts';
import { groupDigits } from '#domain/local-numbers.ts';

/** A compiled message: text, a value (`["name"]`), or a choice (`["n", "plural", { one: […], other: […] }]`). */
type Token = string | [name: string] | [name: string, kind: string, forms: Record<string, unknown>];
type Compiled = readonly Token[];

/**
 * What `msg` and the macros' calls pass: the message's id, its English (compiled by the
 * build, tooling/lingui-macro-plugin.ts), its values. Lingui's own type, which the macros'
 * types speak.
 */
export type MessageDescriptor = LinguiMessageDescriptor;

/** A language's compiled catalogue: message id → compiled message. */
export type Messages = Record<string, Compiled | string>;

/** The i18n of a render; shaped as Lingui's, which the macros' types give components. */
export interface I18n {
  locale: string;
  _(descriptor: MessageDescriptor): string;
  _(id: string, values?: Record<string, unknown>, options?: { message?: string }): string;
}

type PluralForm = 'one' | 'few' | 'many' | 'other';

/** CLDR's cardinal plural rules of the store's languages, for whole numbers and others. */
const PLURAL_RULES: Record<Language, (n: number) => PluralForm> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  ky: (n) => (n === 1 ? 'one' : 'other'),
  ru: (n) => {
    if (!Number.isInteger(n)) return 'other';
    const [ten, hundred] = [Math.abs(n) % 10, Math.abs(n) % 100];
    if (ten === 1 && hundred !== 11) return 'one';
    if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return 'few';
    return 'many';
  },
};

/** A count as the language writes it: "1,234" in English, "1 234" (a no-break space) in Russian and Kyrgyz. */
export function formatCount(locale: Language, n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = groupDigits(locale, whole!);
  const decimals = fraction === undefined ? '' : (locale === 'en' ? '.' : ',') + fraction;
  return (n < 0 ? '-' : '') + grouped + decimals;
}

function format(locale: Language, tokens: Compiled | string, values: Record<string, unknown>, count?: number): string {
  if (typeof tokens === 'string') return tokens;
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? formatCount(locale, count) : token;
      continue;
    }
    const [name, kind, forms] = token;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal') {
      const n = Number(value);
      const offset = typeof forms!.offset === 'number' ? forms!.offset : 0;
      const chosen = (forms![`${n}`] ??
        forms![kind === 'plural' ? PLURAL_RULES[locale](n - offset) : 'other'] ??
        forms!.other) as Compiled;
      out += format(locale, chosen, values, n - offset);
    } else if (kind === 'select') {
      out += format(locale, (forms![String(value)] ?? forms!.other) as Compiled, values);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

/** The i18n of one render: never global, so two requests in two languages share nothing. */
export function createI18n(locale: Language, messages: Messages): I18n {
  return {
    locale,
    _(descriptor: MessageDescriptor | string, values?: Record<string, unknown>, options?: { message?: string }) {
      const { id, message, values: given } = typeof descriptor === 'string' ? { id: descriptor } : descriptor;
      const compiled = messages[id] ?? (message as Compiled | string | undefined) ?? options?.message ?? id;
      return format(locale, compiled, (given as Record<string, unknown> | undefined) ?? values ?? {});
    },
  };
}

/** English, for what runs outside a page (tests, a caller that gives no page language). */
export const ENGLISH_I18N = createI18n(DEFAULT_LANGUAGE, {});
const I18nContext = createContext<I18n>(ENGLISH_I18N);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** What the `useLingui` macro compiles to: the page's i18n, and its `_` as `t`. */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  const i18n = useContext(I18nContext);
  return { i18n, _: i18n._ };
}

/** `<0>…</0>` and `<0/>` in a message, the first one found. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** A message's text with its numbered tags made the elements the macro passed. */
function withElements(text: string, components: Record<string, ReactElement>, key = 0): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const [whole, paired, inside, single] = match;
    const element = components[paired ?? single!];
    const children = inside === undefined ? undefined : withElements(inside, components, key * 10 + 1);
    parts.push(element ? cloneElement(element, { key: `${key}-${parts.length}` }, ...(children ?? [])) : children);
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * What the `<Trans>` macro compiles to. A value that is an element (rare: the macro makes
 * elements of the text components) is placed as one.
 */
export function Trans({
  id,
  message,
  values = {},
  components = {},
}: MessageDescriptor & { components?: Record<string, ReactElement> }) {
  const { i18n } = useLingui();
  const texts: Record<string, unknown> = {};
  const elements = { ...components };
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      const slot = `${Object.keys(elements).length + 100}`;
      elements[slot] = value;
      texts[name] = `<${slot}/>`;
    } else texts[name] = value;
  }
  const text = i18n._({ id, message, values: texts });
  return <>{Object.keys(elements).length > 0 ? withElements(text, elements) : text}</>;
}

/** Where the core `t` macro would reach for a global i18n: the store has none (use `useLingui`). */
export const noGlobalI18n: I18n = {
  locale: DEFAULT_LANGUAGE,
  _(): string {
    throw new Error("A text was translated outside a render: use useLingui()'s t, or msg and i18n._.");
  },
};
