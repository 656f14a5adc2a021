/**
 * Where uploaded and generated files (product images) live, behind one interface: local
 * disk by default, S3-compatible object storage (server/storage/s3-storage.ts) when S3_URL
 * is set, so several server processes share the files (decision 33). The store serves both
 * at the same /uploads URLs (server/http/stored-files.ts).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when known. */
  size?: number;
  contentType: string;
  /** A validator of the bytes, quoted as HTTP sends it (changes whenever they do). */
  etag?: string;
  lastModified?: Date;
}

export interface FileStorage {
  /** Stores bytes under a key such as `demo/jackets-navy.webp`; returns its public URL path. */
  put(key: string, data: Buffer | Uint8Array): Promise<string>;
  /** True when a file is already stored under the key. */
  exists(key: string): Promise<boolean>;
  /** The file stored under a key, or null when there is none (or the key is not a safe one). */
  read(key: string): Promise<StoredFile | null>;
  /** Public URL path of a key, e.g. `/uploads/demo/jackets-navy.webp`. */
  urlOf(key: string): string;
  /** Stops background work (connections); the storage is not used afterwards. */
  close(): Promise<void>;
}

/** URL prefix under which the server serves stored files. */
export const UPLOADS_URL_PREFIX = '/uploads';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '' || part === '.');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function uploadsUrlOf(key: string): string {
  return `${UPLOADS_URL_PREFIX}/${key}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** The Content-Type a key is stored and served with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalStorage(rootDir: string): FileStorage & { rootDir: string } {
  return {
    rootDir,
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(rootDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees half a file. The temporary name is this
      // write's own: two writes of the same key at once (the same picture uploaded twice, or
      // fetched from two addresses by an import) must not rename each other's file away.
      const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
      return this.urlOf(key);
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await fs.access(path.join(rootDir, key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      // Keys come from request paths here: an unsafe one names no stored file.
      if (!isSafeKey(key)) return null;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(path.join(rootDir, key), 'r');
      } catch {
        return null;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // Read through the handle opened above, so a file replaced meanwhile (put renames over it) stays whole.
        const stream = handle.createReadStream();
        return {
          body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
          size: stat.size,
          contentType: contentTypeOf(key),
          // Size and modification time: put replaces the whole file, so a new file has a new time.
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
          lastModified: stat.mtime,
        };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    urlOf: uploadsUrlOf,
    async close() {},
  };
}
