import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx.ts';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '#domain/languages.ts';
import { useLanguage } from '#app/lib/local-links.tsx';

/**
 * The same page in each language (decision 59). Plain links, so the choice works before
 * any script has loaded and loads the page whole, its catalogue with it; the server then
 * remembers the language (server/http/language.ts).
 *
 * `compact` (the header): the current language's code opening the list, a disclosure that
 * needs no script. Otherwise (the footer): every language by its own name.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const links = (
    <ul
      className={
        compact
          ? 'absolute right-0 top-full z-50 min-w-40 border border-line bg-white py-2 shadow-lg'
          : 'flex flex-wrap gap-x-5 gap-y-2'
      }
    >
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={pathInLanguage(language, pathname + search)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            className={cx(
              'underline-offset-4 hover:underline',
              compact
                ? 'block px-4 py-2.5 text-sm text-ink aria-[current]:font-semibold'
                : 'text-sm text-neutral-300 hover:text-white focus-visible:outline-white aria-[current]:text-white aria-[current]:underline',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
  if (!compact) {
    return (
      <nav aria-label={t`Language`} className="mt-8">
        {links}
      </nav>
    );
  }
  return (
    <details className="relative">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center text-xs font-semibold uppercase tracking-[0.15em] text-ink hover:opacity-60 [&::-webkit-details-marker]:hidden">
        {/* The name includes the code shown, for those who speak the controls they see. */}
        <span className="sr-only">{t`Language`} </span>
        {current}
      </summary>
      <nav aria-label={t`Language`}>{links}</nav>
    </details>
  );
}
