/**
 * SPEC §3 Checkout information: one schema for the checkout form and for
 * POST /api/orders/create-checkout-session — the contact e-mail and the shipping address,
 * whose fields and rules are described once in domain/shipping-address.ts (the account's
 * saved addresses read the same).
 */
import { z } from 'zod';
import { email } from './auth';
import { SHIPPING_TEXT } from './shipping';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-quote';
import { integer, text } from './input-rules';
import { languageField } from './language-input';
import { listedStateUpperCase, regionIssues, shippingAddressFields } from './shipping-address';

export const checkoutInformationSchema = z
  .object({ email, ...shippingAddressFields })
  .superRefine(regionIssues)
  .transform(listedStateUpperCase);

export type CheckoutInformation = z.output<typeof checkoutInformationSchema>;

/**
 * A method's id in the zones' form ('express'): which methods the country's zone offers is
 * the server's to check (decision 57), so an unknown one is refused there, naming it.
 */
export const shippingMethodSchema = z
  .string(SHIPPING_TEXT.chooseMethod)
  .check(z.refine((v) => /^[a-z0-9][a-z0-9-]{0,31}$/.test(v), { error: SHIPPING_TEXT.chooseMethod }));

const lineText = (label: string) => text({ label, min: 1, max: 100, messages: { required: `${label} is required` } });

/**
 * The cart as the browser stores it (SPEC §3 Cart): only which sizes, how many and the
 * coupon code are read; its prices and totals are displays the server never uses.
 */
export const checkoutCartSchema = z.object({
  items: z
    .array(
      z.object({
        product: z.object({ _id: lineText('product') }, { error: 'Each cart line needs its product.' }),
        variant: z.object(
          { color: lineText('color'), size: lineText('size') },
          { error: 'Each cart line needs its colour and size.' },
        ),
        quantity: integer({
          label: 'quantity',
          min: 1,
          max: MAX_LINE_QUANTITY,
          message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
        }),
      }),
      { error: 'The cart must hold a list of items.' },
    )
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`),
  appliedCoupon: z.optional(z.nullable(z.object({ code: text({ label: 'Coupon code', min: 1, max: 64 }) }))),
});

export const createCheckoutSessionSchema = z.object({
  cart: checkoutCartSchema,
  shippingAddress: checkoutInformationSchema,
  shippingMethod: shippingMethodSchema,
  /** The storefront's language: the order keeps it, and its e-mails are written in it (decision 61). */
  language: languageField,
  /**
   * Signed in: keep the shipping address among the account's saved addresses when the order
   * is placed (none twice, none past the limit; decision 66). Ignored for a guest.
   */
  saveAddress: z.optional(z.boolean('saveAddress must be true or false.')),
});

export type CreateCheckoutSessionInput = z.output<typeof createCheckoutSessionSchema>;
