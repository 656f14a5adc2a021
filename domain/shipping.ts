/** SPEC §9 checkout shipping methods: the one list the checkout form and the server price from. */
import type { Cents } from './money';

export const SHIPPING_METHODS = {
  standard: { label: 'Standard', costCents: 599, delivery: '5-7 business days' },
  express: { label: 'Express', costCents: 1299, delivery: '2-3 business days' },
  overnight: { label: 'Overnight', costCents: 2499, delivery: 'next business day' },
} as const satisfies Record<string, { label: string; costCents: Cents; delivery: string }>;

export type ShippingMethod = keyof typeof SHIPPING_METHODS;
export const SHIPPING_METHOD_IDS = Object.keys(SHIPPING_METHODS) as ShippingMethod[];

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && Object.hasOwn(SHIPPING_METHODS, value);
}
