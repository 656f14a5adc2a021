/**
 * POST /api/uploads: the back office sends a product image (multipart/form-data, field
 * `file`) and gets back the URL to put in a variant's images (decision 33).
 */
import type { Context } from 'hono';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer } from './openapi/operation';
import { z } from 'zod';
import type { UploadAnswer } from '#domain/api-answer-schemas.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_TEXT } from '#domain/image-uploads.ts';
import type { Services } from '#server/context.ts';
import { type AuthVariables } from '#server/http/auth-middleware.ts';
import { failingWith } from '#server/http/errors.ts';
import type { LoggerVariables } from '#server/http/request-logger.ts';
import { limitRequestBody, multipartFile, MULTIPART_OVERHEAD_BYTES } from '#server/http/request-input.ts';

type Env = { Variables: AuthVariables & Partial<LoggerVariables> };

/** The path of this route under the store; the API's 1 MB JSON limit does not apply to it. */
export const UPLOADS_API_PATH = '/api/uploads';

export const UPLOADS_ROUTES = {
  upload: declareRoute({
    method: 'post',
    path: '/api/uploads',
    tag: 'Catalogue admin',
    summary: 'Upload a product image',
    description:
      'JPEG, PNG or WebP up to 10 MB; stored as WebP with its smaller renditions. The answer’s `url` goes into a colour’s `images`.',
    access: 'admin',
    body: {
      kind: 'multipart',
      schema: z.object({ [UPLOAD_FIELD]: z.file().describe('The image (JPEG, PNG or WebP), one file.') }),
      description: `multipart/form-data with exactly one file in the \`${UPLOAD_FIELD}\` field.`,
    },
    answers: [
      answer({
        status: 201,
        description: 'The stored image.',
        schema: answers.uploadAnswerSchema,
        examples: [{ summary: 'A portrait photo', value: { url: ex.IMAGE_URL, width: 1200, height: 1500 } }],
      }),
    ],
    errors: {
      400: `Not a multipart form with exactly one file in \`${UPLOAD_FIELD}\`, or the file is empty or cannot be read as an image.`,
      413: `${UPLOAD_TEXT.tooLarge} ${UPLOAD_TEXT.tooManyPixels}`,
      415: 'Not a JPEG, PNG or WebP image.',
      429: 'Too many uploads in a short time.',
      500: 'The image could not be stored.',
    },
  }),
};

export function uploadsApi(services: Services) {
  // Who sends the body and how often is checked before any of it is read; then it is read
  // only up to the largest image plus the form's own bytes.
  return declaredRouter('/api/uploads', services.auth).handle(
    UPLOADS_ROUTES.upload,
    async (c) => {
      const file = await multipartFile(c, UPLOAD_FIELD, UPLOAD_TEXT);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = await failingWith(UPLOAD_TEXT.failed, () => services.uploads.storeProductImage(bytes));
      c.get('log')?.info(
        { adminId: c.get('auth').user._id, url: image.url, bytes: file.size },
        'product image uploaded',
      );
      return c.json(image satisfies UploadAnswer, 201);
    },
    [
      async (c, next) => {
        await services.uploads.admit((c as Context<Env>).get('auth').user._id);
        await next();
      },
      limitRequestBody(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, UPLOAD_TEXT.tooLarge),
    ],
  ).app;
}
