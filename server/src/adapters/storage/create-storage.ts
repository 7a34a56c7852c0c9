import type { Config } from '../../config/env.js';
import { createFileStorage, type FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The storage STORAGE_DRIVER names: the local disk under DATA_DIR, or an S3-compatible bucket. */
export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      prefix: config.S3_PREFIX,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createFileStorage(config.dataDir);
}
