/**
 * The storage a configuration names: S3-compatible object storage when S3_URL is set (its
 * bucket checked first), else DATA_DIR/uploads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config.ts';
import { createLocalStorage, type FileStorage } from './storage';

export async function createConfiguredStorage(
  config: Pick<Config, 'DATA_DIR' | 'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): Promise<FileStorage> {
  if (config.S3_URL && config.S3_BUCKET) {
    // Loaded only here: a store on local disk never loads the AWS SDK.
    const { createS3Storage } = await import('./s3-storage');
    const storage = createS3Storage({
      endpoint: config.S3_URL,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
    // A wrong bucket or key stops start with the reason, instead of failing every upload later.
    try {
      await storage.checkBucket();
    } catch (err) {
      await storage.close();
      throw err;
    }
    return storage;
  }
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  await fs.mkdir(uploadsDir, { recursive: true });
  return createLocalStorage(uploadsDir);
}
