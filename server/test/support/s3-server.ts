import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver, from npm) with one bucket, as MinIO or AWS would be in production. */
export async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), 'pm-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'protea-documents', configs: [] }],
  });
  const address = (await s3.run()) as { port: number };
  return {
    port: address.port,
    settings: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'protea-documents',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: 'af-south-1',
      // s3rver's own test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The object keys the bucket holds, as s3rver keeps them on disk. */
    keys: () => {
      const bucket = path.join(directory, 'protea-documents', 'uploads');
      try {
        // s3rver keeps each object as "<key>._S3rver_object" beside its metadata.
        return readdirSync(bucket)
          .filter((name) => name.endsWith('._S3rver_object'))
          .map((name) => name.slice(0, -'._S3rver_object'.length));
      } catch {
        return [];
      }
    },
    close: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
