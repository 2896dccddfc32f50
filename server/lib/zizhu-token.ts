/**
 * Tokens of the zizhu token login (POST auth/zizhu/login, decision record 006):
 *   token = base64url(JSON {"phone": "13800000000", "exp": <unix seconds>}) + "." + base64url(HMAC-SHA256(key, first part))
 * The key is ZIZHU_TOKEN_SECRET when set, else HKDF(SECRET_KEY, 'zizhu-token'): the partner receives that
 * derived key, never SECRET_KEY itself.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { deriveKey } from './derive-key';
import { safeEqual } from './tokens';

const ZPayload = z.object({ phone: z.string().regex(/^1\d{10}$/), exp: z.number().int() });

/** The HMAC key partners sign with. */
export function zizhuTokenKey(secretKey: string, override?: string): Buffer {
  return override ? Buffer.from(override, 'utf8') : deriveKey(secretKey, 'zizhu-token');
}

/** Signs a token for `phone` valid until `exp` (unix seconds). Used by tests and by partners' reference code. */
export function signZizhuToken(key: Buffer, payload: { phone: string; exp: number }): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${sig}`;
}

/** Verifies signature and expiry; returns the phone, or null for any bad, tampered or expired token. */
export function verifyZizhuToken(key: Buffer, token: string, now: Date = new Date()): string | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest('base64url');
  if (!safeEqual(sig, expected)) return null;
  try {
    const payload = ZPayload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!payload.success || payload.data.exp * 1000 <= now.getTime()) return null;
    return payload.data.phone;
  } catch {
    return null;
  }
}
