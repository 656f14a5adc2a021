/**
 * The FAQs (SPEC §2 "Static pages"): questions grouped by topic. Every fact an answer
 * states comes from where the store keeps it — the policy promises from STORE_FACTS, the
 * delivery times, shipping methods and prices from the shipping zones (the page's loader
 * reads them, decision 57), the pricing rule as
 * domain/pricing.ts applies it — so the FAQs cannot say something the policy pages or
 * checkout contradict. Answers are plain text with links, so the page and its FAQPage
 * JSON-LD are written from the same words, in the page's language.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import type { ZoneDelivery } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';
import { deliveryTimesText, shippingCostsText } from './delivery-facts';
import { localStoreFacts } from './store-facts';

/** A run of answer text, or a link inside it. */
export type FaqText = string | { to: string; text: string };
/** One paragraph of an answer. */
export type FaqParagraph = readonly FaqText[];

export interface FaqItem {
  /** The URL fragment that opens this answer (/faqs#returns-window). */
  id: string;
  question: string;
  answer: readonly FaqParagraph[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/**
 * A paragraph from its translated text, whose links are written as numbered tags
 * (`open your <0>cart</0>`) so a translation can place them where its language puts them.
 */
export function paragraph(text: string, ...links: readonly string[]): FaqParagraph {
  const parts: FaqText[] = [];
  const pieces = text.split(/<(\d+)>(.*?)<\/\1>/);
  for (let index = 0; index < pieces.length; index += 3) {
    if (pieces[index]) parts.push(pieces[index]!);
    if (index + 2 < pieces.length) {
      const to = links[Number(pieces[index + 1])];
      const linkText = pieces[index + 2]!;
      parts.push(to ? { to, text: linkText } : linkText);
    }
  }
  return parts;
}

/** The FAQs with the shipping zones' times and prices, in the store's currency and the language of `i18n`. */
export function faqGroups(i18n: I18n, currency: string, zones: readonly ZoneDelivery[]): FaqGroup[] {
  const { processingDays, returnWindow, returnCondition, refundDays, replyTime } = localStoreFacts(i18n);
  const deliveryTimes = deliveryTimesText(i18n, zones);
  const shippingCosts = shippingCostsText(i18n, zones, currency);
  const storeName = STORE_NAME;
  const p = (message: MessageDescriptor, ...links: string[]) => paragraph(i18n._(message), ...links);
  return [
    {
      id: 'ordering',
      title: i18n._(msg`Ordering`),
      items: [
        {
          id: 'how-to-order',
          question: i18n._(msg`How do I place an order?`),
          answer: [
            p(
              msg`Open a product, choose a colour and a size, and press ADD. When you are ready, open your <0>cart</0> and go to checkout. Checkout has three steps: your contact and shipping address, the shipping method, and payment.`,
              '/cart',
            ),
          ],
        },
        {
          id: 'guest-checkout',
          question: i18n._(msg`Do I need an account to order?`),
          answer: [
            p(
              msg`No. You can check out as a guest with just your e-mail address. With an account your details are filled in at checkout and you can see all your orders in one place.`,
            ),
          ],
        },
        {
          id: 'order-confirmation',
          question: i18n._(msg`How do I know my order went through?`),
          answer: [
            p(
              msg`Once your payment is confirmed you see your order number on the confirmation page and we e-mail you a confirmation with a link to the order. An order is accepted once payment is confirmed; see our <0>Terms & Conditions</0>.`,
              '/terms-conditions',
            ),
          ],
        },
        {
          id: 'change-order',
          question: i18n._(msg`Can I change my order or shipping address after ordering?`),
          answer: [
            p(
              msg`<0>Contact us</0> as soon as possible — we reply within ${replyTime}. We can correct the address as long as the order has not been dispatched, and orders are dispatched within ${processingDays}.`,
              '/contact-us',
            ),
          ],
        },
      ],
    },
    {
      id: 'sizes-and-fit',
      title: i18n._(msg`Sizes and fit`),
      items: [
        {
          id: 'find-your-size',
          question: i18n._(msg`How do I find my size?`),
          answer: [
            p(
              msg`Every product page has FIND YOUR SIZE and MEASUREMENT GUIDE. Enter your chest (or, for jeans, your waist) measurement and we suggest a size; the measurement guide shows the full size chart in centimetres and how to measure yourself.`,
            ),
          ],
        },
        {
          id: 'size-sold-out',
          question: i18n._(msg`The size I want is not available. Will it come back?`),
          answer: [
            p(
              msg`A product page only offers sizes that are in stock, and sizes sold out in the chosen colour are struck through. A product sold out in every size is marked “Sold out”. We restock popular pieces; <0>contact us</0> and we will tell you whether yours is coming back.`,
              '/contact-us',
            ),
          ],
        },
        {
          id: 'wrong-size',
          question: i18n._(msg`What if it does not fit?`),
          answer: [
            p(
              msg`Return it within ${returnWindow} — we pay the return shipping. See <0>how returns work</0>.`,
              '/faqs#returns-window',
            ),
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: i18n._(msg`Shipping`),
      items: [
        {
          id: 'shipping-countries',
          question: i18n._(msg`Where do you ship?`),
          answer: [p(msg`${storeName} ships from Kyrgyzstan to every country in the world.`)],
        },
        {
          id: 'shipping-times',
          question: i18n._(msg`How long does delivery take?`),
          answer: [
            p(
              msg`Orders are processed within ${processingDays} after payment is confirmed. Delivery then takes ${deliveryTimes}, depending on the shipping method you choose. Customs checks and holidays can add a few days. The details are in our <0>Shipping Policy</0>.`,
              '/shipping-policy',
            ),
          ],
        },
        {
          id: 'shipping-costs',
          question: i18n._(msg`How much does shipping cost?`),
          answer: [
            p(
              msg`You choose the shipping method at checkout — ${shippingCosts}. The time shown with each method is the carrier’s estimate, and the cost is added to your order before you pay. Duties and taxes of your country may be due on delivery; we do not collect them.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'returns-and-refunds',
      title: i18n._(msg`Returns and refunds`),
      items: [
        {
          id: 'returns-window',
          question: i18n._(msg`What is your return policy?`),
          answer: [
            p(
              msg`You can return items within ${returnWindow}. Items should be ${returnCondition}. Return shipping is paid by us.`,
            ),
            p(msg`Read the full <0>Refund & Return Policy</0>.`, '/refund-return-policy'),
          ],
        },
        {
          id: 'start-a-return',
          question: i18n._(msg`How do I start a return?`),
          answer: [
            p(
              msg`Open your order — from <0>My Account</0>, or through the link in your order e-mails — and choose "Request a return" within ${returnWindow}. Pick the items and tell us why; we e-mail you the return instructions.`,
              '/account',
            ),
            p(
              msg`You can also <0>contact us</0> with your order number and the items you would like to return. We reply within ${replyTime} with the return instructions.`,
              '/contact-us',
            ),
          ],
        },
        {
          id: 'refund-time',
          question: i18n._(msg`When will I get my refund?`),
          answer: [
            p(
              msg`Once your return arrives and has been checked, the refund is issued to your original payment method within ${refundDays}. Your bank may need a few extra days to show it on your statement.`,
            ),
          ],
        },
        {
          id: 'damaged-item',
          question: i18n._(msg`My item arrived damaged or is not what I ordered. What now?`),
          answer: [
            p(
              msg`<0>Contact us</0> within ${returnWindow} with your order number and we will make it right.`,
              '/contact-us',
            ),
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: i18n._(msg`Payment`),
      items: [
        {
          id: 'payment-methods',
          question: i18n._(msg`How can I pay?`),
          answer: [
            p(
              msg`By card. At the last step of checkout you are taken to our payment provider's secure page, which shows the amount before anything is charged. Prices are in ${currency}.`,
            ),
          ],
        },
        {
          id: 'card-safety',
          question: i18n._(msg`Is my card information safe?`),
          answer: [
            p(
              msg`Your card details are entered on the payment provider’s secure page only. We never see or store them; see our <0>Privacy Policy</0>.`,
              '/privacy-policy',
            ),
          ],
        },
        {
          id: 'payment-declined',
          question: i18n._(msg`My payment was declined or I cancelled it. Is the order placed?`),
          answer: [
            p(
              msg`No. An unpaid order is cancelled and nothing is charged; your cart is still there, so you can try again with another card.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'coupons',
      title: i18n._(msg`Coupons and discounts`),
      items: [
        {
          id: 'use-a-coupon',
          question: i18n._(msg`How do I use a coupon code?`),
          answer: [
            p(
              msg`Enter the code in your <0>cart</0> and press Apply. One coupon code can be used per order. A coupon can have conditions — an expiry date, a minimum order, a limited number of uses, or only some categories or products — and the cart tells you when one does not apply and why. If you change the cart after applying a coupon, apply it again.`,
              '/cart',
            ),
          ],
        },
        {
          id: 'discounts-combine',
          question: i18n._(msg`Do coupons combine with sales and store discounts?`),
          answer: [
            p(
              msg`Sale prices never stack: each item costs the lowest of its price, its own sale price and its category’s sale price. Your coupon is then worked out on those sale prices.`,
            ),
            p(
              msg`Store discounts need no code and appear in the cart by themselves; when several could apply you get the one that saves you the most. A store discount combines with your coupon, and together they never take more than the items cost. Coupons and discounts apply to the items, not to shipping.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: i18n._(msg`Accounts`),
      items: [
        {
          id: 'create-account',
          question: i18n._(msg`How do I create an account?`),
          answer: [
            p(
              msg`<0>Register</0> with your name, e-mail address and a password. We e-mail you a 6-digit code; enter it to confirm your address and your account is ready. If the code does not arrive or has expired, you can ask for a new one on the same screen.`,
              '/register',
            ),
          ],
        },
        {
          id: 'forgot-password',
          question: i18n._(msg`I forgot my password. What do I do?`),
          answer: [
            p(
              msg`Use <0>Forgot password</0> and enter your e-mail address. We send you a link to choose a new password; it works once and for a limited time. Setting a new password signs you out on every device, so sign in again with the new one.`,
              '/forgot-password',
            ),
          ],
        },
        {
          id: 'see-my-orders',
          question: i18n._(msg`Where can I see my orders?`),
          answer: [
            p(
              msg`Signed in, open your <0>account</0> to see your orders and their status. For a guest order, use the link in your confirmation e-mail.`,
              '/account',
            ),
          ],
        },
      ],
    },
  ];
}

/** An answer as plain text, for structured data. */
export function faqAnswerText(item: FaqItem): string {
  return item.answer
    .map((paragraph) => paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join(''))
    .join('\n\n');
}

/** Every item of every group, in page order. */
export function faqItems(groups: readonly FaqGroup[]): FaqItem[] {
  return groups.flatMap((group) => group.items);
}
