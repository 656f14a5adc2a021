/**
 * SPEC §3 Checkout information: one schema for the checkout form and for
 * POST /api/orders/create-checkout-session. The store ships worldwide, so `country` is any
 * ISO 3166-1 alpha-2 code; `state` is optional (many countries have none).
 */
import { z } from 'zod';
import { email } from './auth';
import { SHIPPING_METHOD_IDS } from './shipping';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-quote';
import { integer, text } from './input-rules';

/** Every ISO 3166-1 alpha-2 country code; the form names them with Intl.DisplayNames. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const checkoutInformationSchema = z.object({
  email,
  phone: text({ label: 'Phone', min: 1, max: 40, messages: { required: 'Please enter your phone number.' } }).check(
    z.refine((v) => /^\+?[\d\s().-]{5,40}$/.test(v), { error: 'Please enter a valid phone number.' }),
  ),
  firstName: text({ label: 'First name', min: 1, max: 80, messages: { required: 'Please enter your first name.' } }),
  lastName: text({ label: 'Last name', min: 1, max: 80, messages: { required: 'Please enter your last name.' } }),
  country: z
    .pipe(
      text({ label: 'Country', min: 1, max: 2, messages: { required: 'Please choose a country.', tooLong: 'Please choose a country from the list.' } }),
      z.transform((v: string) => v.toUpperCase()),
    )
    .check(z.refine((v) => COUNTRY_SET.has(v), { error: 'Please choose a country from the list.' })),
  state: z.optional(text({ label: 'State / province', max: 80 })),
  address: text({ label: 'Address', min: 1, max: 200, messages: { required: 'Please enter your address.' } }),
  city: text({ label: 'City', min: 1, max: 100, messages: { required: 'Please enter your city.' } }),
  postalCode: text({ label: 'Postal code', min: 1, max: 20, messages: { required: 'Please enter your postal code.' } }),
});

export type CheckoutInformation = z.output<typeof checkoutInformationSchema>;

export const shippingMethodSchema = z.enum(SHIPPING_METHOD_IDS as [string, ...string[]], {
  error: 'Please choose a shipping method.',
});

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
        variant: z.object({ color: lineText('color'), size: lineText('size') }, { error: 'Each cart line needs its colour and size.' }),
        quantity: integer({ label: 'quantity', min: 1, max: MAX_LINE_QUANTITY, message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` }),
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
});

export type CreateCheckoutSessionInput = z.output<typeof createCheckoutSessionSchema>;
