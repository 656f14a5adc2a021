import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_TEXT } from '#domain/image-uploads.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { ServiceError } from '#server/services/errors.ts';
import { createUploadService, UPLOAD_RATE_LIMIT } from './uploads';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('upload rate limit', () => {
  it(`lets an admin upload ${UPLOAD_RATE_LIMIT.limit} images in ten minutes, then asks them to wait; other admins are not affected`, async () => {
    let now = 1_000_000;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-unit-'));
    dirs.push(dir);
    const uploads = createUploadService({
      storage: createLocalStorage(dir),
      rateLimiter: createMemoryRateLimiter(() => now),
    });
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) await uploads.admit('admin-1');
    const refused = await uploads.admit('admin-1').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ kind: 'rate_limited', message: UPLOAD_TEXT.tooMany });
    expect((refused as ServiceError).retryAfterSeconds).toBeGreaterThan(0);
    await expect(uploads.admit('admin-2')).resolves.toBeUndefined();
    now += UPLOAD_RATE_LIMIT.windowMs;
    await expect(uploads.admit('admin-1')).resolves.toBeUndefined();
  });
});
