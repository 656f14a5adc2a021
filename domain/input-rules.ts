/**
 * Field rules every input schema is built from, so hostile input is refused with a 400
 * naming the field before any of it reaches a service or the database. The limits and
 * their reasons: docs/decisions/0017-input-limits.md.
 *
 * - text: a string, trimmed, length-capped, without control characters or lone UTF-16
 *   surrogates (PostgreSQL rejects NUL and unpaired surrogates cannot be stored as UTF-8);
 * - money: a number (or a plain decimal string, as forms send) from 0 to MAX_MONEY with
 *   at most 2 decimals;
 * - integers: whole numbers only — no booleans, arrays, hex or exponent strings — within
 *   the field's range, which is always inside JavaScript's safe range;
 * - dates: a real date inside DATE_WINDOW.
 *
 * Built with zod/mini (the schemas mix with classic zod objects) and only inside factory
 * functions, so a browser bundle that imports nothing from here carries none of it.
 */
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals, isInDateWindow, isSafeText, MAX_MONEY } from './input-checks';

export { DATE_WINDOW, hasAtMostTwoDecimals, isEntityId, isInDateWindow, isSafeText, MAX_MONEY } from './input-checks';

const DECIMAL_STRING = /^-?\d{1,15}(\.\d+)?$/;
const INTEGER_STRING = /^-?\d{1,15}$/;

/** A plain decimal string (as a form field sends it) becomes a number; anything else stays as it is. */
function numberFromDecimalString(pattern: RegExp) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return pattern.test(trimmed) ? Number(trimmed) : value;
  };
}

export interface TextRule {
  /** How messages name the field, e.g. 'Name' or 'Coupon code'. */
  label: string;
  max: number;
  /** Characters required after trimming (default 0). */
  min?: number;
  /** Keeps line breaks (a description); single-line fields refuse them. */
  multiline?: boolean;
  messages?: { type?: string; required?: string; tooShort?: string; tooLong?: string; unsafe?: string };
}

/** A trimmed, length-capped string without control characters or lone surrogates. */
export function text(rule: TextRule) {
  const min = rule.min ?? 0;
  const m = rule.messages ?? {};
  const required = m.required ?? `Please enter ${rule.label.toLowerCase()}.`;
  return z
    .pipe(
      z.string(m.type ?? (min > 0 ? required : `${rule.label} must be text.`)),
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.refine((value) => isSafeText(value, rule), {
        error: m.unsafe ?? `${rule.label} contains characters that are not allowed.`,
        abort: true,
      }),
      z.refine((value) => min === 0 || value.length > 0, { error: required, abort: true }),
      z.refine((value) => value.length >= min, {
        error: m.tooShort ?? `${rule.label} must be at least ${min} characters.`,
        abort: true,
      }),
      z.refine((value) => value.length <= rule.max, {
        error: m.tooLong ?? `${rule.label} must be at most ${rule.max} characters.`,
        abort: true,
      }),
      // The refinements above have no JSON Schema form; the API's OpenAPI document reads the limits from here.
      z.meta({ ...(min > 0 ? { minLength: min } : {}), maxLength: rule.max }),
    );
}

export interface NumberRule {
  label: string;
  messages?: { type?: string; negative?: string; tooLarge?: string; decimals?: string };
}

/** An amount of money in currency units: 0 to MAX_MONEY, at most 2 decimals. */
export function money(rule: NumberRule & { max?: number }) {
  const max = rule.max ?? MAX_MONEY;
  const m = rule.messages ?? {};
  const type = m.type ?? `${rule.label} must be an amount like 25 or 19.99.`;
  return z
    .pipe(
      z.transform(numberFromDecimalString(DECIMAL_STRING)),
      z.number(type).check(
        z.refine(Number.isFinite, { error: type, abort: true }),
        z.refine((value) => value >= 0, { error: m.negative ?? `${rule.label} cannot be negative.`, abort: true }),
        z.refine((value) => value <= max, {
          error: m.tooLarge ?? `${rule.label} must be at most ${max}.`,
          abort: true,
        }),
        z.refine(hasAtMostTwoDecimals, {
          error: m.decimals ?? `${rule.label} can have at most 2 decimals.`,
          abort: true,
        }),
      ),
    )
    .check(z.meta({ minimum: 0, maximum: max }));
}

/** A whole number from min to max (both inside the safe integer range); one message for any miss unless split. */
export function integer(rule: { label: string; min: number; max: number; message?: string; tooLarge?: string }) {
  const message = rule.message ?? `${rule.label} must be a whole number from ${rule.min} to ${rule.max}.`;
  return z
    .pipe(
      z.transform(numberFromDecimalString(INTEGER_STRING)),
      z.number(message).check(
        z.refine(Number.isSafeInteger, { message, abort: true }),
        z.refine((value) => value >= rule.min, { message, abort: true }),
        z.refine((value) => value <= rule.max, { error: rule.tooLarge ?? message, abort: true }),
      ),
    )
    .check(z.meta({ type: 'integer', minimum: rule.min, maximum: rule.max }));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date (a Date, or an ISO 8601 date or date-time string) inside DATE_WINDOW. */
export function date(rule: { label: string; messages?: { type?: string; range?: string } }) {
  const m = rule.messages ?? {};
  const type = m.type ?? `Please enter a valid ${rule.label.toLowerCase()}.`;
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return ISO_DATE.test(trimmed) ? new Date(trimmed) : value;
    }),
    z.date(type).check(
      z.refine((value) => !Number.isNaN(value.getTime()), { error: type, abort: true }),
      z.refine(isInDateWindow, {
        error: m.range ?? `${rule.label} must be between 2000 and 2099.`,
        abort: true,
      }),
    ),
  );
}
