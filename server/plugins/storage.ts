/**
 * File store plugin: `app.fileStore`, encrypted at rest (decision 004): on an S3-compatible object store when
 * S3_ENDPOINT is set, else on the local filesystem under DATA_DIR/files.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../env';
import { deriveKey } from '../lib/derive-key';
import fp from 'fastify-plugin';
import type { FileStore } from '../storage/file-store';
import { LocalFileStore } from '../storage/local-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

export default fp<{ env: TEnv }>(
  async (app: FastifyInstance, { env }) => {
    const storageKey = deriveKey(env.SECRET_KEY, 'file-store');
    // env.ts guarantees bucket and keys whenever S3_ENDPOINT is set.
    // The AWS SDK (~20 MB once loaded) is imported only when S3 is configured (decision 226).
    const store: FileStore =
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? new (await import('../storage/s3-file-store')).S3FileStore(
            {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              accessKey: env.S3_ACCESS_KEY,
              secretKey: env.S3_SECRET_KEY,
              region: env.S3_REGION,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
            },
            storageKey,
          )
        : new LocalFileStore(path.join(env.DATA_DIR, 'files'), storageKey);
    app.decorate('fileStore', store);
  },
  { name: 'lawdesk-storage', fastify: '5.x' },
);
