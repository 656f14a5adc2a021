/**
 * Draws the store's pictures for search engines and link previews (public/images/): the
 * square logo of the Organization data and the 1200×630 picture a shared link to the home
 * page shows. Run again after changing the mark or the words: `npx tsx scripts/share-images.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';
import { STORE_NAME } from '#domain/store.ts';

const OUT = path.resolve(import.meta.dirname, '../public/images');

/** The favicon's "A" mark, drawn at any size. */
function mark(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="32" height="32" rx="6" fill="#111111"/><path d="M9.5 24 16 8l6.5 16M11.8 18.5h8.4" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">${mark(0, 0, 512)}</svg>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#ffffff"/>
  ${mark(540, 150, 120)}
  <text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="bold" letter-spacing="18" fill="#111111">${STORE_NAME}</text>
  <text x="600" y="450" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" letter-spacing="4" fill="#555555">CLOTHING DESIGNED IN KYRGYZSTAN · SHIPPED WORLDWIDE</text>
</svg>`;

await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'alatoo-logo.png'));
await sharp(Buffer.from(share)).png({ compressionLevel: 9, palette: true }).toFile(path.join(OUT, 'alatoo-share.png'));
