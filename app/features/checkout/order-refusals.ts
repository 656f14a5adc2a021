/**
 * The order API's refusals that name a line of the order (domain/orders.ts ORDER_MESSAGES,
 * written out here: that module carries zod), in the page's language (decision 59). The
 * product's name, colour and size stay as the store wrote them.
 */
import { msg } from '@lingui/core/macro';
import { domainPattern, type DomainPattern } from '#app/features/i18n/index.ts';

export const ORDER_REFUSAL_PATTERNS: readonly DomainPattern[] = [
  domainPattern<'left' | 'name' | 'color' | 'size'>(
    /^Only (?<left>\d+) left of (?<name>.+) \((?<color>[^()]+), (?<size>[^()]+)\)\. Please lower the quantity\.$/u,
    ({ left, name, color, size }) => msg`Only ${left} left of ${name} (${color}, ${size}). Please lower the quantity.`,
  ),
  domainPattern<'name' | 'color' | 'size'>(
    /^(?<name>.+) \((?<color>[^()]+), (?<size>[^()]+)\) is sold out\. Please remove it from your cart\.$/u,
    ({ name, color, size }) => msg`${name} (${color}, ${size}) is sold out. Please remove it from your cart.`,
  ),
  domainPattern<'name'>(
    /^(?<name>.+) is no longer available\. Please remove it from your cart\.$/u,
    ({ name }) => msg`${name} is no longer available. Please remove it from your cart.`,
  ),
];
