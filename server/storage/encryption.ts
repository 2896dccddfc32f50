/**
 * Encryption at rest, streaming (decision record 004). Format 'LDS1':
 *   'LDS1' (4 bytes) | salt (16 random bytes) | chunk*
 *   chunk = AES-256-GCM ciphertext of up to 64 KiB of plaintext | 16-byte tag
 * The per-file key is HKDF-SHA256(storage key, salt, 'lawdesk/file-store/v1'); the 12-byte nonce is the chunk
 * index (big-endian, bytes 0..7) with byte 11 set to 1 on the final chunk, so chunks cannot be reordered,
 * dropped or truncated unnoticed; the file's key (its path) is the AAD, so files cannot be swapped.
 * Every chunk is authenticated before its plaintext leaves the stream; memory stays at ~2 chunks per stream.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileIntegrityError } from './file-store';

export const MAGIC = Buffer.from('LDS1', 'ascii');
export const CHUNK_PLAIN = 64 * 1024;
const TAG = 16;
const SALT = 16;
const HEADER = MAGIC.length + SALT;
const CHUNK_CIPHER = CHUNK_PLAIN + TAG;

function fileKey(storageKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', storageKey, salt, 'lawdesk/file-store/v1', 32));
}

function nonce(index: number, final: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(index), 0);
  n[11] = final ? 1 : 0;
  return n;
}

function sealChunk(key: Buffer, index: number, final: boolean, aad: Buffer, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(index, final));
  cipher.setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(key: Buffer, index: number, final: boolean, aad: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < TAG) throw new FileIntegrityError('truncated chunk');
  const decipher = createDecipheriv('aes-256-gcm', key, nonce(index, final));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
  } catch {
    throw new FileIntegrityError();
  }
}

/** A Transform that turns plaintext into the LDS1 format. `aad` binds the ciphertext to its file key. */
export function createEncryptStream(
  storageKey: Buffer,
  aad: string,
): Transform & { plainBytes: () => number } {
  const salt = randomBytes(SALT);
  const key = fileKey(storageKey, salt);
  const aadBuf = Buffer.from(aad, 'utf8');
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let index = 0;
  let total = 0;
  let headerSent = false;

  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!headerSent) {
        this.push(Buffer.concat([MAGIC, salt]));
        headerSent = true;
      }
      total += chunk.length;
      pending.push(chunk);
      pendingLength += chunk.length;
      // Keep at least one byte back: the last chunk must be sealed as final, even when it is exactly full.
      if (pendingLength > CHUNK_PLAIN) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK_PLAIN) {
          this.push(sealChunk(key, index++, false, aadBuf, all.subarray(0, CHUNK_PLAIN)));
          all = all.subarray(CHUNK_PLAIN);
        }
        pending = [all];
        pendingLength = all.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(Buffer.concat([MAGIC, salt]));
      this.push(sealChunk(key, index++, true, aadBuf, Buffer.concat(pending)));
      done();
    },
  });
  return Object.assign(stream, { plainBytes: () => total });
}

/** A Transform that checks and decrypts the LDS1 format; errors with FileIntegrityError on any tampering. */
export function createDecryptStream(storageKey: Buffer, aad: string): Transform {
  const aadBuf = Buffer.from(aad, 'utf8');
  let buffer: Buffer = Buffer.alloc(0);
  let key: Buffer | null = null;
  let index = 0;

  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      try {
        if (!key) {
          if (buffer.length < HEADER) return done();
          if (!buffer.subarray(0, MAGIC.length).equals(MAGIC))
            throw new FileIntegrityError('not an LDS1 file');
          key = fileKey(storageKey, buffer.subarray(MAGIC.length, HEADER));
          buffer = buffer.subarray(HEADER);
        }
        // A full chunk followed by more bytes cannot be the final one.
        while (buffer.length > CHUNK_CIPHER) {
          this.push(openChunk(key, index++, false, aadBuf, buffer.subarray(0, CHUNK_CIPHER)));
          buffer = buffer.subarray(CHUNK_CIPHER);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!key) throw new FileIntegrityError('truncated header');
        this.push(openChunk(key, index++, true, aadBuf, buffer));
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}
