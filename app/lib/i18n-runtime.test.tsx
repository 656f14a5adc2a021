/**
 * The store's runtime says every message of every catalogue as Lingui's own runtime does,
 * for counts that pick each plural form, and places the elements of `<Trans>`.
 */
import fs from 'node:fs';
import { type Messages as LinguiMessages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderToString } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '#domain/languages.ts';
import { createI18n, formatCount, I18nProvider, type Messages, Trans } from './i18n-runtime';

/** Each language's catalogue compiled from its PO file, as `npm run i18n` compiles it. */
async function catalogue(language: Language): Promise<Messages> {
  const po = fs.readFileSync(`app/locales/${language}/messages.po`, 'utf8');
  const entries = await formatter().parse(po, { locale: language, sourceLocale: 'en', filename: '' });
  return Object.fromEntries(
    Object.entries(entries).map(([id, entry]) => [id, compileMessage(entry.translation || entry.message || '')]),
  ) as Messages;
}

/** The names a compiled message takes values for. */
function valueNames(tokens: unknown, names = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(tokens)) return names;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, kind, forms] = token as [string, string?, Record<string, unknown>?];
    names.set(name, kind ?? names.get(name) ?? 'text');
    for (const form of Object.values(forms ?? {})) valueNames(form, names);
  }
  return names;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 14, 21, 22, 25, 101, 1234, 1_000_001];

describe('the i18n runtime', () => {
  it.each(LANGUAGES)("says every %s message as Lingui's runtime does", async (language) => {
    const messages = await catalogue(language);
    const ours = createI18n(language, messages);
    const lingui = setupI18n({
      locale: language,
      locales: [LANGUAGE_LOCALES[language]],
      messages: { [language]: messages as LinguiMessages },
    });
    expect(Object.keys(messages).length).toBeGreaterThan(10);
    for (const [id, compiled] of Object.entries(messages)) {
      const names = valueNames(compiled);
      const counted = [...names].filter(([, kind]) => kind === 'plural');
      for (const count of counted.length > 0 ? COUNTS : [0]) {
        const values = Object.fromEntries(
          [...names].map(([name, kind]) => [name, kind === 'text' ? `«${name}»` : count]),
        );
        expect(ours._(id, values), `${id} with ${JSON.stringify(values)}`).toBe(lingui._(id, values));
      }
    }
  });

  it('writes counts with the language’s grouping', () => {
    expect(formatCount('en', 1234567)).toBe('1,234,567');
    expect(formatCount('ru', 1234)).toBe('1\u00a0234');
    expect(formatCount('ky', -12345.5)).toBe('-12\u00a0345,5');
  });

  it('places the elements of a <Trans> message, nested or alone, and element values', () => {
    const i18n = createI18n('ru', {
      x: compileMessage('Прочтите <0>наши <1>правила</1></0> сейчас<2/>, {name}') as never,
    });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Trans
          id="x"
          values={{ name: <em>Айгуль</em> }}
          components={{ 0: <a href="/ru/faqs" />, 1: <b />, 2: <br /> }}
        />
      </I18nProvider>,
    );
    expect(html).toBe('Прочтите <a href="/ru/faqs">наши <b>правила</b></a> сейчас<br/>, <em>Айгуль</em>');
  });
});
