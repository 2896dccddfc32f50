import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_PLAIN } from './encryption';
import { FileIntegrityError, FileNotFoundError } from './file-store';
import { S3FileStore } from './s3-file-store';
import { signV4 } from './s3-signer';

const CREDS = { accessKey: 'AKIATESTKEY', secretKey: 'test-secret-key-for-the-stub', region: 'cn-north-1' };

/**
 * A minimal S3 stand-in: PUT/GET/HEAD/DELETE on path-style objects, in memory. It recomputes each request's
 * signature from the headers the client says it signed and refuses mismatches with 403, and requires a
 * Content-Length on PUT, as S3 does.
 */
function startStubS3(): Promise<{ server: http.Server; endpoint: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    const auth = req.headers.authorization ?? '';
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const headers = Object.fromEntries(
      signedNames.filter((n) => n !== 'host' && n !== 'x-amz-date').map((n) => [n, String(req.headers[n])]),
    );
    const expected = signV4({
      method: req.method!,
      url,
      headers,
      payloadHash: String(req.headers['x-amz-content-sha256']),
      region: CREDS.region,
      service: 's3',
      accessKeyId: CREDS.accessKey,
      secretAccessKey: CREDS.secretKey,
      amzDate: String(req.headers['x-amz-date']),
    });
    if (expected.authorization !== auth) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    if (req.method === 'PUT') {
      if (!req.headers['content-length']) return void res.writeHead(411).end();
      objects.set(key, Buffer.concat(parts));
      return void res.writeHead(200).end();
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    if (!object) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'content-length': object.length });
    res.end(req.method === 'HEAD' ? undefined : object);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, objects });
    }),
  );
}

describe('S3FileStore against a signature-checking S3 stub', () => {
  let stub: Awaited<ReturnType<typeof startStubS3>>;
  let store: S3FileStore;
  const storageKey = randomBytes(32);

  beforeAll(async () => {
    stub = await startStubS3();
    store = new S3FileStore({ endpoint: stub.endpoint, bucket: 'lawdesk', ...CREDS }, storageKey);
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));

  it('round-trips a multi-chunk stream, stored encrypted', async () => {
    const data = randomBytes(3 * CHUNK_PLAIN + 123);
    const put = await store.putStream(
      'u/1/contract.docx',
      Readable.from([data.subarray(0, 1000), data.subarray(1000)]),
    );
    expect(put.size).toBe(data.length);
    const stored = stub.objects.get('/lawdesk/u/1/contract.docx')!;
    expect(stored.subarray(0, 4).toString()).toBe('LDS1');
    expect(stored.includes(data.subarray(0, 64))).toBe(false);
    expect((await store.getBuffer('u/1/contract.docx')).equals(data)).toBe(true);
  });

  it('answers exists, delete and missing objects', async () => {
    await store.putBuffer('u/2/a', Buffer.from('hello'));
    expect(await store.exists('u/2/a')).toBe(true);
    await store.delete('u/2/a');
    expect(await store.exists('u/2/a')).toBe(false);
    await expect(store.getStream('u/2/a')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('detects an object altered in the bucket', async () => {
    await store.putBuffer('u/3/a', randomBytes(1000));
    const object = stub.objects.get('/lawdesk/u/3/a')!;
    object[50] = object[50]! ^ 1;
    await expect(store.getBuffer('u/3/a')).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it('fails loudly on wrong credentials', async () => {
    const wrong = new S3FileStore(
      { endpoint: stub.endpoint, bucket: 'lawdesk', ...CREDS, secretKey: 'nope' },
      storageKey,
    );
    await expect(wrong.putBuffer('u/4/a', Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
  });
});
