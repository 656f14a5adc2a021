/**
 * The orders' words in the page's language (decision 59): the status badges' labels
 * (order-display.ts), the return steps and reasons, and the return texts of domain/returns.ts.
 */
import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';

export const ORDER_TEXTS = domainTexts([
  // Order and payment statuses (order-display.ts).
  ['Order received', msg`Order received`],
  ['Processing', msg`Processing`],
  ['Shipped', msg`Shipped`],
  ['Delivered', msg`Delivered`],
  ['Cancelled', msg`Cancelled`],
  ['Awaiting payment', msg`Awaiting payment`],
  ['Paid', msg`Paid`],
  ['Payment failed', msg`Payment failed`],
  ['Refunded', msg`Refunded`],
  ['Partly refunded', msg`Partly refunded`],
  // Return statuses and reasons (domain/returns.ts).
  ['Requested', msg`Requested`],
  ['Approved', msg`Approved`],
  ['Rejected', msg`Rejected`],
  ['Received and refunded', msg`Received and refunded`],
  ['Too small', msg`Too small`],
  ['Too large', msg`Too large`],
  ['Not as pictured or described', msg`Not as pictured or described`],
  ['Arrived damaged or faulty', msg`Arrived damaged or faulty`],
  ['Wrong item sent', msg`Wrong item sent`],
  ['Changed my mind', msg`Changed my mind`],
  ['Other', msg`Other`],
  // The store's first shipping methods (domain/shipping.ts); names the owner gives stay as written.
  ['Standard', msg`Standard`],
  ['Express', msg`Express`],
  ['Overnight', msg`Overnight`],
]);

/** The return request's messages: the form's own schema (domain/return-input.ts) and the server's refusals. */
export const RETURN_TEXTS = domainTexts([
  [
    'This order was not paid, so there is nothing to return for a refund.',
    msg`This order was not paid, so there is nothing to return for a refund.`,
  ],
  ['Choose at least one item to return.', msg`Choose at least one item to return.`],
  ['A chosen item is not part of this order.', msg`A chosen item is not part of this order.`],
  ['Each quantity is a whole number of at least 1.', msg`Each quantity is a whole number of at least 1.`],
  ['Please choose why you are returning the items.', msg`Please choose why you are returning the items.`],
  ['Please tell us a little about the reason.', msg`Please tell us a little about the reason.`],
  ['Please keep the comment under 500 characters.', msg`Please keep the comment under 500 characters.`],
  ['The text contains characters that are not allowed.', msg`The text contains characters that are not allowed.`],
  [
    'Too many return requests in a short time. Please wait a few minutes.',
    msg`Too many return requests in a short time. Please wait a few minutes.`,
  ],
  [
    'A return can be requested once the order has been delivered, within 3 days of delivery.',
    msg`A return can be requested once the order has been delivered, within 3 days of delivery.`,
  ],
  [
    'Your return request has been sent. We will e-mail you the instructions.',
    msg`Your return request has been sent. We will e-mail you the instructions.`,
  ],
  [
    'We could not send your return request. Please try again.',
    msg`We could not send your return request. Please try again.`,
  ],
]);
