/** Stores a product image with the smaller widths the storefront's srcset asks for. */
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS, responsiveImageUrl } from '#domain/images.ts';
import type { FileStorage } from './storage';

/** Writes `key` (the full image) and its `.w{width}` siblings; returns the full image's URL. */
export async function storeProductImage(storage: FileStorage, key: string, image: Buffer): Promise<string> {
  for (const width of RESPONSIVE_WIDTHS) {
    const smaller = await sharp(image).resize({ width }).webp({ quality: 80, effort: 3 }).toBuffer();
    await storage.put(responsiveImageUrl(key, width), smaller);
  }
  return storage.put(key, image);
}

/** Where uploaded product images are stored: `products/<digest>.webp` and its `.w{width}` siblings. */
const UPLOADED_IMAGE_DIR = 'products';
const CONTENT_ADDRESSED_KEY = new RegExp(`^${UPLOADED_IMAGE_DIR}/[0-9a-f]{32}(\\.w\\d+)?\\.webp$`);

/**
 * The key of an uploaded image named after its stored bytes (a digest): different bytes
 * never share a name, so its URL can be cached for ever.
 */
export function uploadedImageKey(digestHex: string): string {
  return `${UPLOADED_IMAGE_DIR}/${digestHex.slice(0, 32)}.webp`;
}

/** True for the keys uploadedImageKey makes and their renditions: their bytes never change. */
export function isContentAddressedKey(key: string): boolean {
  return CONTENT_ADDRESSED_KEY.test(key);
}
