/**
 * Where uploaded and generated files (product images) live. The local-disk adapter is
 * the default; an object-storage adapter can implement the same interface later.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Stores bytes under a key such as `demo/jackets-navy.webp`; returns its public URL path. */
  put(key: string, data: Buffer | Uint8Array): Promise<string>;
  /** True when a file is already stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Public URL path of a key, e.g. `/uploads/demo/jackets-navy.webp`. */
  urlOf(key: string): string;
}

/** URL prefix under which the server serves stored files. */
export const UPLOADS_URL_PREFIX = '/uploads';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(rootDir: string): FileStorage & { rootDir: string } {
  return {
    rootDir,
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(rootDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
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
    urlOf(key) {
      return `${UPLOADS_URL_PREFIX}/${key}`;
    },
  };
}
