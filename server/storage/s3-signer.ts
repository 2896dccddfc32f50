/**
 * AWS Signature Version 4 for S3-compatible object stores (AWS S3, MinIO, Aliyun OSS/Tencent COS in S3 mode).
 * Header signing only; the payload hash is passed in ('UNSIGNED-PAYLOAD' for streamed bodies over https).
 * Verified against AWS's published get-vanilla / query-order / post-vanilla test vectors (s3-signer.test.ts).
 */
import { createHash, createHmac } from 'node:crypto';

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export type TSignInput = {
  method: string;
  url: URL;
  /** Headers to sign, besides host and x-amz-date, which are added. */
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** 'YYYYMMDDTHHMMSSZ' */
  amzDate: string;
};

/** RFC 3986 encoding as SigV4 requires (encodeURIComponent leaves !'()* alone). */
export function sigV4Encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The request time in SigV4's basic ISO-8601 form. */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** The headers to send: the input headers plus host and x-amz-date, with Authorization. */
export function signV4(input: TSignInput): Record<string, string> {
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-date': input.amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams]
    .map(([k, v]) => [sigV4Encode(k), sigV4Encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // S3 signs the path as sent (each segment already encoded once), never normalized or double-encoded.
  const canonicalRequest = [
    input.method,
    input.url.pathname || '/',
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    input.amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
