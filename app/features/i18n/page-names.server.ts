import { msg } from '@lingui/core/macro';
import { createI18n, type MessageDescriptor, type Messages } from '#app/lib/i18n-runtime.tsx';
import { LANGUAGE_LOCALES, type TranslatedLanguage } from '#domain/languages.ts';

/**
 * Each page's name in the title of a translated page (decision 59). English titles follow
 * SPEC §2's rule from the path and need none of these, so they stay on the server: the
 * storefront layout's loader sends a Russian or Kyrgyz page its names, in capitals as the
 * rule writes English's.
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
  '/favourites': msg`Favourites`,
};

/** The page names in a language, by store path: `{ "/products": "ТОВАРЫ", … }`. */
export function pageNamesIn(language: TranslatedLanguage, messages: Messages): Record<string, string> {
  const i18n = createI18n(language, messages);
  return Object.fromEntries(
    Object.entries(PAGE_NAMES).map(([path, name]) => [
      path,
      i18n._(name).toLocaleUpperCase(LANGUAGE_LOCALES[language]),
    ]),
  );
}
