/**
 * The FAQs (SPEC §2 "Static pages"): questions grouped by topic. Every fact an answer
 * states comes from where the store keeps it — the policy promises from STORE_FACTS, the
 * delivery times, shipping methods and prices from the shipping zones (the page's loader
 * reads them, decision 57), the pricing rule as
 * domain/pricing.ts applies it — so the FAQs cannot say something the policy pages or
 * checkout contradict. Answers are plain text with links, so the page and its FAQPage
 * JSON-LD are written from the same words.
 */
import type { ZoneDelivery } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';
import { deliveryTimesText, shippingCostsText } from './delivery-facts';
import { STORE_FACTS } from './store-facts';

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

const link = (to: string, text: string): FaqText => ({ to, text });

/** The FAQs with the shipping zones' times and prices, in the store's currency. */
export function faqGroups(currency: string, zones: readonly ZoneDelivery[]): FaqGroup[] {
  return [
    {
      id: 'ordering',
      title: 'Ordering',
      items: [
        {
          id: 'how-to-order',
          question: 'How do I place an order?',
          answer: [
            [
              'Open a product, choose a colour and a size, and press ADD. When you are ready, open your ',
              link('/cart', 'cart'),
              ' and go to checkout. Checkout has three steps: your contact and shipping address, the shipping method, and payment.',
            ],
          ],
        },
        {
          id: 'guest-checkout',
          question: 'Do I need an account to order?',
          answer: [
            [
              'No. You can check out as a guest with just your e-mail address. With an account your details are filled in at checkout and you can see all your orders in one place.',
            ],
          ],
        },
        {
          id: 'order-confirmation',
          question: 'How do I know my order went through?',
          answer: [
            [
              'Once your payment is confirmed you see your order number on the confirmation page and we e-mail you a confirmation with a link to the order. An order is accepted once payment is confirmed; see our ',
              link('/terms-conditions', 'Terms & Conditions'),
              '.',
            ],
          ],
        },
        {
          id: 'change-order',
          question: 'Can I change my order or shipping address after ordering?',
          answer: [
            [
              link('/contact-us', 'Contact us'),
              ` as soon as possible — we reply within ${STORE_FACTS.replyTime}. We can correct the address as long as the order has not been dispatched, and orders are dispatched within ${STORE_FACTS.processingDays}.`,
            ],
          ],
        },
      ],
    },
    {
      id: 'sizes-and-fit',
      title: 'Sizes and fit',
      items: [
        {
          id: 'find-your-size',
          question: 'How do I find my size?',
          answer: [
            [
              'Every product page has FIND YOUR SIZE and MEASUREMENT GUIDE. Enter your chest (or, for jeans, your waist) measurement and we suggest a size; the measurement guide shows the full size chart in centimetres and how to measure yourself.',
            ],
          ],
        },
        {
          id: 'size-sold-out',
          question: 'The size I want is not available. Will it come back?',
          answer: [
            [
              'A product page only offers sizes that are in stock, and sizes sold out in the chosen colour are struck through. A product sold out in every size is marked “Sold out”. We restock popular pieces; ',
              link('/contact-us', 'contact us'),
              ' and we will tell you whether yours is coming back.',
            ],
          ],
        },
        {
          id: 'wrong-size',
          question: 'What if it does not fit?',
          answer: [
            [
              `Return it within ${STORE_FACTS.returnWindow} — we pay the return shipping. See `,
              link('/faqs#returns-window', 'how returns work'),
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Shipping',
      items: [
        {
          id: 'shipping-countries',
          question: 'Where do you ship?',
          answer: [[`${STORE_NAME} ships from Kyrgyzstan to every country in the world.`]],
        },
        {
          id: 'shipping-times',
          question: 'How long does delivery take?',
          answer: [
            [
              `Orders are processed within ${STORE_FACTS.processingDays} after payment is confirmed. Delivery then takes ${deliveryTimesText(zones)}, depending on the shipping method you choose. Customs checks and holidays can add a few days. The details are in our `,
              link('/shipping-policy', 'Shipping Policy'),
              '.',
            ],
          ],
        },
        {
          id: 'shipping-costs',
          question: 'How much does shipping cost?',
          answer: [
            [
              `You choose the shipping method at checkout — ${shippingCostsText(zones, currency)}. The time shown with each method is the carrier’s estimate, and the cost is added to your order before you pay. Duties and taxes of your country may be due on delivery; we do not collect them.`,
            ],
          ],
        },
      ],
    },
    {
      id: 'returns-and-refunds',
      title: 'Returns and refunds',
      items: [
        {
          id: 'returns-window',
          question: 'What is your return policy?',
          answer: [
            [
              `You can return items within ${STORE_FACTS.returnWindow}. Items should be ${STORE_FACTS.returnCondition}. Return shipping is paid by us.`,
            ],
            ['Read the full ', link('/refund-return-policy', 'Refund & Return Policy'), '.'],
          ],
        },
        {
          id: 'start-a-return',
          question: 'How do I start a return?',
          answer: [
            [
              'Open your order — from ',
              link('/account', 'My Account'),
              `, or through the link in your order e-mails — and choose "Request a return" within ${STORE_FACTS.returnWindow}. Pick the items and tell us why; we e-mail you the return instructions.`,
            ],
            [
              'You can also ',
              link('/contact-us', 'contact us'),
              ` with your order number and the items you would like to return. We reply within ${STORE_FACTS.replyTime} with the return instructions.`,
            ],
          ],
        },
        {
          id: 'refund-time',
          question: 'When will I get my refund?',
          answer: [
            [
              `Once your return arrives and has been checked, the refund is issued to your original payment method within ${STORE_FACTS.refundDays}. Your bank may need a few extra days to show it on your statement.`,
            ],
          ],
        },
        {
          id: 'damaged-item',
          question: 'My item arrived damaged or is not what I ordered. What now?',
          answer: [
            [
              link('/contact-us', 'Contact us'),
              ` within ${STORE_FACTS.returnWindow} with your order number and we will make it right.`,
            ],
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      items: [
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: [
            [
              `By card. At the last step of checkout you are taken to our payment provider's secure page, which shows the amount before anything is charged. Prices are in ${currency}.`,
            ],
          ],
        },
        {
          id: 'card-safety',
          question: 'Is my card information safe?',
          answer: [
            [
              'Your card details are entered on the payment provider’s secure page only. We never see or store them; see our ',
              link('/privacy-policy', 'Privacy Policy'),
              '.',
            ],
          ],
        },
        {
          id: 'payment-declined',
          question: 'My payment was declined or I cancelled it. Is the order placed?',
          answer: [
            [
              'No. An unpaid order is cancelled and nothing is charged; your cart is still there, so you can try again with another card.',
            ],
          ],
        },
      ],
    },
    {
      id: 'coupons',
      title: 'Coupons and discounts',
      items: [
        {
          id: 'use-a-coupon',
          question: 'How do I use a coupon code?',
          answer: [
            [
              'Enter the code in your ',
              link('/cart', 'cart'),
              ' and press Apply. One coupon code can be used per order. A coupon can have conditions — an expiry date, a minimum order, a limited number of uses, or only some categories or products — and the cart tells you when one does not apply and why. If you change the cart after applying a coupon, apply it again.',
            ],
          ],
        },
        {
          id: 'discounts-combine',
          question: 'Do coupons combine with sales and store discounts?',
          answer: [
            [
              'Sale prices never stack: each item costs the lowest of its price, its own sale price and its category’s sale price. Your coupon is then worked out on those sale prices.',
            ],
            [
              'Store discounts need no code and appear in the cart by themselves; when several could apply you get the one that saves you the most. A store discount combines with your coupon, and together they never take more than the items cost. Coupons and discounts apply to the items, not to shipping.',
            ],
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      items: [
        {
          id: 'create-account',
          question: 'How do I create an account?',
          answer: [
            [
              link('/register', 'Register'),
              ' with your name, e-mail address and a password. We e-mail you a 6-digit code; enter it to confirm your address and your account is ready. If the code does not arrive or has expired, you can ask for a new one on the same screen.',
            ],
          ],
        },
        {
          id: 'forgot-password',
          question: 'I forgot my password. What do I do?',
          answer: [
            [
              'Use ',
              link('/forgot-password', 'Forgot password'),
              ' and enter your e-mail address. We send you a link to choose a new password; it works once and for a limited time. Setting a new password signs you out on every device, so sign in again with the new one.',
            ],
          ],
        },
        {
          id: 'see-my-orders',
          question: 'Where can I see my orders?',
          answer: [
            [
              'Signed in, open your ',
              link('/account', 'account'),
              ' to see your orders and their status. For a guest order, use the link in your confirmation e-mail.',
            ],
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
