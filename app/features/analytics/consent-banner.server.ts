import { msg } from '@lingui/core/macro';
import analyticsModuleUrl from 'virtual:analytics-module-url';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { createI18n, type MessageDescriptor, type Messages } from '#app/lib/i18n-runtime.tsx';
import {
  ANALYTICS_MODULE_ELEMENT_ID,
  CONSENT_PATH,
  type AnalyticsService,
  type ConsentState,
} from '#domain/consent.ts';
import { pathInLanguage, type Language } from '#domain/languages.ts';

/**
 * Cookie consent on the page (decision 72), written on the server as plain HTML that the
 * storefront places as it is: no script of the storefront's carries any of it, and it works
 * without JavaScript. The choice is a form of two buttons posted to /api/consent, which
 * remembers it and sends the shopper back to the page.
 *
 * - The banner, while no choice is stored: fixed at the bottom of the window, so nothing on
 *   the page moves when it shows.
 * - The privacy policy's cookie settings (the footer's "Cookies" link), where a shopper
 *   sees their choice and changes it.
 * - With analytics allowed, the analytics module's script element, naming the provider.
 */
const TEXTS = {
  title: msg`Cookies`,
  body: msg`We use the cookies the store needs to work: your cart, sign-in and choices. With your permission we would also count visits and purchases (analytics) to improve the store. Nothing is counted unless you allow it.`,
  privacy: msg`Read our Privacy Policy`,
  necessary: msg`Necessary only`,
  analytics: msg`Allow analytics`,
  settings: msg`Cookie settings`,
  chosenNone: msg`You have not chosen yet: only the cookies the store needs are used.`,
  chosenNecessary: msg`Your choice: necessary cookies only.`,
  chosenAnalytics: msg`Your choice: analytics allowed.`,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

function texts(language: Language, messages: Messages) {
  const i18n = createI18n(language, messages);
  return (descriptor: MessageDescriptor) => escapeHtml(i18n._(descriptor));
}

/** The two buttons; `returnTo` when the page to go back to is not the form's own (its Referer). */
function choiceForm(say: (d: MessageDescriptor) => string, returnTo?: string): string {
  const back = returnTo ? `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">` : '';
  return (
    `<form method="post" action="${CONSENT_PATH}" class="flex shrink-0 flex-wrap gap-3">${back}` +
    `<button type="submit" name="choice" value="necessary" class="${buttonStyles({ variant: 'secondary' })}">${say(TEXTS.necessary)}</button>` +
    `<button type="submit" name="choice" value="analytics" class="${buttonStyles()}">${say(TEXTS.analytics)}</button>` +
    `</form>`
  );
}

/** The banner shown while the shopper has not chosen. */
export function consentBannerHtml(language: Language, messages: Messages): string {
  const say = texts(language, messages);
  const privacy = escapeHtml(pathInLanguage(language, '/privacy-policy'));
  return (
    `<section id="cookie-banner" aria-labelledby="cookie-banner-title" class="fixed inset-x-0 bottom-0 z-40 border-t border-ink bg-white shadow-lg">` +
    `<div class="mx-auto flex w-full max-w-[1400px] flex-col gap-4 px-4 py-4 md:flex-row md:items-center md:justify-between lg:px-8">` +
    `<div class="max-w-3xl"><h2 id="cookie-banner-title" class="text-xs font-semibold uppercase tracking-[0.25em]">${say(TEXTS.title)}</h2>` +
    `<p class="mt-2 text-sm leading-6 text-ink">${say(TEXTS.body)} <a href="${privacy}" class="underline underline-offset-4">${say(TEXTS.privacy)}</a></p></div>` +
    `${choiceForm(say)}</div></section>`
  );
}

/** The privacy policy's cookie settings: the choice as it stands, and the form to change it. */
export function cookieSettingsHtml(language: Language, messages: Messages, consent: ConsentState): string {
  const say = texts(language, messages);
  const chosen = { none: TEXTS.chosenNone, necessary: TEXTS.chosenNecessary, analytics: TEXTS.chosenAnalytics }[
    consent
  ];
  return (
    `<div id="cookies" class="mt-6 border border-line p-5">` +
    `<h3 class="text-xs font-semibold uppercase tracking-[0.25em]">${say(TEXTS.settings)}</h3>` +
    `<p class="mt-2 mb-4 text-sm leading-6" data-consent="${consent}">${say(chosen)}</p>` +
    `${choiceForm(say, `${pathInLanguage(language, '/privacy-policy')}#cookies`)}</div>`
  );
}

/**
 * The analytics module, for a page whose shopper allowed analytics: a module script (run
 * after the page is parsed, never before consent), naming the provider it sends events to.
 */
export function analyticsModuleHtml(service: AnalyticsService | null): string {
  const named = service ? ` data-service="${escapeHtml(JSON.stringify(service))}"` : '';
  return `<script type="module" id="${ANALYTICS_MODULE_ELEMENT_ID}" src="${escapeHtml(analyticsModuleUrl)}"${named}></script>`;
}
