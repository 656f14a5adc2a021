import { msg } from '@lingui/core/macro';
import type { I18n } from '#app/lib/i18n-runtime.tsx';
import { domainTexts } from '#app/features/i18n/index.ts';
import { RETURN_POLICY } from '#domain/return-policy.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';

/**
 * The service promises of SPEC §9 "Policies", kept in one place so the policy pages,
 * the about page, the FAQs and product pages cannot drift apart.
 */
export const STORE_FACTS = {
  processingDays: '1-2 business days',
  // Delivery times are the shipping zones' (decision 57): the pages' loaders read them.
  /** The server refuses a return outside this window, so it lives with the return rules. */
  returnWindow: RETURN_POLICY.window,
  returnCondition: RETURN_POLICY.condition,
  refundDays: '7-10 business days',
  /** Also in the contact e-mails, so it lives with the store's contact details. */
  replyTime: STORE_CONTACT.replyTime,
} as const;

/** Each promise in the page's language, worded to follow "within" as the English does. */
const FACT_TEXTS = domainTexts([
  [STORE_FACTS.processingDays, msg`1-2 business days`],
  [STORE_FACTS.returnWindow, msg`3 days of delivery`],
  [STORE_FACTS.returnCondition, msg`unworn, unwashed and with their original tags and packaging`],
  [STORE_FACTS.refundDays, msg`7-10 business days`],
  [STORE_FACTS.replyTime, msg`24 hours`],
]);

export type StoreFacts = { readonly [K in keyof typeof STORE_FACTS]: string };

/** The store's promises in the language of `i18n` (the page's, or a meta function's). */
export function localStoreFacts(i18n: I18n): StoreFacts {
  const say = (english: string) => {
    const message = FACT_TEXTS.get(english);
    return message ? i18n._(message) : english;
  };
  return {
    processingDays: say(STORE_FACTS.processingDays),
    returnWindow: say(STORE_FACTS.returnWindow),
    returnCondition: say(STORE_FACTS.returnCondition),
    refundDays: say(STORE_FACTS.refundDays),
    replyTime: say(STORE_FACTS.replyTime),
  };
}

/** The date printed on every policy page. */
export const POLICY_UPDATED = { iso: '2025-08-24', label: '24 August 2025' } as const;
