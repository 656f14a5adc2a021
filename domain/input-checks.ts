/**
 * The plain checks behind the input rules (decision 17), without zod: browser code that
 * only needs to recognise an id or safe text imports them from here, so its chunk does
 * not carry the schema library along with domain/input-rules.ts.
 */

/**
 * Highest amount of money any input may carry, in currency units. Money is stored as
 * 32-bit integer cents (at most 21,474,836.47), so this leaves room for sums of it.
 */
export const MAX_MONEY = 10_000_000;

/** Dates a shopper or an admin can mean: from 1 January 2000 up to (not including) 2100. */
export const DATE_WINDOW = {
  from: new Date('2000-01-01T00:00:00.000Z'),
  to: new Date('2100-01-01T00:00:00.000Z'),
} as const;

// C0 controls, DEL and C1 controls; multi-line text may keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ENTITY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stored entities (products, coupons, users…) have UUID ids; nothing else can name one. */
export function isEntityId(value: string): boolean {
  return ENTITY_ID.test(value);
}

/** True when the text has no control characters (bar line breaks when multi-line) and no lone surrogates. */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/** True for a finite number with at most 2 decimals (19.99 yes, 0.001 no). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

export function isInDateWindow(date: Date): boolean {
  const time = date.getTime();
  return time >= DATE_WINDOW.from.getTime() && time < DATE_WINDOW.to.getTime();
}
