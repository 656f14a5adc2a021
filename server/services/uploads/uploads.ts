/**
 * Product images the back office uploads (decision 33): checked by their content, never by
 * their name or declared type; turned into the WebP renditions the storefront's srcset asks
 * for (domain/images.ts), upright by their EXIF orientation and without their metadata
 * (camera, place, time); stored under a name made from their bytes.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { UploadAnswer } from '#domain/api-answer-schemas.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, sniffImageType, UPLOAD_TEXT } from '#domain/image-uploads.ts';
import { PRODUCT_IMAGE_WIDTH, RESPONSIVE_WIDTHS, responsiveImageUrl } from '#domain/images.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { uploadedImageKey } from '#server/storage/images.ts';
import type { FileStorage } from '#server/storage/storage.ts';
import { ServiceError } from '#server/services/errors.ts';
import { fetchImageBytes, vetImageUrl, type ImageFetchRules } from './fetch-image';

/**
 * Uploads per admin account: a product with a few colours of several photos each fits many
 * times over, while a stolen session cannot fill the storage or keep the CPU busy.
 */
export const UPLOAD_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

/** WebP quality of the stored image and of its smaller renditions (the seed's renditions use 80 too). */
const MAIN_QUALITY = 82;
const RENDITION_QUALITY = 80;

export interface UploadServiceDeps {
  storage: FileStorage;
  rateLimiter: RateLimiter;
  /** Which addresses images may be fetched from (the catalogue import). Default: public ones only. */
  imageFetchRules?: ImageFetchRules;
}

/** A decoder for the upload, which refuses anything past the pixel limit or damaged (a cut-off file included). */
function decode(bytes: Buffer) {
  // rotate() with no angle turns the picture upright by its EXIF orientation; the output
  // keeps no metadata because none is asked for (sharp drops it by default).
  return sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' }).rotate();
}

/** Refuses bytes that are no JPEG, PNG or WebP image within the limits; answers nothing otherwise. */
async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.byteLength === 0) throw new ServiceError('invalid', UPLOAD_TEXT.empty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ServiceError('too_large', UPLOAD_TEXT.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new ServiceError('unsupported', UPLOAD_TEXT.unsupported);
  let meta: Metadata;
  try {
    // Reads the header only, so a picture's size is known before any of it is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ServiceError('invalid', UPLOAD_TEXT.unreadable);
  }
  if (meta.format !== type) throw new ServiceError('unsupported', UPLOAD_TEXT.unsupported);
  if (!meta.width || !meta.height) throw new ServiceError('invalid', UPLOAD_TEXT.unreadable);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new ServiceError('too_large', UPLOAD_TEXT.tooManyPixels);
}

export function createUploadService({
  storage,
  rateLimiter,
  imageFetchRules = { allowPrivate: false },
}: UploadServiceDeps) {
  /** Stores an uploaded product image with its renditions; answers the URL to put in a variant's images. */
  async function storeProductImage(upload: Uint8Array): Promise<UploadAnswer> {
    const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
    await checkImage(bytes);
    let main: { data: Buffer; info: OutputInfo };
    let renditions: { width: number; data: Buffer }[];
    try {
      main = await decode(bytes)
        .resize({ width: PRODUCT_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: MAIN_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions = await Promise.all(
        RESPONSIVE_WIDTHS.map(async (width) => ({
          width,
          data: await decode(bytes)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: RENDITION_QUALITY })
            .toBuffer(),
        })),
      );
    } catch {
      // The header was fine but the picture is not (cut off, corrupt data).
      throw new ServiceError('invalid', UPLOAD_TEXT.unreadable);
    }

    const key = uploadedImageKey(createHash('sha256').update(main.data).digest('hex'));
    // The smaller renditions first: once the image's URL exists, its srcset works.
    for (const rendition of renditions) await storage.put(responsiveImageUrl(key, rendition.width), rendition.data);
    const url = await storage.put(key, main.data);
    return { url, width: main.info.width, height: main.info.height };
  }

  return {
    /** Counts one upload by an admin; refused (429) past the limit, before the body is read. */
    async admit(adminId: string): Promise<void> {
      const hit = await rateLimiter.hit(`upload:${adminId}`, UPLOAD_RATE_LIMIT.limit, UPLOAD_RATE_LIMIT.windowMs);
      if (!hit.allowed) throw new ServiceError('rate_limited', UPLOAD_TEXT.tooMany, hit.retryAfterSeconds);
    },

    storeProductImage,

    /**
     * Checks that an image address may be fetched (http(s), a public host unless private
     * ones are allowed) without fetching it; throws ImageFetchError with the reason.
     */
    async vetImageAddress(url: string): Promise<void> {
      await vetImageUrl(url, imageFetchRules);
    },

    /**
     * Fetches the image at `url` (decision 73) and stores it as an upload, through the same
     * checks; answers the stored URL. Throws ImageFetchError or the upload's ServiceError.
     */
    async importImage(url: string): Promise<UploadAnswer> {
      return storeProductImage(await fetchImageBytes(url, imageFetchRules));
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
