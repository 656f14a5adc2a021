/**
 * POST /api/uploads: the back office sends a product image (multipart/form-data, field
 * `file`) and gets back the URL to put in a variant's images (decision 33).
 */
import { Hono } from 'hono';
import type { UploadAnswer } from '../../domain/api-answers';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_TEXT } from '../../domain/image-uploads';
import type { Services } from '../context';
import { requireAdmin, type AuthVariables } from '../http/auth-middleware';
import { failingWith } from '../http/errors';
import type { LoggerVariables } from '../http/request-logger';
import { limitRequestBody, multipartFile, MULTIPART_OVERHEAD_BYTES } from '../http/request-input';

type Env = { Variables: AuthVariables & Partial<LoggerVariables> };

/** The path of this route under the store; the API's 1 MB JSON limit does not apply to it. */
export const UPLOADS_API_PATH = '/api/uploads';

export function uploadsApi(services: Services) {
  // Who sends the body and how often is checked before any of it is read; then it is read
  // only up to the largest image plus the form's own bytes.
  return new Hono<Env>().post(
    '/',
    requireAdmin(services.auth),
    async (c, next) => {
      await services.uploads.admit(c.get('auth').user._id);
      await next();
    },
    limitRequestBody(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, UPLOAD_TEXT.tooLarge),
    async (c) => {
      const file = await multipartFile(c, UPLOAD_FIELD, UPLOAD_TEXT);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = await failingWith(UPLOAD_TEXT.failed, () => services.uploads.storeProductImage(bytes));
      c.get('log')?.info({ adminId: c.get('auth').user._id, url: image.url, bytes: file.size }, 'product image uploaded');
      return c.json(image satisfies UploadAnswer, 201);
    },
  );
}
