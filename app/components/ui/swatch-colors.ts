import type { KnownColor } from '#domain/product.ts';

/** Fills for the SPEC §3 known colours, used by the listing filter and the product page. */
const SWATCH_HEX: Record<KnownColor, string> = {
  Gray: '#9e9e9e',
  Black: '#111111',
  White: '#ffffff',
  Green: '#2e7d32',
  Blue: '#1e63d6',
  Red: '#c62828',
  Navy: '#1f2a44',
  Mint: '#a8e6cf',
  LightBlue: '#9ecbf0',
  Yellow: '#f5d33b',
  Pink: '#f4a6c0',
  Purple: '#7b4fa6',
  Orange: '#f08a24',
  Brown: '#7a4e2d',
};

/** Any other colour: a neutral two-tone swatch, so it never pretends to be a real shade. */
const NEUTRAL_SWATCH = 'linear-gradient(135deg, #f1f1f1 50%, #c4c4c4 50%)';

export function swatchBackground(color: string): string {
  return (SWATCH_HEX as Record<string, string | undefined>)[color] ?? NEUTRAL_SWATCH;
}

export function isKnownColor(color: string): boolean {
  return color in SWATCH_HEX;
}
