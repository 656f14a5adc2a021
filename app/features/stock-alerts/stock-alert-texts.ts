/** The alert's sentences the API and the links' pages say in English, as the page's language says them. */
import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { STOCK_ALERT_TEXT } from '#domain/stock-alert-rules.ts';

export const STOCK_ALERT_TEXTS = domainTexts([
  [STOCK_ALERT_TEXT.active, msg`Done: we will e-mail you once this size is back.`],
  [STOCK_ALERT_TEXT.confirmSent, msg`Almost done: open the link we have just e-mailed you to start the alert.`],
  [STOCK_ALERT_TEXT.alreadyActive, msg`You are already on the list for this size: we will e-mail you once it is back.`],
  [
    STOCK_ALERT_TEXT.alreadyPending,
    msg`We have e-mailed you a link to start this alert: please open it (we sent it again).`,
  ],
  [STOCK_ALERT_TEXT.inStock, msg`Good news: this size is in stock now.`],
  [STOCK_ALERT_TEXT.sizeNotFound, msg`This size is not sold any more.`],
  [STOCK_ALERT_TEXT.invalidEmail, msg`Please enter a valid email address.`],
  [STOCK_ALERT_TEXT.tooMany, msg`Too many requests. Please try again later.`],
  [STOCK_ALERT_TEXT.confirmed, msg`Your alert is on: we will e-mail you once this size is back.`],
  [
    STOCK_ALERT_TEXT.confirmInvalid,
    msg`This link is not valid any more. Please ask for the alert again on the product page.`,
  ],
  [STOCK_ALERT_TEXT.unsubscribed, msg`Done: no more back-in-stock e-mails for the sizes you were waiting for.`],
  [STOCK_ALERT_TEXT.unsubscribeInvalid, msg`This link is not valid.`],
]);
