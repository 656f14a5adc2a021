/**
 * Every sentence of the shopper's e-mails, one table a language (decision 61). The server
 * build does not compile the storefront's Lingui catalogs, so the e-mails have their own
 * typed tables: a language missing a text does not compile.
 *
 * The texts are plain text with no HTML-special characters (a test holds all three to it):
 * the templates call them with raw values for the text part and with escaped values for the
 * HTML part, so one sentence serves both.
 */
import type { KnownColor } from '#domain/product.ts';
import type { ReturnReason } from '#domain/returns.ts';
import type { DEFAULT_SHIPPING_METHODS } from '#domain/shipping.ts';

/** The names of the methods every zone starts with ('Standard', 'Express', 'Overnight'). */
export type DefaultShippingMethod = (typeof DEFAULT_SHIPPING_METHODS)[number]['name'];

export type ParcelStatus = 'shipped' | 'delivered';

export interface ReturnInstructionsInput {
  number: string;
  orderNumber: string;
  address: readonly string[];
  note: string | null;
}

/** A back-in-stock alert's item: the product as the language names it, its colour and size. */
export interface AlertItem {
  product: string;
  color: string;
  size: string;
}

/** The back-in-stock alert's e-mails (decision 64). */
export interface StockAlertTexts {
  confirmSubject: (item: AlertItem) => string;
  confirmTitle: string;
  confirmAsked: (item: AlertItem) => string;
  confirmButton: string;
  confirmValid: (days: number) => string;
  confirmIgnore: string;
  backSubject: (item: AlertItem) => string;
  backSentence: string;
  backButton: string;
  backOnce: string;
  /** The unsubscribe link's label: it ends every alert still waiting at the address. */
  unsubscribe: string;
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
  /** The confirmation's headings over the address the parcel goes to and how it goes. */
  shipTo: string;
  shippingMethod: string;
  /** SPEC §9's methods as the storefront names them; a method the owner added keeps its own name. */
  methodNames: Readonly<Record<DefaultShippingMethod, string>>;
  /** A method's delivery time (business days after dispatch), as checkout says it. */
  deliveryDays: (minDays: number, maxDays: number) => string;

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
  /** The palette's colours as the storefront's catalog names them (a test holds them to it). */
  colors: Readonly<Record<KnownColor, string>>;
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

  stockAlert: StockAlertTexts;
}
