/**
 * FileStore on an S3-compatible object store (decision 004): the same LDS1 encrypted bytes as the local store,
 * as objects `<bucket>/<key>` addressed path-style (works with AWS, MinIO and most S3-compatible services).
 * Uploads are spooled encrypted to a private temp file first: S3 needs the length up front, and this keeps memory
 * flat for 100 MB files without multipart uploads.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable, pipeline as pipelineCb } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDecryptStream, createEncryptStream } from './encryption';
import { assertFileKey, FileNotFoundError, type FileStore } from './file-store';
import { amzDateOf, EMPTY_SHA256, signV4, sigV4Encode, UNSIGNED_PAYLOAD } from './s3-signer';

export type TS3Options = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
};

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`S3 request failed with HTTP ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3Error';
  }
}

async function readAll(res: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of res) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export class S3FileStore implements FileStore {
  private readonly base: URL;

  constructor(
    private readonly options: TS3Options,
    private readonly storageKey: Buffer,
  ) {
    this.base = new URL(options.endpoint);
  }

  private urlOf(key: string): URL {
    assertFileKey(key);
    const url = new URL(this.base.toString());
    const prefix = url.pathname.replace(/\/$/, '');
    url.pathname = `${prefix}/${sigV4Encode(this.options.bucket)}/${key.split('/').map(sigV4Encode).join('/')}`;
    return url;
  }

  /** Sends one signed request; resolves with the response (the caller consumes or discards its body). */
  private request(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    url: URL,
    body?: { file: string; size: number },
  ): Promise<IncomingMessage> {
    // Streamed bodies are sent as UNSIGNED-PAYLOAD (the header is signed); empty bodies carry the empty hash.
    const payloadHash = body ? UNSIGNED_PAYLOAD : EMPTY_SHA256;
    const signed = signV4({
      method,
      url,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(body ? { 'content-length': String(body.size) } : {}),
      },
      payloadHash,
      region: this.options.region,
      service: 's3',
      accessKeyId: this.options.accessKey,
      secretAccessKey: this.options.secretKey,
      amzDate: amzDateOf(new Date()),
    });
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.request(url, { method, headers: signed }, resolve);
      req.on('error', reject);
      if (body) pipelineCb(createReadStream(body.file), req, (err) => err && reject(err));
      else req.end();
    });
  }

  async putStream(key: string, source: Readable): Promise<{ size: number }> {
    const url = this.urlOf(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-s3-'));
    const file = path.join(dir, 'object');
    try {
      const encrypt = createEncryptStream(this.storageKey, key);
      await pipeline(source, encrypt, createWriteStream(file, { mode: 0o600 }));
      const res = await this.request('PUT', url, { file, size: (await stat(file)).size });
      const text = await readAll(res);
      if (res.statusCode !== 200) throw new S3Error(res.statusCode ?? 0, text);
      return { size: encrypt.plainBytes() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  putBuffer(key: string, data: Buffer): Promise<{ size: number }> {
    return this.putStream(key, Readable.from([data]));
  }

  async getStream(key: string): Promise<Readable> {
    const res = await this.request('GET', this.urlOf(key));
    if (res.statusCode === 404) {
      res.resume();
      throw new FileNotFoundError(key);
    }
    if (res.statusCode !== 200) throw new S3Error(res.statusCode ?? 0, await readAll(res));
    return pipelineCb(res, createDecryptStream(this.storageKey, key), () => {});
  }

  async getBuffer(key: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of await this.getStream(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', this.urlOf(key));
    const text = await readAll(res);
    if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) {
      throw new S3Error(res.statusCode ?? 0, text);
    }
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.request('HEAD', this.urlOf(key));
    res.resume();
    if (res.statusCode === 200) return true;
    if (res.statusCode === 404) return false;
    throw new S3Error(res.statusCode ?? 0, '');
  }
}
