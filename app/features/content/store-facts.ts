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

/** The date printed on every policy page. */
export const POLICY_UPDATED = { iso: '2025-08-24', label: '24 August 2025' } as const;
