/**
 * Demo product images, drawn locally: a flat-illustration garment per category, filled
 * in the variant's colour on a soft background, rendered from SVG to WebP with sharp.
 * One image per category × colour is stored and shared by every product that needs it.
 */
import sharp from 'sharp';
import { storeProductImage } from '#server/storage/images.ts';
import type { FileStorage } from '#server/storage/storage.ts';

import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '#domain/images.ts';

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

/** "T-Shirts" → "t-shirts", "LightBlue" → "light-blue". */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Storage key of the shared image for a category and colour. */
export function garmentImageKey(category: string, color: string): string {
  return `demo/${slugify(category) || 'item'}-${slugify(color) || 'color'}.webp`;
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

interface Palette {
  base: string;
  /** Slightly darker: bands, cuffs, pockets. */
  band: string;
  /** Inside of the garment (neck opening, hood). */
  inside: string;
  /** Outline and seams. */
  line: string;
  /** Topstitching. */
  stitch: string;
  /** Buttons and small trims. */
  trim: string;
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
  };
}

// ---------------------------------------------------------------------------------------
// Drawings. Each garment is a set of filled pieces (drawn with outline, soft shading and a
// shared drop shadow) followed by details (seams, bands, pockets, buttons).

interface Drawing {
  pieces: string[];
  /** Extra placement, for garments drawn smaller than the rest. */
  transform?: string;
  details: (p: Palette) => string;
}

const seam = (d: string, p: Palette, width = 2.5, opacity = 0.7) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"/>`;

const stitch = (d: string, color: string, width = 2.2, opacity = 0.8) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-dasharray="7 6" stroke-linecap="round"/>`;

const band = (d: string, p: Palette, fill = p.band) =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>`;

/** A band's knit ribbing: a wide dashed stroke along its centre line draws the ribs. */
const ribs = (d: string, p: Palette, width: number) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-opacity="0.28" stroke-dasharray="2.5 6"/>`;

const button = (x: number, y: number, p: Palette, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>` +
  `<circle cx="${x - r / 3}" cy="${y}" r="1.3" fill="${p.line}"/><circle cx="${x + r / 3}" cy="${y}" r="1.3" fill="${p.line}"/>`;

const TSHIRT: Drawing = {
  pieces: [
    'M318 168 Q400 232 482 168 L578 196 L690 322 L618 388 L566 338 L572 836 Q400 852 228 836 L234 338 L182 388 L110 322 L222 196 Z',
  ],
  details: (p) =>
    `<path d="M318 168 Q400 178 482 168 Q400 232 318 168 Z" fill="${p.inside}" stroke="${p.line}" stroke-width="2.5"/>` +
    band('M318 168 Q400 232 482 168 L470 177 Q400 250 330 177 Z', p) +
    ribs('M324 172.5 Q400 241 476 172.5', p, 11) +
    seam('M556 192 Q548 270 566 338', p) +
    seam('M244 192 Q252 270 234 338', p) +
    stitch('M678 309 L606 375', p.stitch) +
    stitch('M122 309 L194 375', p.stitch) +
    stitch('M231 816 Q400 832 569 816', p.stitch),
};

