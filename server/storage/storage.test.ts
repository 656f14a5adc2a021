import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, createLocalStorage, isSafeKey } from './storage';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-unit-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('local storage', () => {
  it('reads back what it stored, with its type, size and a validator that changes with the bytes', async () => {
    const storage = createLocalStorage(dir);
    expect(await storage.put('demo/coat.webp', Buffer.from('first'))).toBe('/uploads/demo/coat.webp');
    const first = await storage.read('demo/coat.webp');
    expect(first).toMatchObject({ contentType: 'image/webp', size: 5 });
    expect(await text(first!.body)).toBe('first');

    await storage.put('demo/coat.webp', Buffer.from('second version'));
    const second = await storage.read('demo/coat.webp');
    expect(second!.etag).not.toBe(first!.etag);
    expect(await text(second!.body)).toBe('second version');
  });

  it('reads nothing for a missing file, a folder, or a key that could leave its folder', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('demo/a.webp', Buffer.from('a'));
    expect(await storage.read('demo/missing.webp')).toBeNull();
    expect(await storage.read('demo')).toBeNull();
    expect(await storage.read('../outside.webp')).toBeNull();
    expect(await storage.read('demo/../../outside.webp')).toBeNull();
    expect(await storage.read('/etc/passwd')).toBeNull();
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
  });
});

describe('keys and types', () => {
  it('takes only plain relative keys', () => {
    expect(isSafeKey('products/0123.w400.webp')).toBe(true);
    for (const key of ['', '/a.webp', 'a//b.webp', 'a/./b.webp', 'a/../b.webp', '.hidden', 'a b.webp', 'a\\b.webp'])
      expect(isSafeKey(key)).toBe(false);
  });

  it('names the type of each image extension, and nothing it does not know', () => {
    expect(contentTypeOf('a.webp')).toBe('image/webp');
    expect(contentTypeOf('a.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('a.png')).toBe('image/png');
    expect(contentTypeOf('a.html')).toBe('application/octet-stream');
  });
});
