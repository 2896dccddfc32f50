/**
 * Every key of the server comes from SECRET_KEY through HKDF-SHA256 with a distinct `info` label, so one secret
 * to back up, and no derived key reveals another (decision record 005).
 */
import { hkdfSync } from 'node:crypto';

const SALT = 'lawdesk/v1';

/** Derives `length` bytes for `purpose` from the server secret. */
export function deriveKey(secret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, purpose, length));
}