const SHIRT: Drawing = {
  pieces: [
    'M334 150 L466 150 L568 190 Q612 210 630 270 L700 690 L628 706 L566 372 L574 810 Q560 872 400 872 Q240 872 226 810 L234 372 L172 706 L100 690 L170 270 Q188 210 232 190 Z',
  ],
  details: (p) =>
    `<path d="M336 146 Q400 128 464 146 Q450 182 400 202 Q350 182 336 146 Z" fill="${p.inside}" stroke="${p.line}" stroke-width="2.5"/>` +
    seam('M389 204 L389 870', p, 2.2, 0.55) +
    seam('M411 204 L411 870', p, 2.2, 0.55) +
    [262, 372, 482, 592, 702, 806].map((y) => button(400, y, p)).join('') +
    band('M336 146 Q352 182 400 204 L358 248 Q334 204 320 156 Z', p, p.base) +
    band('M464 146 Q448 182 400 204 L442 248 Q466 204 480 156 Z', p, p.base) +
    band('M691.7 640 L700 690 L628 706 L618.5 655 Z', p) +
    band('M108.3 640 L100 690 L172 706 L181.5 655 Z', p) +
    button(664, 684, p, 5) +
    button(136, 684, p, 5) +
    `<path d="M282 336 L346 336 L346 410 L314 424 L282 410 Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    stitch('M282 350 L346 350', p.stitch) +
    seam('M566 190 Q556 282 566 372', p) +
    seam('M234 190 Q244 282 234 372', p) +
    stitch('M236 812 Q252 852 400 854 Q548 852 564 812', p.stitch),
};

const DRESS: Drawing = {
  pieces: [
    'M318 150 L352 150 Q372 230 400 262 Q428 230 448 150 L482 150 Q500 270 536 310 Q520 380 506 452 Q560 620 660 862 Q400 920 140 862 Q240 620 294 452 Q280 380 264 310 Q300 270 318 150 Z',
  ],
  details: (p) =>
    `<path d="M352 150 Q400 172 448 150 Q428 230 400 262 Q372 230 352 150 Z" fill="${p.inside}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    seam('M340 300 Q352 380 358 446', p, 2, 0.45) +
    seam('M460 300 Q448 380 442 446', p, 2, 0.45) +
    band('M294 452 Q400 472 506 452 L510 480 Q400 500 290 480 Z', p) +
    `<path d="M386 466 L414 466 L416 492 L384 492 Z" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>` +
    seam('M350 492 Q330 690 282 876', p, 2, 0.35) +
    seam('M400 498 L400 890', p, 2, 0.3) +
    seam('M450 492 Q470 690 518 876', p, 2, 0.35) +
    seam('M316 488 Q268 700 206 866', p, 2, 0.25) +
    seam('M484 488 Q532 700 594 866', p, 2, 0.25) +
    stitch('M152 846 Q400 900 648 846', p.stitch),
};

