/**
 * Images in S3-compatible object storage (S3_URL): a local S3 server (s3rver) on loopback
 * holds the bucket; two stores of this file's own, each with its own database and data
 * directory, share it as two server processes would.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '#domain/api-answer-schemas.ts';
import { ensureGarmentImage } from '#server/seed/garment-images.ts';
import { startServer } from '#server/start.ts';
import { createS3Storage } from '#server/storage/s3-storage.ts';
import { serveBuiltServer } from '#tests/support/built-server.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { createClient } from '#tests/support/http.ts';
import { jpegImage, uploadImage } from '#tests/support/images.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let s3: LocalS3;
let first: OwnStore;
let second: OwnStore;
let adminToken: string;

const credentials = () => ({ accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! });

/** The object's bytes as the bucket holds them, read with a client of the test's own. */
async function objectInBucket(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: credentials(),
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  s3 = await startLocalS3();
  [first, second] = await Promise.all([startOwnStore('s3-first', s3.env), startOwnStore('s3-second', s3.env)]);
  adminToken = (await createClient().post<{ token: string }>(first.at('/api/auth/login'), ADMIN)).body.token;
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('images in an S3-compatible bucket', () => {
  it('stores an upload and its rendition in the bucket, not on the disk, and serves it from there', async () => {
    const res = await uploadImage<UploadAnswer>(
      first.at('/api/uploads'),
      { bytes: await jpegImage(1600, 2000) },
      { token: adminToken },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}\.webp$/),
      width: 800,
      height: 1000,
    });

    const key = res.body.url.slice('/uploads/'.length);
    const stored = await objectInBucket(key);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1000 });
    expect(await sharp(await objectInBucket(key.replace(/\.webp$/, '.w400.webp'))).metadata()).toMatchObject({
      width: 400,
      height: 500,
    });
    await expect(fs.readdir(path.join(first.dataDir, 'uploads'))).rejects.toThrow();

    const served = await fetchChecked(first.at(res.body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers.get('content-length'))).toBe(stored.byteLength);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetchChecked(first.at(res.body.url), { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('an image uploaded through one store is served by another sharing the bucket', async () => {
    const res = await uploadImage<UploadAnswer>(
      first.at('/api/uploads'),
      { bytes: await jpegImage(1000, 1000) },
      { token: adminToken },
    );
    expect(res.status).toBe(201);
    const fromFirst = Buffer.from(await (await fetchChecked(first.at(res.body.url))).arrayBuffer());
    const fromSecond = await fetchChecked(second.at(res.body.url));
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(fromFirst)).toBe(true);
    expect((await fetchChecked(second.at(res.body.url.replace(/\.webp$/, '.w400.webp')))).status).toBe(200);
  });

  it('the compiled server, as production runs it, serves from the bucket what another process uploaded', async () => {
    const res = await uploadImage<UploadAnswer>(
      first.at('/api/uploads'),
      { bytes: await jpegImage(700, 900) },
      { token: adminToken },
    );
    expect(res.status).toBe(201);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-s3-built-'));
    const database = await createTestDatabase();
    const built = await serveBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...s3.env });
    try {
      const served = await fetchChecked(`${built.url}${res.body.url}`);
      expect(served.status).toBe(200);
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 700,
        height: 900,
      });
      expect((await fetchChecked(`${built.url}/uploads/products/0123456789abcdef0123456789abcdef.webp`)).status).toBe(
        404,
      );
    } finally {
      built.signalGroup('SIGTERM');
      await built.exited;
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 404 for a key the bucket does not hold, on every store', async () => {
    for (const store of [first, second]) {
      expect((await fetchChecked(store.at('/uploads/products/0123456789abcdef0123456789abcdef.webp'))).status).toBe(
        404,
      );
      expect((await fetchChecked(store.at('/uploads/demo/nothing-here.webp'))).status).toBe(404);
    }
  });

  it('the demo seed writes its images through the same storage, so the stores serve them too', async () => {
    const storage = createS3Storage({
      endpoint: s3.url,
      bucket: s3.bucket,
      region: 'us-east-1',
      credentials: credentials(),
    });
    try {
      const url = await ensureGarmentImage(storage, 'denim-jacket', 'Navy');
      expect(url).toBe('/uploads/demo/denim-jacket-navy.webp');
      expect(await storage.exists('demo/denim-jacket-navy.webp')).toBe(true);
      expect(await storage.exists('demo/denim-jacket-navy.w400.webp')).toBe(true);
      for (const store of [first, second]) {
        const res = await fetchChecked(store.at(url));
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
        expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
          format: 'webp',
          width: 800,
          height: 1000,
        });
      }
    } finally {
      await storage.close();
    }
  });
});

describe('a store whose bucket cannot be used', () => {
  /** The reason start gave for refusing; a store that started anyway is closed and fails the test. */
  async function startFailure(env: Record<string, string>): Promise<string> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-s3-wrong-'));
    try {
      const started = await startServer(
        testStoreConfig({ dataDir, databaseUrl: undefined, env: { ...s3.env, ...env } }),
        { ui: { kind: 'none' } },
      );
      await started.close();
      return 'started';
    } catch (err) {
      return (err as Error).message;
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }

  it('does not start, and says why', async () => {
    expect(await startFailure({ S3_BUCKET: 'no-such-bucket' })).toBe(
      `The S3 bucket "no-such-bucket" at ${s3.url} cannot be used: it does not exist (create it first)`,
    );
    expect(await startFailure({ S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' })).toBe(
      `The S3 bucket "${s3.bucket}" at ${s3.url} cannot be used: access is denied (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION)`,
    );
  });
});
