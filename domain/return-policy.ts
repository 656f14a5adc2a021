/**
 * The return policy's window and condition (decision 0052): SPEC §9's "returns within 3 days
 * of delivery", the one place it is said. The policy pages, the FAQs, the product page and
 * the server's refusal all read it from here. A module of its own, beside the return rules
 * of `returns.ts` (which re-exports it), so the pages that only state the policy do not load
 * those rules and their words.
 */
export const RETURN_POLICY = {
  days: 3,
  /** As the policy pages say it: "You can request a return within 3 days of delivery." */
  window: '3 days of delivery',
  /** How items must come back ("Items should be returned unworn, …"). */
  condition: 'unworn, unwashed and with their original tags and packaging',
} as const;
