/**
 * A real S3-protocol server on loopback for tests, benches and the topology test (decision 175): fauxqs's S3
 * (PutObject, GetObject, multipart uploads with `-N` ETags, ListObjectsV2) in this process, objects and
 * incomplete multipart uploads kept as files under a temp folder so a test can see what is really stored.
 * Only imported by tests and bench scripts (fauxqs is a devDependency).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { startFauxqs } from 'fauxqs';
import { createS3Client, type TS3Options } from '../s3-file-store';

export type TLoopbackS3 = {
  endpoint: string;
  /** Store options for `bucket` (created); pass to S3FileStore or as S3_* settings of a child process. */
  options: (bucket?: string) => TS3Options;
  createBucket: (bucket: string) => void;
  client: S3Client;
  /** Every object key in the bucket (paginated ListObjectsV2). */
  listKeys: (bucket?: string) => Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted (what a killed uploader leaves). */
  incompleteUploads: () => Promise<string[]>;
  stop: () => Promise<void>;
};

export const LOOPBACK_BUCKET = 'lawdesk-test';

/** Starts the server on 127.0.0.1 on a free port with one bucket (LOOPBACK_BUCKET). */
export async function startLoopbackS3(): Promise<TLoopbackS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-s3-'));
  const server = await startFauxqs({ port: 0, host: '127.0.0.1', logger: false, s3StorageDir: dir });
  server.createBucket(LOOPBACK_BUCKET);
  // fauxqs answers `server.address` with the host it listens on; path-style requests need nothing else.
  const endpoint = server.address;
  const options = (bucket = LOOPBACK_BUCKET): TS3Options => ({
    endpoint,
    bucket,
    accessKey: 'lawdesk-test',
    secretKey: 'lawdesk-test-secret',
    region: 'us-east-1',
  });
  const client = createS3Client(options());
  return {
    endpoint,
    options,
    createBucket: (bucket) => void server.createBucket(bucket),
    client,
    async listKeys(bucket = LOOPBACK_BUCKET) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async incompleteUploads() {
      return readdir(path.join(dir, '_multipart')).catch(() => []);
    },
    async stop() {
      client.destroy();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
