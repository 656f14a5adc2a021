/**
 * POST /api/uploads on a store of this file's own (images on its local disk): who may
 * upload, which files are taken (by their content), the renditions made, and the stored
 * image served at the URL the answer names.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, UploadAnswer } from '#domain/api-answer-schemas.ts';
import { MAX_UPLOAD_BYTES } from '#domain/image-uploads.ts';
import { UPLOAD_RATE_LIMIT } from '#server/services/uploads/index.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { createClient } from '#tests/support/http.ts';
import { jpegImage, pixelBombPng, pngImage, sidewaysPhoto, uploadImage, webpImage } from '#tests/support/images.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string };

let store: OwnStore;
let adminToken: string;
let customerToken: string;

const UPLOADED_URL = /^\/uploads\/products\/[0-9a-f]{32}\.webp$/;
const rendition = (url: string) => url.replace(/\.webp$/, '.w400.webp');
/** Uploads as the admin, or with another account's token, or with none (null). */
const upload = <T = UploadAnswer & Msg>(
  file: Parameters<typeof uploadImage>[1],
  token: string | null = adminToken,
  field?: string,
) => uploadImage<T>(store.at('/api/uploads'), file, { token: token ?? undefined, field });

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await fetchChecked(store.at(url), { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : undefined };
}

/** What the store's disk holds of uploaded images. */
async function storedUploads(): Promise<string[]> {
  return fs.readdir(path.join(store.dataDir, 'uploads', 'products')).catch(() => []);
}

