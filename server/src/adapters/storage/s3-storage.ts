import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { STORED_NAME, type StagedFile, type SweepResult } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix for uploads, e.g. "uploads/" (with its slash). */
  prefix: string;
  /** An S3-compatible server's address (MinIO, Ceph, a local test server); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Uploaded files in an S3-compatible bucket, so every process on every machine reads the same documents. The same
 * contract as the local disk (file-storage.ts): random names only this storage makes, a file written before its row
 * commits, and `sweep` removing files no row names once they are old enough. S3 has no rename: a staged file is
 * written under its real key at once, and one whose row never committed is what `sweep` removes.
 */
export function createS3Storage(options: S3StorageOptions) {
  // The SDK is loaded with the first file operation: a process on the local disk never loads it, and none waits for it
  // to start (about 0.1 s).
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, options) })));
  const keyOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error('invalid stored file name');
    return `${options.prefix}${storedName}`;
  };
  /** Deletes the keys (a key already gone is no error in S3) and returns those it would not delete. */
  const remove = async (storedNames: string[]) => {
    if (storedNames.length === 0) return [];
    const { sdk, client } = await connect();
    const answer = await client.send(
      new sdk.DeleteObjectsCommand({
        Bucket: options.bucket,
        Delete: { Objects: storedNames.map((name) => ({ Key: keyOf(name) })), Quiet: true },
      }),
    );
    return answer.Errors ?? [];
  };

  return {
    isStoredName: (name: string) => STORED_NAME.test(name),

    async stage(content: Uint8Array, extension: string): Promise<StagedFile> {
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: keyOf(storedName), Body: content }));
      return {
        storedName,
        commit: async () => {},
        discard: async () => {
          await remove([storedName]);
        },
      };
    },

    async read(storedName: string): Promise<Buffer> {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: keyOf(storedName) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        // As the local disk says it, so callers answer 404 alike.
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) {
          throw Object.assign(new Error(`ENOENT: ${storedName}`), { code: 'ENOENT' });
        }
        throw error;
      }
    },

    // A key the bucket refuses is left to the sweep, which deletes any key no row names.
    async remove(storedName: string) {
      await remove([storedName]);
    },

    /**
     * Files no row names, older than `olderThanMs` (another process's upload in flight is left alone), are deleted; a
     * key the bucket would not delete is counted in `failed` and the pass goes on.
     */
    async sweep(known: (storedNames: string[]) => Promise<Set<string>>, olderThanMs: number) {
      const result: SweepResult = { completed: 0, removed: 0, failed: 0 };
      // ListObjects (version 1) pages by the last key seen: every S3-compatible server knows it, which is not so of
      // version 2's continuation tokens (s3rver cannot make one on OpenSSL 3).
      const { sdk, client } = await connect();
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new sdk.ListObjectsCommand({ Bucket: options.bucket, Prefix: options.prefix, Marker: marker }),
        );
        const objects = page.Contents ?? [];
        const names = objects
          .filter((object) => Date.now() - (object.LastModified?.getTime() ?? Date.now()) > olderThanMs)
          .map((object) => object.Key!.slice(options.prefix.length))
          .filter((name) => STORED_NAME.test(name));
        const named = names.length > 0 ? await known(names) : new Set<string>();
        const unknown = names.filter((name) => !named.has(name));
        const refused = await remove(unknown);
        result.removed += unknown.length - refused.length;
        result.failed += refused.length;
        if (refused[0]) result.error ??= new Error(`${refused[0].Code}: ${refused[0].Message}`);
        if (!page.IsTruncated || objects.length === 0) break;
        marker = objects.at(-1)!.Key;
      }
      return result;
    },
  };
}

function newClient(sdk: typeof import('@aws-sdk/client-s3'), options: S3StorageOptions): S3Client {
  return new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style (http://host/bucket/key) is what S3-compatible servers answer; AWS accepts it too.
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the protocol needs them: not every S3-compatible server knows the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
