/**
 * Server side of the LDX1 format (common/file-format.ts, docs/decisions/052).
 * Uploads are verified and decrypted as streams from a temp file: the HMAC tag is checked over the whole file
 * before a single byte is decrypted, and every failure (tag, padding, key id, truncation) is one Ldx1Error,
 * so the server is no padding oracle. The plaintext's md5 is computed on the way out.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildLdx1Header, parseLdx1Header, LDX1_MIN_BYTES, LDX1_TAG_BYTES, LDX1_IV_BYTES } from '@common/file-format';

export interface Ldx1Keys {
  encKey: Buffer;
  macKey: Buffer;
}

/** Any verification or decryption failure; callers answer code 20030 with one message. */
export class Ldx1Error extends Error {
  constructor(reason: string) {
    super(`LDX1: ${reason}`);
    this.name = 'Ldx1Error';
  }
}

export interface DecryptedFile {
  keyId: string;
  bytes: number;
  md5: string;
}

/** Reads the key id from the header of an LDX1 file without trusting anything else in it. */
export async function readLdx1KeyId(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(5 + 255 + LDX1_IV_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const header = parseLdx1Header(head.subarray(0, bytesRead));
    if (!header) throw new Ldx1Error('not an LDX1 file');
    return header.keyId;
  } finally {
    await handle.close();
  }
}

/**
 * Verifies the tag of `inputPath` and, only if it matches, decrypts it into `outputPath` (streamed).
 * `keysFor` returns the keys for the file's key id, or null when the id does not belong to the caller.
 */
export async function verifyAndDecryptLdx1File(
  inputPath: string,
  outputPath: string,
  keysFor: (keyId: string) => Ldx1Keys | null,
): Promise<DecryptedFile> {
  const { size } = await stat(inputPath);
  if (size < LDX1_MIN_BYTES) throw new Ldx1Error('too short');
  const handle = await open(inputPath, 'r');
  let headerBytes: Buffer;
  const tag = Buffer.alloc(LDX1_TAG_BYTES);
  try {
    headerBytes = Buffer.alloc(Math.min(size, 5 + 255 + LDX1_IV_BYTES));
    await handle.read(headerBytes, 0, headerBytes.length, 0);
    await handle.read(tag, 0, LDX1_TAG_BYTES, size - LDX1_TAG_BYTES);
  } finally {
    await handle.close();
  }
  const header = parseLdx1Header(headerBytes);
  if (!header) throw new Ldx1Error('bad header');
  const keys = keysFor(header.keyId);
  if (!keys) throw new Ldx1Error('foreign key id');
  const tagOffset = size - LDX1_TAG_BYTES;
  const cipherLength = tagOffset - header.ciphertextOffset;
  if (cipherLength <= 0 || cipherLength % 16 !== 0) throw new Ldx1Error('bad length');

  // Pass 1: authenticate everything before the tag.
  const hmac = createHmac('sha256', keys.macKey);
  for await (const chunk of createReadStream(inputPath, { start: 0, end: tagOffset - 1, highWaterMark: 1 << 20 })) {
    hmac.update(chunk as Buffer);
  }
  const expected = hmac.digest();
  if (!timingSafeEqual(expected, tag)) throw new Ldx1Error('tag mismatch');

  // Pass 2: decrypt (only authenticated bytes reach the cipher).
  const decipher = createDecipheriv('aes-256-cbc', keys.encKey, header.iv);
  const md5 = createHash('md5');
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      md5.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      createReadStream(inputPath, { start: header.ciphertextOffset, end: tagOffset - 1, highWaterMark: 1 << 20 }),
      decipher,
      hashing,
      createWriteStream(outputPath, { mode: 0o600 }),
    );
  } catch {
    throw new Ldx1Error('decrypt failed');
  }
  return { keyId: header.keyId, bytes, md5: md5.digest('hex') };
}

/** Encrypts bytes into an LDX1 buffer for download (outputs are Word files of a few MB at most). */
export function encryptLdx1Buffer(plaintext: Buffer, keyId: string, keys: Ldx1Keys): Buffer {
  const iv = randomBytes(LDX1_IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', keys.encKey, iv);
  const body = Buffer.concat([Buffer.from(buildLdx1Header(keyId, iv)), cipher.update(plaintext), cipher.final()]);
  const tag = createHmac('sha256', keys.macKey).update(body).digest();
  return Buffer.concat([body, tag]);
}