beforeAll(async () => {
  store = await startOwnStore('uploads');
  adminToken = (await createClient().post<{ token: string }>(store.at('/api/auth/login'), ADMIN)).body.token;
  customerToken = (await registerCustomer({ at: store.at })).session.token;
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('who may upload', () => {
  it('refuses a visitor (401) and a customer (403), and stores nothing', async () => {
    const photo = { bytes: await jpegImage(640, 800) };
    const visitor = await upload(photo, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Please sign in to continue.');
    const customer = await upload(photo, customerToken);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('This action needs an administrator account.');
    expect(await storedUploads()).toEqual([]);
  });

  it('checks who is sending before the size: a visitor with an 11 MB file is told to sign in', async () => {
    const res = await upload({ bytes: new Uint8Array(11 * 1024 * 1024), name: 'big.jpg' }, null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });
});

describe('accepted images', () => {
  it.each([
    ['JPEG', 'photo.jpg', 'image/jpeg', () => jpegImage(1600, 2000)],
    ['PNG', 'drawing.png', 'image/png', () => pngImage(1200, 1500)],
    ['WebP', 'picture.webp', 'image/webp', () => webpImage(1000, 1250)],
  ])(
    'a %s becomes a WebP 800 px wide with a 400 px rendition, served at the answered URL',
    async (_kind, name, type, make) => {
      const res = await upload({ bytes: await make(), name, type });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ url: expect.stringMatching(UPLOADED_URL), width: 800, height: 1000 });

      const main = await fetchImage(res.body.url);
      expect(main.res.status).toBe(200);
      expect(main.res.headers.get('content-type')).toBe('image/webp');
      expect(main.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(main.meta).toMatchObject({ format: 'webp', width: 800, height: 1000 });

      const small = await fetchImage(rendition(res.body.url));
      expect(small.res.status).toBe(200);
      expect(small.meta).toMatchObject({ format: 'webp', width: 400, height: 500 });
    },
  );

  it('keeps a small image its own size (no enlarging), in its own proportions', async () => {
    const res = await upload({ bytes: await pngImage(300, 200), name: 'tiny.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, height: 200 });
    expect((await fetchImage(res.body.url)).meta).toMatchObject({ width: 300, height: 200 });
    expect((await fetchImage(rendition(res.body.url))).meta).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a sideways phone photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 1200 × 800 (red left, blue right) with "turn 90° clockwise": upright it is 800 × 1200, red on top.
    const res = await upload({ bytes: await sidewaysPhoto(1200, 800) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 800, height: 1200 });
    const { bytes, meta } = await fetchImage(res.body.url);
    expect(meta).toMatchObject({ width: 800, height: 1200 });
    expect(meta!.exif).toBeUndefined();
    expect(meta!.orientation).toBeUndefined();
    expect(meta!.icc).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    const pixel = async (top: number) =>
      (await sharp(bytes).extract({ left: 400, top, width: 1, height: 1 }).raw().toBuffer()).subarray(0, 3);
    const [r1, , b1] = await pixel(100);
    const [r2, , b2] = await pixel(1100);
    expect(r1! > b1!).toBe(true);
    expect(b2! > r2!).toBe(true);
  });

  it('names an image after its bytes: the same image uploaded twice has one URL', async () => {
    const bytes = await jpegImage(900, 900);
    const first = await upload({ bytes });
    const second = await upload({ bytes, name: 'copy.jpg' });
    expect(first.status).toBe(201);
    expect(second.body.url).toBe(first.body.url);
  });

  it('answers 304 to a browser that already has the image (ETag)', async () => {
    const { body } = await upload({ bytes: await webpImage(820, 1000), type: 'image/webp', name: 'a.webp' });
    const first = await fetchImage(body.url);
    const etag = first.res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetchChecked(store.at(body.url), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await fetchChecked(store.at(body.url), { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    const head = await fetchChecked(store.at(body.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(Number(head.headers.get('content-length'))).toBe(first.bytes.byteLength);
  });

  it('gives a URL the product admin takes as a variant image, and 404 for an image never stored', async () => {
    const { body } = await upload({ bytes: await jpegImage(800, 1000) });
    const created = await createClient({ token: adminToken }).post<ApiProduct>(
      store.at('/api/products/admin/createProduct'),
      {
        name: 'Linen Shirt',
        description: 'Cool in summer.',
        category: 'Shirts',
        variants: [{ color: 'White', images: [body.url], sizes: [{ size: 'M', price: 40, stock: 3 }] }],
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.variants[0]!.images).toEqual([body.url]);

    const missing = await fetchChecked(store.at('/uploads/products/0123456789abcdef0123456789abcdef.webp'));
    expect(missing.status).toBe(404);
    expect((await fetchChecked(store.at('/uploads/products/..%2F..%2Fdb%2FPG_VERSION'))).status).toBe(404);
  });
});

describe('refused files (nothing stored)', () => {
  it('a text file named .jpg and declared image/jpeg: 415', async () => {
    const before = await storedUploads();
    const res = await upload({
      bytes: new TextEncoder().encode('Not a photo at all, just words.\n'.repeat(50)),
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only JPEG, PNG and WebP images can be uploaded.');
    expect(await storedUploads()).toEqual(before);
  });

  it('an image of another kind (GIF, SVG) however it is named: 415', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bytes of [gif, svg]) {
      const res = await upload({ bytes, name: 'picture.png', type: 'image/png' });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Only JPEG, PNG and WebP images can be uploaded.');
    }
  });

  it('a file over 10 MB: 413, whether its length is declared or it streams in chunks', async () => {
    const before = await storedUploads();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const declared = await upload({ bytes: big });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('Images can be at most 10 MB.');

    // The same form sent without a Content-Length (chunked), a little past the request's limit.
    const boundary = 'upload-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(1024 * 1024);
    const chunks = [head, ...Array.from({ length: 11 }, () => chunk), tail];
    const streamed = await fetchChecked(store.at('/api/uploads'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as Msg).message).toBe('Images can be at most 10 MB.');
    expect(await storedUploads()).toEqual(before);
  });

  it('a decompression bomb (a tiny PNG claiming 20000 × 20000 pixels): 413 before it is decoded', async () => {
    const bomb = await pixelBombPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    const res = await upload({ bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Images can be at most 50 megapixels.');
  });

  it('a damaged image (a JPEG cut off halfway): 400', async () => {
    const photo = await jpegImage(1200, 1500);
    const res = await upload({ bytes: photo.subarray(0, Math.floor(photo.byteLength / 2)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image could not be read; the file may be damaged.');
  });

  it('an empty file, a form without the file, two files, or JSON instead of a form: 400 with what to send', async () => {
    const empty = await upload({ bytes: new Uint8Array() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty.');

    const wrongField = await upload({ bytes: await jpegImage(100, 100) }, adminToken, 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Choose an image to upload (the field "file" has no file).');

    const form = new FormData();
    const jpeg = new Blob([new Uint8Array(await jpegImage(100, 100))], { type: 'image/jpeg' });
    form.append('file', jpeg, 'a.jpg');
    form.append('file', jpeg, 'b.jpg');
    const two = await fetchChecked(store.at('/api/uploads'), {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(two.status).toBe(400);
    expect(((await two.json()) as Msg).message).toBe('Upload one image at a time.');

    const json = await createClient({ token: adminToken }).post<Msg>(store.at('/api/uploads'), { file: 'photo.jpg' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the image as multipart/form-data with the file in the field "file".');
  });
});

describe('any bytes at all', () => {
  it('are refused with 400, 413 or 415 and a message, never a server error, even behind an image signature', async () => {
    const signatures = [
      [],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...'RIFF\0\0\0\0WEBPVP8 '].map((ch) => ch.charCodeAt(0)),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...signatures),
        fc.uint8Array({ minLength: 0, maxLength: 2048 }),
        async (signature, rest) => {
          const res = await upload({ bytes: Uint8Array.from([...signature, ...rest]) });
          expect([400, 413, 415]).toContain(res.status);
          expect(res.body.message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 40 },
    );
  });
});

// Last in the file: it spends the admin's whole upload budget.
describe('upload rate limit', () => {
  it('counts every upload an admin starts and answers 429 with Retry-After past the limit', async () => {
    const admin = createClient({ token: adminToken });
    let status = 0;
    let res: Awaited<ReturnType<typeof admin.post<Msg>>> | undefined;
    // Empty forms cost the server nothing but still count.
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit + 1 && status !== 429; i++) {
      res = await admin.post<Msg>(store.at('/api/uploads'), {});
      status = res.status;
    }
    expect(status).toBe(429);
    expect(res!.body.message).toBe(
      'You have uploaded many images in a short time. Please wait a few minutes and try again.',
    );
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    const photo = await upload({ bytes: await jpegImage(100, 100) });
    expect(photo.status).toBe(429);
  });
});
