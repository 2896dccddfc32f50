/**
 * The per-user file key (api.md auth/file-key): fetched once per session and kept in memory only — never in storage,
 * never in the query cache (which is persisted to IndexedDB). A new token (another login) fetches it again.
 */
import type { TFileKey } from '@common/api/auth';
import { Code, Messages } from '@common/codes';
import { getToken } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { fetchFileKeyEnvelope } from '../api';
import { importFileKey, type ImportedFileKey } from './ldx1-webcrypto';

let cached: { token: string; raw: Promise<TFileKey>; imported: Promise<ImportedFileKey> | null } | null = null;

async function load(): Promise<TFileKey> {
  const env = await fetchFileKeyEnvelope();
  if (env.code !== Code.OK) throw new ApiError(env.code, env.message || Messages.internal);
  return env.data;
}

function entry() {
  const token = getToken();
  if (!cached || cached.token !== token) {
    const raw = load();
    cached = { token, raw, imported: null };
    // A failed fetch is not remembered: the next upload asks again.
    raw.catch(() => {
      if (cached?.raw === raw) cached = null;
    });
  }
  return cached;
}

/** The raw key material, for the encryption worker (CryptoKeys cannot be posted to it as extractable bytes). */
export function getRawFileKey(): Promise<TFileKey> {
  return entry().raw;
}

/** The imported keys, for decrypting downloads on the page. */
export function getImportedFileKey(): Promise<ImportedFileKey> {
  const e = entry();
  e.imported ??= e.raw.then(importFileKey);
  return e.imported;
}

/** Forget the key (logout, tests). */
export function forgetFileKey(): void {
  cached = null;
}
