import { msg } from '@lingui/core/macro';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { colorLabel } from '#domain/color-label.ts';

/**
 * The SPEC §3 colours as the store shows them (as `colorLabel` writes them), apart from the
 * rest of the catalogue's texts: the cart and checkout name colours and load only these.
 */
export const COLOR_ENTRIES = [
  ['Gray', msg`Gray`],
  ['Black', msg`Black`],
  ['White', msg`White`],
  ['Green', msg`Green`],
  ['Blue', msg`Blue`],
  ['Red', msg`Red`],
  ['Navy', msg`Navy`],
  ['Mint', msg`Mint`],
  ['Light Blue', msg`Light Blue`],
  ['Yellow', msg`Yellow`],
  ['Pink', msg`Pink`],
  ['Purple', msg`Purple`],
  ['Orange', msg`Orange`],
  ['Brown', msg`Brown`],
] as const;

const COLOR_TEXTS = domainTexts(COLOR_ENTRIES);

/** A variant's colour as the page's language names it: 'LightBlue' → "Light Blue", "Голубой", "Ачык көк". */
export function useColorName(): (color: string) => string {
  const say = useDomainText(COLOR_TEXTS);
  return (color) => say(colorLabel(color));
}
