import { msg } from '@lingui/core/macro';
import { createI18n, type I18n, type MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, pathWithoutLanguage } from '#domain/languages.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import type { PageLanguage } from './language-provider';

/** What React Router gives a meta function of each route matched. */
interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The page's language and catalogue, as the storefront layout loaded them; English elsewhere. */
export function metaLanguage(matches: readonly (MetaMatch | undefined)[]): PageLanguage {
  const layout = matches.find((match) => match?.id === 'routes/storefront-layout')?.loaderData as
    PageLanguage | undefined;
  return layout ?? { language: DEFAULT_LANGUAGE, messages: {}, known: true };
}

/**
 * Texts for a route's `meta`, which runs outside the page's components: an i18n of the
 * page's language, made for the call (decision 59).
 */
export function metaI18n(matches: readonly (MetaMatch | undefined)[]): I18n {
  const { language, messages } = metaLanguage(matches);
  return createI18n(language, messages);
}

/**
 * Each page's name in the title of a translated page. English titles follow SPEC §2's rule
 * from the path; a Russian or Kyrgyz one says the page's name in its language, in capitals
 * as the rule writes English's.
 */
const PAGE_NAMES: Record<string, MessageDescriptor> = {
  '/': msg`Home`,
  '/products': msg`Products`,
  '/cart': msg`Cart`,
  '/checkout': msg`Checkout`,
  '/checkout/shipping': msg`Checkout: shipping`,
  '/checkout/payment': msg`Checkout: payment`,
  '/checkout/success': msg`Order placed`,
  '/about-us': msg`About Us`,
  '/contact-us': msg`Contact Us`,
  '/faqs': msg`FAQs`,
  '/terms-conditions': msg`Terms & Conditions`,
  '/refund-return-policy': msg`Refund & Return Policy`,
  '/shipping-policy': msg`Shipping Policy`,
  '/privacy-policy': msg`Privacy Policy`,
  '/login': msg`Sign in`,
  '/register': msg`Create account`,
  '/forgot-password': msg`Forgot password`,
  '/reset-password': msg`Reset password`,
  '/auth/verifyOTP': msg`Confirm your e-mail`,
  '/account': msg`Account`,
};

/** A store page's title: "PRODUCTS | ALATOO", "ТОВАРЫ | ALATOO". */
export function pageTitle(matches: readonly (MetaMatch | undefined)[], pathname: string): string {
  const path = pathWithoutLanguage(pathname).replace(/\/+$/, '') || '/';
  const i18n = metaI18n(matches);
  const name =
    i18n.locale === DEFAULT_LANGUAGE
      ? undefined
      : PAGE_NAMES[path.replace(/^\/reset-password\/.*$/, '/reset-password')];
  const title = name
    ? i18n._(name).toLocaleUpperCase(LANGUAGE_LOCALES[i18n.locale as keyof typeof LANGUAGE_LOCALES])
    : pageTitleFromPath(path);
  return `${title} | ${STORE_NAME}`;
}
