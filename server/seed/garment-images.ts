/**
 * Demo product images, drawn locally: a flat-illustration garment of the item's own style
 * (garment-styles.ts: every demo item is drawn as what its name says), filled in the
 * variant's colour on a soft background, rendered from SVG to WebP with sharp. One image
 * per style × colour is stored and shared by every product of that item (the big
 * benchmark catalogues repeat the items).
 */
import sharp from 'sharp';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '#domain/images.ts';
import { storeProductImage } from '#server/storage/images.ts';
import type { FileStorage } from '#server/storage/storage.ts';
import type { Drawing, Palette } from './garment-drawing';
import { GARMENT_STYLES, type GarmentStyle } from './garment-styles';

export const IMAGE_WIDTH = PRODUCT_IMAGE_WIDTH;
export const IMAGE_HEIGHT = PRODUCT_IMAGE_HEIGHT;

/** A pleasing fill for each SPEC colour name. */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  Gray: '#9ca3a8',
  Black: '#2a2b2f',
  White: '#f8f7f3',
  Green: '#4e7d55',
  Blue: '#3b6fc2',
  Red: '#c4413b',
  Navy: '#26355a',
  Mint: '#a3dcc6',
  LightBlue: '#9fc8ea',
  Yellow: '#f1c84b',
  Pink: '#f1a9c0',
  Purple: '#7d5aa6',
  Orange: '#ea8a3a',
  Brown: '#8a5d3b',
};

/** Used for any colour name outside the known list. */
export const NEUTRAL_HEX = '#b3b3b0';

export function colorHex(color: string): string {
  return COLOR_HEX[color] ?? NEUTRAL_HEX;
}

/** "LightBlue" → "light-blue". */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Storage key of the shared image for a style and colour, e.g. `demo/breton-tee-navy.webp`. */
export function garmentImageKey(style: GarmentStyle, color: string): string {
  return `demo/${style}-${slugify(color) || 'color'}.webp`;
}

// ---------------------------------------------------------------------------------------
// Colour helpers

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(parseHex(hex).map((c) => c + (target - c) * a) as [number, number, number]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function paletteFor(hex: string): Palette {
  const lum = luminance(hex);
  const dark = lum < 0.06;
  return {
    base: hex,
    band: dark ? shade(hex, 0.08) : shade(hex, -0.08),
    inside: dark ? shade(hex, -0.45) : shade(hex, -0.32),
    line: dark ? shade(hex, 0.28) : shade(hex, lum > 0.7 ? -0.3 : -0.38),
    stitch: dark ? shade(hex, 0.35) : shade(hex, lum > 0.7 ? -0.22 : -0.28),
    trim: dark ? shade(hex, 0.55) : lum > 0.7 ? shade(hex, -0.15) : shade(hex, 0.45),
    // Navy on light fills, cream on the others: a Breton stripe reads in every colour.
    contrast: lum > 0.45 ? '#26355a' : '#f6f2e8',
    dark,
  };
}

const SHADOW_SCALE = 4;

/**
 * The soft drop shadow under the garment, rendered small (blurring at full size is the
 * slowest part of the drawing) and scaled up when embedded: a blurred shadow loses nothing.
 * It depends on the outline alone, so it is rendered once per style and kept.
 */
async function renderShadow(drawing: Drawing): Promise<string> {
  const w = IMAGE_WIDTH / SHADOW_SCALE;
  const h = IMAGE_HEIGHT / SHADOW_SCALE;
  const shapes = drawing.pieces.map((d) => `<path d="${d}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs><filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter></defs>
<g transform="translate(10 38) ${drawing.transform ?? ''}" fill="#3a2f22" fill-opacity="0.22" filter="url(#blur)">${shapes}</g>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const shadows = new Map<GarmentStyle, Promise<string>>();

function shadowOf(style: GarmentStyle): Promise<string> {
  let shadow = shadows.get(style);
  if (!shadow) {
    shadow = renderShadow(GARMENT_STYLES[style]);
    shadows.set(style, shadow);
    shadow.catch(() => shadows.delete(style));
  }
  return shadow;
}

/** The SVG source of a garment image; `shadowHref` is an image (URL or data URI) drawn under the garment. */
export function garmentSvg(style: GarmentStyle, color: string, shadowHref?: string): string {
  const p = paletteFor(colorHex(color));
  const drawing = GARMENT_STYLES[style];
  const shadow = shadowHref
    ? `<image href="${shadowHref}" x="0" y="0" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" preserveAspectRatio="none"/>`
    : '';
  // Each piece in turn, so a later piece (the body) covers an earlier one (the hood) whole:
  // its fill, the texture clipped to it, the shading, the outline.
  const bodies = drawing.pieces
    .map(
      (d, i) =>
        `<path d="${d}" fill="${p.base}"/>` +
        (drawing.texture
          ? `<clipPath id="piece${i}"><path d="${d}"/></clipPath><g clip-path="url(#piece${i})">${drawing.texture(p)}</g>`
          : '') +
        `<path d="${d}" fill="url(#volume)"/>` +
        `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f8f5f0"/><stop offset="1" stop-color="#ebe4d9"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.46" r="0.55">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="volume" x1="0" y1="0" x2="1" y2="0.35">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/>
    <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0.14"/>
  </linearGradient>
  <radialGradient id="fade" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.35" stop-color="#ffffff" stop-opacity="0.28"/>
    <stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.7" stop-color="#ffffff" stop-opacity="0.16"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#glow)"/>
${shadow}
<g transform="translate(0 20) ${drawing.transform ?? ''}">${drawing.behind?.(p) ?? ''}${bodies}${drawing.details(p)}</g>
</svg>`;
}

/** Renders the garment as an 800×1000 WebP. */
export async function renderGarmentImage(style: GarmentStyle, color: string): Promise<Buffer> {
  return sharp(Buffer.from(garmentSvg(style, color, await shadowOf(style))))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** Stores the shared image for this style and colour unless it is already stored; returns its URL. */
export async function ensureGarmentImage(storage: FileStorage, style: GarmentStyle, color: string): Promise<string> {
  const key = garmentImageKey(style, color);
  // The full image is written last, so its presence means the smaller widths exist too.
  if (await storage.exists(key)) return storage.urlOf(key);
  return storeProductImage(storage, key, await renderGarmentImage(style, color));
}
