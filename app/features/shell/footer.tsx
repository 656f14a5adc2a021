import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '#app/features/i18n/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { Wordmark } from '#app/components/ui/wordmark.tsx';
import { STORE_NAME } from '#domain/store.ts';
import { CurrencyPicker } from '#app/features/currency/index.ts';

const COLUMNS = [
  {
    id: 'footer-quick-links',
    title: msg`Quick Links`,
    links: [
      { to: '/products', label: msg`All Products` },
      { to: '/about-us', label: msg`About Us` },
      { to: '/faqs', label: msg`FAQs` },
      { to: '/contact-us', label: msg`Contact Us` },
    ],
  },
  {
    id: 'footer-policies',
    title: msg`Our Policies`,
    links: [
      { to: '/terms-conditions', label: msg`Terms & Conditions` },
      { to: '/refund-return-policy', label: msg`Refund & Return Policy` },
      { to: '/shipping-policy', label: msg`Shipping Policy` },
      { to: '/privacy-policy', label: msg`Privacy Policy` },
      // The privacy policy's cookie settings, written by its loader (decision 72).
      { to: '/privacy-policy#cookies', label: msg`Cookies` },
    ],
  },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  const { t } = useLingui();

  return (
    <footer className="render-when-near mt-20 bg-ink text-white [--near-height:46rem] md:[--near-height:21.5rem] lg:mt-28 lg:[--near-height:22.25rem]">
      <PageContainer className="grid gap-12 py-14 md:grid-cols-3 lg:py-20">
        <div>
          <Link to="/" className="inline-block text-xl" aria-label={t`${STORE_NAME} home`}>
            <Wordmark />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6 text-neutral-400">
            <Trans>Fashion designed in Kyrgyzstan, shipped worldwide.</Trans>
          </p>
          <p className="mt-8 text-xs text-neutral-400">
            <Trans>
              © {year} {STORE_NAME}. All rights reserved.
            </Trans>
          </p>
          <LanguageSwitcher />
          <CurrencyPicker />
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="text-xs font-semibold uppercase tracking-[0.25em]">
              {t(column.title)}
            </h2>
            <ul className="mt-5 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-neutral-300 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-white"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </PageContainer>
    </footer>
  );
}
