/** The e-mails in English: the store's first language, word for word as SPEC and the tests read them. */
import { returnInstructions, RETURN_REASONS } from '#domain/returns.ts';
import { STORE_NAME } from '#domain/store.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';
import type { MailTexts } from './mail-texts';

const shippedSaid = { shipped: 'is on its way', delivered: 'has been delivered' } as const;
const refundedSaid = (full: boolean) => (full ? 'has been refunded' : 'has been partly refunded');

export const EN_MAIL_TEXTS: MailTexts = {
  footer: `${STORE_NAME} · Bishkek, Kyrgyzstan · Shipping worldwide`,
  hello: 'Hello,',
  helloName: (name) => `Hello ${name},`,
  viewOrder: 'View order',
  seeOrder: 'See your order',
  reason: (why) => `Reason: ${why}`,

  signupSubject: (code) => `Your ${STORE_NAME} verification code: ${code}`,
  signupTitle: 'Confirm your sign-up',
  signupAsked: `Someone asked to sign up at ${STORE_NAME} with this e-mail address. To confirm the sign-up, enter this code on the page where it was requested:`,
  signupValid: (minutes) => `It is valid for ${minutes} minutes.`,
  signupIgnore: 'If you did not ask for it, you can ignore this e-mail: no account is opened without this code.',

  resetSubject: `Reset your ${STORE_NAME} password`,
  resetTitle: 'Reset your password',
  resetAskedText: 'Someone asked to reset the password of your account. To choose a new password, open this link:',
  resetAskedHtml: 'Someone asked to reset the password of your account. To choose a new password:',
  resetButton: 'RESET PASSWORD',
  resetPaste: 'Or paste this address into your browser:',
  resetValid: (minutes) =>
    `The link works once and for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,

  confirmationSubject: (number) => `Your ${STORE_NAME} order ${number} is confirmed`,
  confirmationTitle: (number) => `Order ${number} is confirmed`,
  confirmationThanksText: (number) =>
    `Thank you for your order ${number}. Your payment is confirmed and we are preparing your parcel.`,
  confirmationThanksHtml: 'Thank you for your order. Your payment is confirmed and we are preparing your parcel.',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shippingBy: (method) => `Shipping (${method})`,
  total: 'Total',
  shipTo: 'Shipping address',
  shippingMethod: 'Shipping method',
  methodNames: { Standard: 'Standard', Express: 'Express', Overnight: 'Overnight' },
  deliveryDays: (min, max) =>
    max <= 1 ? 'next business day' : min === max ? `${max} business days` : `${min}-${max} business days`,

  statusSubject: (number, status) => `Your ${STORE_NAME} order ${number} ${shippedSaid[status]}`,
  statusTitle: (number, status) => `Order ${number} ${shippedSaid[status]}`,
  statusSentence: (number, status) => `Your order ${number} ${shippedSaid[status]}.`,
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackParcel: 'Track your parcel',

  refundSubject: (number, full) => `Your ${STORE_NAME} order ${number} ${refundedSaid(full)}`,
  refundTitle: (number, full) => `Order ${number} ${refundedSaid(full)}`,
  refundSentence: ({ amount, number, returnNumber }) =>
    `${returnNumber ? `We received your return ${returnNumber} and have` : 'We have'} refunded ${amount} for your order ${number}.`,
  refundSettles: 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.',
  shippingRefunded: 'Shipping',

  contactSubject: `We received your message to ${STORE_NAME}`,
  contactTitle: 'We received your message',
  contactReceived: `Thank you for writing to ${STORE_NAME}. Your message reached us and we will reply to this address within ${STORE_CONTACT.replyTime}.`,
  contactIgnore: 'If you did not write to us, you can ignore this e-mail.',

  returnReasons: RETURN_REASONS,
  colors: {
    Gray: 'Gray',
    Black: 'Black',
    White: 'White',
    Green: 'Green',
    Blue: 'Blue',
    Red: 'Red',
    Navy: 'Navy',
    Mint: 'Mint',
    LightBlue: 'Light Blue',
    Yellow: 'Yellow',
    Pink: 'Pink',
    Purple: 'Purple',
    Orange: 'Orange',
    Brown: 'Brown',
  },
  returnRequestedSubject: (number, orderNumber) =>
    `We received your return request ${number} for ${STORE_NAME} order ${orderNumber}`,
  returnRequestedTitle: (number) => `Return ${number} requested`,
  returnRequestedIntro: (orderNumber) => `We received your request to return these items of order ${orderNumber}:`,
  returnRequestedNext: `We reply within ${STORE_CONTACT.replyTime} with the return instructions. Please keep the items until then.`,
  returnApprovedSubject: (number, orderNumber) =>
    `Your return ${number} for ${STORE_NAME} order ${orderNumber} is approved`,
  returnApprovedTitle: (number) => `Return ${number} approved`,
  returnApprovedIntro: 'Your return is approved. Here is how to send the items back:',
  returnInstructions,
  returnApprovedRefund:
    'We refund the items to the card you paid with as soon as the parcel arrives and has been checked.',
  returnRejectedSubject: (number, orderNumber) =>
    `Your return ${number} for ${STORE_NAME} order ${orderNumber} was not accepted`,
  returnRejectedTitle: (number) => `Return ${number} not accepted`,
  returnRejectedSorry: 'We are sorry: we cannot accept this return.',
  returnRejectedQuestions: 'If you have questions about it, reply to this e-mail.',
  stockAlert: {
    confirmSubject: ({ product }) => `Confirm your alert for ${product}`,
    confirmTitle: 'Confirm your back-in-stock alert',
    confirmAsked: ({ product, color, size }) =>
      `Someone asked ${STORE_NAME} to e-mail this address once ${product} in ${color}, size ${size} is back in stock. To start the alert, open this link:`,
    confirmButton: 'START THE ALERT',
    confirmValid: (days) => `The link works for ${days} days.`,
    confirmIgnore: 'If it was not you, ignore this e-mail: we will not write again.',
    backSubject: ({ product, color, size }) => `${product} in ${color}, size ${size} is back`,
    backSentence: 'The size you were waiting for is in stock again. Sizes go fast, so do not wait too long.',
    backButton: 'SHOP NOW',
    backOnce: 'This was a one-time alert: we will not e-mail you about this size again.',
    unsubscribe: 'Stop all my back-in-stock alerts',
  },
};
