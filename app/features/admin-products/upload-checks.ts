/** What the form checks before sending a picture, with the server's own numbers and texts. Pure. */
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_TEXT } from '#domain/image-uploads.ts';

const ACCEPTED = new Set(UPLOAD_ACCEPT.split(','));

/** Why a file cannot be sent, checked before it goes out with the server's own limits; null when it may. */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_TEXT.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXT.tooLarge;
  // The server judges the content; the declared type only spares a pointless upload.
  if (!ACCEPTED.has(file.type)) return UPLOAD_TEXT.unsupported;
  return null;
}
