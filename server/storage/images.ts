/** Stores a product image with the smaller widths the storefront's srcset asks for. */
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS, responsiveImageUrl } from '../../domain/images';
import type { FileStorage } from './storage';

/** Writes `key` (the full image) and its `.w{width}` siblings; returns the full image's URL. */
export async function storeProductImage(storage: FileStorage, key: string, image: Buffer): Promise<string> {
  for (const width of RESPONSIVE_WIDTHS) {
    const smaller = await sharp(image).resize({ width }).webp({ quality: 80, effort: 3 }).toBuffer();
    await storage.put(responsiveImageUrl(key, width), smaller);
  }
  return storage.put(key, image);
}
