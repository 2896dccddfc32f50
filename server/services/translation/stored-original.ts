/** Reads a stored file's plaintext (decrypted from the store's at-rest encryption) by its row id. */
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/index';
import type { TTranslationDeps } from './translation-deps';

export async function readStoredFile(deps: Pick<TTranslationDeps, 'db' | 'fileStore'>, storedFileId: string): Promise<Uint8Array> {
  const [row] = await deps.db.select({ storageKey: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, storedFileId));
  if (!row) throw new Error(`stored file ${storedFileId} is missing`);
  return deps.fileStore.getBuffer(row.storageKey);
}
