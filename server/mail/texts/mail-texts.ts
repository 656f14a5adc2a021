/**
 * Every sentence of the shopper's e-mails, one table a language (decision 61). The server
 * build does not compile the storefront's Lingui catalogs, so the e-mails have their own
 * typed tables: a language missing a text does not compile.
 *
 * The texts are plain text with no HTML-special characters (a test holds all three to it):
 * the templates call them with raw values for the text part and with escaped values for the
 * HTML part, so one sentence serves both.
 */
import type { ReturnReason } from '#domain/returns.ts';

export type ParcelStatus = 'shipped' | 'delivered';

export interface ReturnInstructionsInput {
  number: string;
  orderNumber: string;
  address: readonly string[];
  note: string | null;
}

export interface MailTexts {
  /** The layout's last line. */
  footer: string;
  hello: string;
  helloName: (name: string) => string;
  /** The order's link: the button's label (upper-cased in the HTML) and "See your order: …" in the text part. */
  viewOrder: string;
  seeOrder: string;
  reason: (why: string) => string;

  signupSubject: (code: string) => string;
  signupTitle: string;
  signupAsked: string;
  signupValid: (minutes: number) => string;
  signupIgnore: string;

  resetSubject: string;
  resetTitle: string;
  /** Before the link in the text part, and before the button in the HTML. */
  resetAskedText: string;
  resetAskedHtml: string;
  resetButton: string;
  resetPaste: string;
  resetValid: (minutes: number) => string;

  confirmationSubject: (number: string) => string;
  confirmationTitle: (number: string) => string;
  /** The text part names the order; the HTML has it in the title. */
  confirmationThanksText: (number: string) => string;
  confirmationThanksHtml: string;
  subtotal: string;
  discount: string;
  shippingBy: (method: string) => string;
  total: string;

  statusSubject: (number: string, status: ParcelStatus) => string;
  statusTitle: (number: string, status: ParcelStatus) => string;
  statusSentence: (number: string, status: ParcelStatus) => string;
  carrier: string;
  trackingNumber: string;
  trackParcel: string;

  refundSubject: (number: string, full: boolean) => string;
  refundTitle: (number: string, full: boolean) => string;
  refundSentence: (refund: { amount: string; number: string; returnNumber: string | null }) => string;
  refundSettles: string;
  /** The refunded shipping, as a line of the refund's list. */
  shippingRefunded: string;

  contactSubject: string;
  contactTitle: string;
  /** With how soon the store answers (SPEC §9, STORE_CONTACT.replyTime). */
  contactReceived: string;
  contactIgnore: string;

  returnReasons: Record<ReturnReason, string>;
  returnRequestedSubject: (number: string, orderNumber: string) => string;
  returnRequestedTitle: (number: string) => string;
  returnRequestedIntro: (orderNumber: string) => string;
  returnRequestedNext: string;
  returnApprovedSubject: (number: string, orderNumber: string) => string;
  returnApprovedTitle: (number: string) => string;
  returnApprovedIntro: string;
  returnInstructions: (input: ReturnInstructionsInput) => string[];
  returnApprovedRefund: string;
  returnRejectedSubject: (number: string, orderNumber: string) => string;
  returnRejectedTitle: (number: string) => string;
  returnRejectedSorry: string;
  returnRejectedQuestions: string;
}
