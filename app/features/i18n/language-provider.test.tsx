/**
 * A page in a language: texts written with Lingui's macros, compiled by the build's plugin,
 * read from the language's compiled catalogue (English from the code itself), links kept in
 * the language, and domain texts said in it.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
// The renderer's browser build: app/ imports nothing whose path names a server (lint).
import { renderToString } from 'react-dom/server.browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '#app/lib/local-links.tsx';
import type { Language } from '#domain/languages.ts';
import { loadMessages } from './catalogues.server';
import { domainTexts, useDomainText } from './domain-texts';
import { LanguageProvider } from './language-provider';

const TEXTS = domainTexts([['Privacy Policy', msg`Privacy Policy`]]);

function Page() {
  const { t } = useLingui();
  const say = useDomainText(TEXTS);
  return (
    <p>
      <Link to="/about-us">
        <Trans>About Us</Trans>
      </Link>
      |{t`Loading`}|{say('Privacy Policy')}|{say('A text no table lists')}|
    </p>
  );
}

const catalogues = { en: {}, ru: await loadMessages('ru'), ky: await loadMessages('ky') };

function render(language: Language): string {
  const catalogue = catalogues[language];
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  const html = renderToString(
    <LanguageProvider language={language} messages={catalogue}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
  // React's markers between adjacent texts say nothing of what the shopper reads.
  return html.replaceAll('<!-- -->', '');
}

describe('a page in a language', () => {
  it('says its texts in English from the code, with links at their own addresses', () => {
    expect(render('en')).toContain(
      '<a href="/about-us" data-discover="true">About Us</a>|Loading|Privacy Policy|A text no table lists|',
    );
  });

  it('says them in Russian and Kyrgyz from the catalogues, links under the prefix', () => {
    expect(render('ru')).toContain(
      '<a href="/ru/about-us" data-discover="true">О нас</a>|Загрузка|Политика конфиденциальности|A text no table lists|',
    );
    expect(render('ky')).toContain(
      '<a href="/ky/about-us" data-discover="true">Биз жөнүндө</a>|Жүктөлүүдө|Купуялык саясаты|',
    );
  });

  it('refuses a domain text whose message says something else', () => {
    expect(() => domainTexts([['Sold out', msg`Sold Out`]])).toThrow(
      'The message for the domain text "Sold out" says "Sold Out"',
    );
  });
});
