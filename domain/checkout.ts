/**
 * SPEC §3 Checkout information: one schema for the checkout form and for
 * POST /api/orders/create-checkout-session. The store ships worldwide (decision 0021), so
 * `country` is any ISO 3166-1 alpha-2 code; `state` is one of the listed states or
 * provinces where the country has a list (United States, Canada), else optional text.
 */
import { z } from 'zod';
import { email } from './auth';
import { isCountryCode, regionsOf } from './countries';
import { SHIPPING_TEXT } from './shipping';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-quote';
import { integer, text } from './input-rules';
import { languageField } from './language-input';

export const checkoutInformationSchema = z
  .object({
    email,
    phone: text({ label: 'Phone', min: 1, max: 40, messages: { required: 'Please enter your phone number.' } }).check(
      z.refine((v) => /^\+?[\d\s().-]{5,40}$/.test(v), { error: 'Please enter a valid phone number.' }),
    ),
    firstName: text({ label: 'First name', min: 1, max: 80, messages: { required: 'Please enter your first name.' } }),
    lastName: text({ label: 'Last name', min: 1, max: 80, messages: { required: 'Please enter your last name.' } }),
    country: z
      .pipe(
        text({
          label: 'Country',
          min: 1,
          max: 2,
          messages: { required: 'Please choose a country.', tooLong: 'Please choose a country from the list.' },
        }),
        z.transform((v: string) => v.toUpperCase()),
      )
      .check(z.refine(isCountryCode, { error: 'Please choose a country from the list.' })),
    state: z.optional(text({ label: 'State / province', max: 80 })),
    address: text({ label: 'Address', min: 1, max: 200, messages: { required: 'Please enter your address.' } }),
    city: text({ label: 'City', min: 1, max: 100, messages: { required: 'Please enter your city.' } }),
    postalCode: text({
      label: 'Postal code',
      min: 1,
      max: 20,
      messages: { required: 'Please enter your postal code.' },
    }),
  })
  .superRefine((value, ctx) => {
    const regions = regionsOf(value.country);
    if (!regions) return;
    const state = value.state?.toUpperCase();
    if (!state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: `Please choose a ${regions.label.toLowerCase()}.` });
    else if (!regions.options.some(([code]) => code === state))
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `Please choose a ${regions.label.toLowerCase()} from the list.`,
      });
  })
  .transform((value) =>
    regionsOf(value.country) && value.state ? { ...value, state: value.state.toUpperCase() } : value,
  );

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
});

export type CreateCheckoutSessionInput = z.output<typeof createCheckoutSessionSchema>;
