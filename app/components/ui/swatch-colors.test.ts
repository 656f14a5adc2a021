import { describe, expect, it } from 'vitest';
import { KNOWN_COLORS } from '#domain/product.ts';
import { isKnownColor, swatchBackground } from './swatch-colors';

describe('colour swatches (SPEC §3)', () => {
  it('gives every known colour its own solid fill', () => {
    const fills = KNOWN_COLORS.map(swatchBackground);
    for (const fill of fills) expect(fill).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(fills).size).toBe(KNOWN_COLORS.length);
    expect(KNOWN_COLORS.every(isKnownColor)).toBe(true);
  });

  it('shows any other colour as the neutral swatch', () => {
    expect(isKnownColor('Teal')).toBe(false);
    expect(swatchBackground('Teal')).toMatch(/^linear-gradient/);
    expect(swatchBackground('teal')).toBe(swatchBackground('Burgundy'));
  });
});
