/**
 * S3FileStore (AWS SDK) against a real S3-protocol server on loopback (fauxqs, decision 175): the FileStore
 * contract, multipart uploads for files over one part, aborts that leave no parts, and S3 errors that say what failed.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { interceptLocalhostDns } from 'fauxqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Error, S3FileStore } from './s3-file-store';
import { describeFileStoreContract, failingSource } from './testing/file-store-contract';
import { LOOPBACK_BUCKET, startLoopbackS3, type TLoopbackS3 } from './testing/loopback-s3';

const PART = 5 * 1024 * 1024;
let s3: TLoopbackS3;
let store: S3FileStore;
const storageKey = randomBytes(32);

beforeAll(async () => {
  s3 = await startLoopbackS3();
  store = new S3FileStore({ ...s3.options(), partSize: PART }, storageKey);
});
afterAll(async () => {
  store?.client.destroy();
  await s3?.stop();
});

describeFileStoreContract('S3 (AWS SDK, loopback S3 server)', {
  store: () => store,
  withOtherKey: () => new S3FileStore(s3.options(), randomBytes(32)),
  raw: async (key) => {
    const res = await s3.client.send(new GetObjectCommand({ Bucket: LOOPBACK_BUCKET, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  },
  setRaw: async (key, bytes) => {
    await s3.client.send(new PutObjectCommand({ Bucket: LOOPBACK_BUCKET, Key: key, Body: bytes }));
  },
});

describe('S3FileStore beyond the contract', () => {
  it('uploads a file larger than one part as a multipart upload and reads it back', async () => {
    const data = randomBytes(2 * PART + 12345);
    const pieces: Buffer[] = [];
    for (let i = 0; i < data.length; i += 256 * 1024) pieces.push(data.subarray(i, i + 256 * 1024));
    const put = await store.putStream('u/big/contract.pdf', Readable.from(pieces));
    expect(put.size).toBe(data.length);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: LOOPBACK_BUCKET, Key: 'u/big/contract.pdf' }));
    // S3's multipart ETag ends in -<part count>: three parts of ciphertext, none left incomplete.
    expect(head.ETag).toMatch(/-3"$/);
    expect(await s3.incompleteUploads()).toEqual([]);
    expect((await store.getBuffer('u/big/contract.pdf')).equals(data)).toBe(true);
  });

  it('aborts a multipart upload whose source fails after two parts: no object, no parts left', async () => {
    await expect(store.putStream('u/broken/scan.pdf', failingSource(randomBytes(2 * PART + 1)))).rejects.toThrow(
      /client went away/,
    );
    expect(await store.exists('u/broken/scan.pdf')).toBe(false);
    expect(await s3.incompleteUploads()).toEqual([]);
    expect(await s3.listKeys()).not.toContain('u/broken/scan.pdf');
  });

  it('deletes leave nothing in the bucket', async () => {
    await store.putBuffer('u/del/a', Buffer.from('x'));
    await store.putStream('u/del/b', Readable.from([randomBytes(PART + 1)]));
    await store.delete('u/del/a');
    await store.delete('u/del/b');
    expect((await s3.listKeys()).filter((k) => k.startsWith('u/del/'))).toEqual([]);
  });

  it('addresses the bucket virtual-hosted style when path-style is off (S3_FORCE_PATH_STYLE=false)', async () => {
    // <bucket>.s3.localhost must resolve to loopback: fauxqs patches this process's DNS lookups for *.localhost.
    const restore = interceptLocalhostDns();
    const port = new URL(s3.endpoint).port;
    const hosted = new S3FileStore({ ...s3.options(), endpoint: `http://s3.localhost:${port}`, forcePathStyle: false }, storageKey);
    try {
      await hosted.putBuffer('u/vhost/a', Buffer.from('虚拟主机'));
      expect((await store.getBuffer('u/vhost/a')).toString()).toBe('虚拟主机');
      expect(await s3.listKeys()).toContain('u/vhost/a');
    } finally {
      hosted.client.destroy();
      restore();
    }
  });

  it('fails with the S3 status and code when the bucket does not exist', async () => {
    const missing = new S3FileStore(s3.options('no-such-bucket'), storageKey);
    const err = await missing.putBuffer('u/x/a', Buffer.from('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(S3Error);
    expect((err as S3Error).status).toBe(404);
    expect((err as S3Error).message).toMatch(/NoSuchBucket/);
    missing.client.destroy();
  });
});
