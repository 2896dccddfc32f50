/**
 * FileStore on an S3-compatible object store through the AWS SDK (decisions 004, 175): the same LDS1 encrypted
 * bytes as the local store, as objects `<bucket>/<key>`, path-style by default (MinIO, Ceph) or virtual-hosted
 * with S3_FORCE_PATH_STYLE=false (Aliyun OSS, AWS buckets that refuse path-style).
 * Uploads stream through @aws-sdk/lib-storage: a file up to one part is a single PutObject, a larger one a multipart
 * upload of `partSize` parts (at most `queueSize` in memory at once), so memory stays flat for 100 MB files and no
 * temp file is written. An object only becomes visible when its upload completes, so a reader never sees half a file;
 * a failed upload is aborted (its parts removed). A process killed mid-upload leaves an incomplete multipart upload
 * that S3 never shows as an object: docs/operations.md sets the bucket's AbortIncompleteMultipartUpload rule.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createDecryptStream, createEncryptStream } from './encryption';
import { assertFileKey, FileNotFoundError, type FileStore } from './file-store';

export type TS3Options = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Path-style addresses (default); false for virtual-hosted-style (<bucket>.<endpoint host>). */
  forcePathStyle?: boolean;
  /** Multipart part size in bytes (S3's minimum is 5 MiB); files up to one part go in a single PutObject. */
  partSize?: number;
  /** Parts uploaded concurrently (each held in memory while it is sent). */
  queueSize?: number;
};

/** 8 MiB parts: a 100 MB upload is 13 parts and holds at most 16 MiB of ciphertext in memory. */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`S3 request failed with HTTP ${status} ${code}: ${message.slice(0, 300)}`);
    this.name = 'S3Error';
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

/** SDK errors become S3Error (status and S3 code in the message, for logs); anything else is rethrown as is. */
function asS3Error(err: unknown): unknown {
  if (err instanceof S3ServiceException) return new S3Error(statusOf(err) ?? 0, err.name, err.message);
  return err;
}

/** One S3 client per store; exported for tests and operations scripts that list or copy the bucket. */
export function createS3Client(options: TS3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
    // Checksums only where S3 requires them: many S3-compatible services still refuse the SDK's default CRC32
    // trailers (aws-chunked bodies), and LDS1's AES-GCM tags already authenticate every 64 KiB of every file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(
    private readonly options: TS3Options,
    private readonly storageKey: Buffer,
  ) {
    this.client = createS3Client(options);
    this.partSize = Math.max(MIN_PART_SIZE, options.partSize ?? DEFAULT_PART_SIZE);
    this.queueSize = Math.max(1, options.queueSize ?? 2);
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async putStream(key: string, source: Readable): Promise<{ size: number }> {
    assertFileKey(key);
    const encrypt = createEncryptStream(this.storageKey, key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: encrypt, ContentType: 'application/octet-stream' },
      partSize: this.partSize,
      queueSize: this.queueSize,
      // On any failure the multipart upload is aborted: no parts are left behind by an error we see.
      leavePartsOnError: false,
    });
    // The source is piped in parallel with the upload; a source error (client gone mid-upload) must abort the
    // upload, not leave it waiting for bytes that never come, and is the error the caller sees.
    const [fed, uploaded] = await Promise.allSettled([
      pipeline(source, encrypt).catch(async (err: unknown) => {
        await upload.abort().catch(() => {});
        throw err;
      }),
      upload.done().catch((err: unknown) => {
        encrypt.destroy();
        throw err;
      }),
    ]);
    if (fed.status === 'rejected' && uploaded.status === 'rejected' && uploaded.reason instanceof S3ServiceException) {
      throw asS3Error(uploaded.reason);
    }
    if (fed.status === 'rejected') throw fed.reason;
    if (uploaded.status === 'rejected') throw asS3Error(uploaded.reason);
    return { size: encrypt.plainBytes() };
  }

  putBuffer(key: string, data: Buffer): Promise<{ size: number }> {
    return this.putStream(key, Readable.from([data]));
  }

  async getStream(key: string): Promise<Readable> {
    assertFileKey(key);
    let body: unknown;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      body = res.Body;
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      throw asS3Error(err);
    }
    if (!(body instanceof Readable)) throw new S3Error(0, 'NoBody', `GetObject ${key} answered without a stream`);
    const decrypt = createDecryptStream(this.storageKey, key);
    // Errors of either side reach the consumer through `decrypt` (pipeline destroys it with the error).
    pipeline(body, decrypt).catch(() => {});
    return decrypt;
  }

  async getBuffer(key: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of await this.getStream(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (err) {
      if (isNotFound(err)) return;
      throw asS3Error(err);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertFileKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw asS3Error(err);
    }
  }
}