const JEANS: Drawing = {
  pieces: ['M262 150 L538 150 L552 300 L574 880 L436 880 L412 396 Q400 382 388 396 L364 880 L226 880 L248 300 Z'],
  details: (p) => {
    const gold = '#d9a441';
    return (
      `<ellipse cx="314" cy="470" rx="46" ry="170" fill="url(#fade)"/>` +
      `<ellipse cx="486" cy="470" rx="46" ry="170" fill="url(#fade)"/>` +
      band('M262 150 L538 150 L541.7 190 L258.3 190 Z', p) +
      stitch('M262 180 L538 180', gold, 2) +
      [286, 372, 486, 516]
        .map(
          (x) =>
            `<rect x="${x}" y="144" width="12" height="54" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
        )
        .join('') +
      `<circle cx="420" cy="170" r="9" fill="#c9a25a" stroke="#8d6d2f" stroke-width="2"/>` +
      stitch('M420 192 L420 318 Q420 350 398 364', gold) +
      seam('M400 192 L400 384', p, 2, 0.5) +
      seam('M332 190 Q326 268 250 282', p) +
      stitch('M320 190 Q312 256 251 268', gold) +
      seam('M468 190 Q474 268 550 282', p) +
      stitch('M480 190 Q488 256 549 268', gold) +
      `<path d="M482 198 L520 198 L522 232 L484 236 Z" fill="none" stroke="${gold}" stroke-width="2" stroke-dasharray="6 5"/>` +
      seam('M227 852 L365.4 852', p, 2, 0.6) +
      seam('M434.6 852 L573 852', p, 2, 0.6) +
      stitch('M227 866 L365 866', gold, 2) +
      stitch('M435 866 L573 866', gold, 2) +
      stitch('M423 412 L445 860', gold, 1.8, 0.6) +
      stitch('M377 412 L355 860', gold, 1.8, 0.6)
    );
  },
};

const JACKET: Drawing = {
  pieces: [
    'M326 168 Q400 190 474 168 L566 196 Q626 220 640 300 L690 760 L616 768 L574 380 L572 760 L566 820 L234 820 L228 760 L226 380 L184 768 L110 760 L160 300 Q174 220 234 196 Z',
  ],
  details: (p) =>
    band('M320 150 Q400 176 480 150 L474 168 Q400 196 326 168 Z', p) +
    ribs('M323 159 Q400 186 477 159', p, 16) +
    band('M228 760 L572 760 L566 820 L234 820 Z', p) +
    ribs('M231 790 L569 790', p, 58) +
    band('M684.8 712 L690 760 L616 768 L610 714 Z', p) +
    ribs('M687 737 L613 741', p, 48) +
    band('M115.2 712 L110 760 L184 768 L190 714 Z', p) +
    ribs('M113 737 L187 741', p, 48) +
    seam('M400 184 L400 820', p, 3, 0.9) +
    `<path d="M400 186 L400 758" stroke="${p.trim}" stroke-width="6" stroke-dasharray="3 3"/>` +
    `<rect x="393" y="196" width="14" height="30" rx="4" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M258 560 L274 554 L306 638 L290 644 Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M542 560 L526 554 L494 638 L510 644 Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M596 360 L632 352 L640 410 L604 418 Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    stitch('M598 372 L634 364', p.stitch, 2) +
    seam('M562 196 Q552 290 574 380', p) +
    seam('M238 196 Q248 290 226 380', p),
};

const HOODIE: Drawing = {
  pieces: [
    'M296 214 Q270 96 400 84 Q530 96 504 214 Z',
    'M300 196 L500 196 L572 214 Q630 236 644 310 L694 776 L620 784 L578 400 L576 776 L568 836 L232 836 L224 776 L222 400 L180 784 L106 776 L156 310 Q170 236 228 214 Z',
  ],
  details: (p) =>
    `<path d="M334 196 Q338 124 400 116 Q462 124 466 196 Q430 248 400 256 Q370 248 334 196 Z" fill="${p.inside}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M334 196 Q338 124 400 116 Q462 124 466 196 Q430 248 400 256 Q370 248 334 196 Z" fill="none" stroke="${p.base}" stroke-width="12" stroke-linejoin="round"/>` +
    seam('M326 198 Q330 114 400 106 Q470 114 474 198 Q434 258 400 266 Q366 258 326 198', p, 2, 0.6) +
    `<path d="M382 250 Q378 320 384 388" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M418 250 Q422 320 416 388" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="378" y="384" width="11" height="22" rx="3" fill="${p.line}"/><rect x="411" y="384" width="11" height="22" rx="3" fill="${p.line}"/>` +
    band('M300 566 L500 566 Q518 640 548 724 L252 724 Q282 640 300 566 Z', p) +
    stitch('M306 578 L494 578', p.stitch, 2) +
    band('M224 776 L576 776 L568 836 L232 836 Z', p) +
    ribs('M228 806 L572 806', p, 56) +
    band('M689 728 L694 776 L620 784 L615 732 Z', p) +
    ribs('M691.5 752 L617.5 758', p, 44) +
    band('M111 728 L106 776 L180 784 L185 732 Z', p) +
    ribs('M108.5 752 L182.5 758', p, 44) +
    seam('M566 212 Q556 300 578 400', p) +
    seam('M234 212 Q244 300 222 400', p),
};

const SKIRT: Drawing = {
  pieces: ['M290 250 L510 250 Q580 500 650 820 Q400 900 150 820 Q220 500 290 250 Z'],
  details: (p) => {
    const n = 8;
    let panels = '';
    for (let i = 0; i < n; i++) {
      if (i % 2 === 1) continue;
      const t0 = i / n;
      const t1 = (i + 1) / n;
      const top = (t: number) => 290 + 220 * t;
      const bx = (t: number) => 150 + 500 * t;
      const by = (t: number) => 820 + 80 * t * (1 - t);
      panels += `<path d="M${top(t0)} 250 L${top(t1)} 250 L${bx(t1)} ${by(t1)} L${bx(t0)} ${by(t0)} Z" fill="#000000" fill-opacity="0.07"/>`;
    }
    let pleats = '';
    for (let i = 1; i < n; i++) {
      const t = i / n;
      pleats += seam(`M${290 + 220 * t} 252 L${150 + 500 * t} ${820 + 80 * t * (1 - t)}`, p, 2, 0.35);
    }
    return (
      panels +
      pleats +
      band('M292 200 L508 200 L510 250 L290 250 Z', p) +
      button(480, 225, p, 8) +
      stitch('M160 800 Q400 876 640 800', p.stitch)
    );
  },
};

const SWEATER: Drawing = {
  pieces: [
    'M322 170 Q400 214 478 170 L566 196 Q626 218 640 300 L690 780 L614 788 L574 390 L574 790 L566 846 L234 846 L226 790 L226 390 L186 788 L110 780 L160 300 Q174 218 234 196 Z',
  ],
  details: (p) => {
    let knit = '';
    for (let x = 262; x <= 540; x += 26) {
      if (Math.abs(x - 400) < 40) continue;
      knit += `<path d="M${x} 240 L${x} 780" stroke="${p.line}" stroke-width="2" stroke-opacity="0.16" stroke-dasharray="5 4"/>`;
    }
    let cable = '';
    for (let y = 236; y < 780; y += 44) {
      cable += `M382 ${y} Q418 ${y + 22} 382 ${y + 44} `;
    }
    let cable2 = '';
    for (let y = 236; y < 780; y += 44) {
      cable2 += `M418 ${y} Q382 ${y + 22} 418 ${y + 44} `;
    }
    return (
      knit +
      `<path d="${cable}" fill="none" stroke="${p.line}" stroke-width="3" stroke-opacity="0.35"/>` +
      `<path d="${cable2}" fill="none" stroke="${p.line}" stroke-width="3" stroke-opacity="0.35"/>` +
      `<path d="M322 170 Q400 184 478 170 Q400 214 322 170 Z" fill="${p.inside}" stroke="${p.line}" stroke-width="2.5"/>` +
      band('M322 170 Q400 214 478 170 L470 186 Q400 234 330 186 Z', p) +
      ribs('M326 178 Q400 224 474 178', p, 14) +
      band('M226 790 L574 790 L566 846 L234 846 Z', p) +
      ribs('M230 818 L570 818', p, 52) +
      band('M684 726 L690 780 L614 788 L608.4 734 Z', p) +
      ribs('M687 753 L611 761', p, 50) +
      band('M116 726 L110 780 L186 788 L191.6 734 Z', p) +
      ribs('M113 753 L189 761', p, 50) +
      seam('M562 196 Q552 290 574 390', p) +
      seam('M238 196 Q248 290 226 390', p)
    );
  },
};

const SHORTS: Drawing = {
  transform: 'translate(400 450) scale(1.22) translate(-400 -450)',
  pieces: ['M250 240 L550 240 L566 380 L590 640 L424 660 L404 452 Q400 440 396 452 L376 660 L210 640 L234 380 Z'],
  details: (p) =>
    band('M250 240 L550 240 L554.8 282 L245.2 282 Z', p) +
    [276, 372, 500, 522]
      .map(
        (x) =>
          `<rect x="${x}" y="234" width="11" height="54" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
      )
      .join('') +
    button(420, 261, p, 8) +
    seam('M400 282 L400 446', p, 2, 0.5) +
    stitch('M420 284 L420 392 Q420 420 400 432', p.stitch) +
    seam('M322 282 Q306 344 240 360', p) +
    seam('M478 282 Q494 344 560 360', p) +
    `<path d="M470 320 L500 320 L500 350" fill="none" stroke="${p.stitch}" stroke-width="2" stroke-dasharray="6 5"/>` +
    band('M212.6 612 L378.9 630 L376 660 L210 640 Z', p) +
    band('M587.4 612 L421.1 630 L424 660 L590 640 Z', p) +
    stitch('M214 604 L379 621', p.stitch, 2) +
    stitch('M586 604 L421 621', p.stitch, 2),
};

const DRAWINGS: Record<string, Drawing> = {
  't-shirts': TSHIRT,
  shirts: SHIRT,
  dresses: DRESS,
  jeans: JEANS,
  jackets: JACKET,
  hoodies: HOODIE,
  skirts: SKIRT,
  sweaters: SWEATER,
  shorts: SHORTS,
};

function drawingFor(category: string): Drawing {
  return DRAWINGS[slugify(category)] ?? TSHIRT;
}

const SHADOW_SCALE = 4;

/**
 * The soft drop shadow under the garment, rendered small (blurring at full size is the
 * slowest part of the drawing) and scaled up when embedded: a blurred shadow loses nothing.
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

/** The SVG source of a garment image; `shadowHref` is an image (URL or data URI) drawn under the garment. */
export function garmentSvg(category: string, color: string, shadowHref?: string): string {
  const p = paletteFor(colorHex(color));
  const drawing = drawingFor(category);
  const shadow = shadowHref
    ? `<image href="${shadowHref}" x="0" y="0" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" preserveAspectRatio="none"/>`
    : '';
  const bodies = drawing.pieces
    .map(
      (d) =>
        `<path d="${d}" fill="${p.base}"/>` +
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
</defs>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>
<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#glow)"/>
${shadow}
<g transform="translate(0 20) ${drawing.transform ?? ''}">${bodies}${drawing.details(p)}</g>
</svg>`;
}

/** Renders the garment as an 800×1000 WebP. */
export async function renderGarmentImage(category: string, color: string): Promise<Buffer> {
  const shadow = await renderShadow(drawingFor(category));
  return sharp(Buffer.from(garmentSvg(category, color, shadow)))
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
}

/** Stores the shared image for this category and colour unless it is already stored; returns its URL. */
export async function ensureGarmentImage(storage: FileStorage, category: string, color: string): Promise<string> {
  const key = garmentImageKey(category, color);
  // The full image is written last, so its presence means the smaller widths exist too.
  if (await storage.exists(key)) return storage.urlOf(key);
  return storeProductImage(storage, key, await renderGarmentImage(category, color));
}
