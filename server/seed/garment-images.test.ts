import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SPECS } from './demo-catalogue';
import { garmentImageKey, garmentSvg } from './garment-images';
import { GARMENT_STYLES, GARMENT_STYLE_NAMES } from './garment-styles';

const items = CATEGORY_SPECS.flatMap((spec) => spec.items.map(([name, , style]) => ({ spec, name, style })));

/** Every element closed in order: a cheap well-formedness check that needs no XML parser. */
function isWellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('the demo garment drawings', () => {
  it('give every demo item a style of its own, and draw no style nobody uses', () => {
    for (const item of items) expect(GARMENT_STYLES, item.name).toHaveProperty(item.style);
    expect(new Set(items.map((i) => i.style)).size).toBe(items.length);
    expect([...GARMENT_STYLE_NAMES].sort()).toEqual(items.map((i) => i.style).sort());
  });

  it('draw two different items differently in the same colour', () => {
    for (const color of ['Navy', 'White']) {
      const svgs = new Set(items.map((i) => garmentSvg(i.style, color)));
      expect(svgs.size).toBe(items.length);
    }
  });

  it('draw every item in every colour its category offers', () => {
    for (const { spec, name, style } of items) {
      for (const color of spec.colors) {
        const svg = garmentSvg(style, color);
        expect(svg, `${name} in ${color}`).not.toMatch(/NaN|undefined|Infinity/);
        expect(isWellFormed(svg), `${name} in ${color}`).toBe(true);
      }
    }
  });

  it('render every style', async () => {
    for (const { style } of items) {
      const png = await sharp(Buffer.from(garmentSvg(style, 'Red')))
        .resize(80)
        .png()
        .toBuffer();
      expect((await sharp(png).metadata()).width, style).toBe(80);
    }
  }, 60_000);

  it('store one image per style and colour', () => {
    expect(garmentImageKey('breton-tee', 'Navy')).toBe('demo/breton-tee-navy.webp');
    expect(garmentImageKey('wide-leg-jeans', 'LightBlue')).toBe('demo/wide-leg-jeans-light-blue.webp');
  });
});
