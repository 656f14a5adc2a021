/**
 * Responsive product images. Every stored product image (800 px wide, 4:5) has smaller
 * siblings whose URLs insert `.w{width}` before the extension, e.g.
 * /uploads/demo/jackets-navy.webp → /uploads/demo/jackets-navy.w400.webp.
 * The server writes them (server/storage/images.ts); the UI lists them in srcset.
 */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;
/** Smaller widths stored beside each image, smallest first. */
export const RESPONSIVE_WIDTHS = [400] as const;

export function responsiveImageUrl(url: string, width: number): string {
  return url.replace(/(\.[a-z0-9]+)$/i, `.w${width}$1`);
}

/** srcset for a stored product image; only images under /uploads have the smaller siblings. */
export function productImageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  return [
    ...RESPONSIVE_WIDTHS.map((w) => `${responsiveImageUrl(url, w)} ${w}w`),
    `${url} ${PRODUCT_IMAGE_WIDTH}w`,
  ].join(', ');
}
