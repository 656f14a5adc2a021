/**
 * What the back office may upload as a product image, and the texts it is told. Zod-free
 * and dependency-free, so the admin screen can check a file's size and type before sending
 * it with the same numbers the server enforces (server/services/uploads/uploads.ts).
 */

/** Largest image file accepted (the request may be a little larger: the form's own bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Largest image accepted in pixels (width × height), so a small file that decodes into a
 * huge picture (a decompression bomb) is refused before it is decoded. 50 megapixels
 * takes any camera's or phone's full-size photo (48 MP is 8000 × 6000).
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** The form field that carries the file. */
export const UPLOAD_FIELD = 'file';

export const UPLOAD_TYPES = ['jpeg', 'png', 'webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** For the file picker's `accept`; the server decides by the file's content, never by this. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';

export const UPLOAD_TEXT = {
  notAForm: `Send the image as multipart/form-data with the file in the field "${UPLOAD_FIELD}".`,
  noFile: `Choose an image to upload (the field "${UPLOAD_FIELD}" has no file).`,
  oneFile: 'Upload one image at a time.',
  empty: 'The file is empty.',
  tooLarge: `Images can be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  unsupported: 'Only JPEG, PNG and WebP images can be uploaded.',
  unreadable: 'The image could not be read; the file may be damaged.',
  tooManyPixels: `Images can be at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
  tooMany: 'You have uploaded many images in a short time. Please wait a few minutes and try again.',
  failed: 'Failed to upload the image. Please try again.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type a file's first bytes announce (its "magic number"), whatever its name or
 * declared type say; null for anything else (text, GIF, SVG, HEIC, a renamed PDF…).
 */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
