/**
 * A shipping address, described once (SPEC §3 Checkout information): checkout's form and
 * POST /api/orders/create-checkout-session read it with the contact e-mail beside it, the
 * account's saved addresses read it alone. `country` is any ISO 3166-1 alpha-2 code
 * (decision 0021); `state` is one of the listed states or provinces where the country has a
 * list (United States, Canada), else optional text.
 */
import { z } from 'zod';
import { isCountryCode, regionsOf } from './countries';
import { text } from './input-rules';

/** The address's fields, for an object that holds them with others (checkout's e-mail). */
export const shippingAddressFields = {
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
};

type RegionParts = { country: string; state?: string | undefined };

/**
 * The rule the fields cannot say alone: a country with a list of states or provinces needs
 * one of them; elsewhere the state is free text or none.
 */
export function regionIssues(value: RegionParts, ctx: z.RefinementCtx): void {
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
}

/** A listed state or province is kept as its code, upper-case. */
export function listedStateUpperCase<V extends RegionParts>(value: V): V {
  return regionsOf(value.country) && value.state ? { ...value, state: value.state.toUpperCase() } : value;
}

/** A shipping address alone: the account's saved addresses (POST and PUT /api/account/addresses). */
export const shippingAddressSchema = z
  .object(shippingAddressFields)
  .superRefine(regionIssues)
  .transform(listedStateUpperCase);

export type ShippingAddress = z.output<typeof shippingAddressSchema>;
