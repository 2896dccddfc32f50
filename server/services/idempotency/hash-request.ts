import { sha256Hex } from '../../lib/tokens';

/** The fingerprint a stored Idempotency-Key is checked against: method, path and body. */
export function hashRequest({ method, path, body }: { method: string; path: string; body: unknown }): string {
  return sha256Hex(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`);
}
