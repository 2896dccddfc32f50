/**
 * Per-user keys for the browser's file encryption (api.md "Encrypted file format": AES-256-CBC + HMAC-SHA256).
 * The key id travels in each encrypted file's header, so the server re-derives the keys from the id alone and
 * needs to store nothing; bumping FILE_KEY_VERSION rotates every user's keys without breaking old files.
 */
import { hkdfSync } from 'node:crypto';

export const FILE_KEY_VERSION = 1;

export type TFileKeys = { keyId: string; encKey: Buffer; macKey: Buffer };

/** The key id of a user's current file keys: 'v<version>.<userId>' (ASCII, under 255 bytes). */
export function fileKeyIdForUser(userId: string): string {
  return `v${FILE_KEY_VERSION}.${userId}`;
}

/** Splits a key id into its version and user id; null when it is not one of ours. */
export function parseFileKeyId(keyId: string): { version: number; userId: string } | null {
  const match = /^v(\d{1,4})\.([0-9a-f-]{36})$/.exec(keyId);
  if (!match) return null;
  return { version: Number(match[1]), userId: match[2]! };
}

/** Derives {encKey, macKey} (32 bytes each) for a key id with HKDF-SHA256 from the server secret. */
export function deriveFileKeys(secret: string, keyId: string): TFileKeys {
  const okm = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'lawdesk/file-keys', keyId, 64));
  return { keyId, encKey: okm.subarray(0, 32), macKey: okm.subarray(32, 64) };
}
