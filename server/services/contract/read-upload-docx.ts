/** The stored .docx of an upload (decrypted from the file store), for the classifier and the review. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles, type TContractUploadRow } from '../../db/schema/index';
import type { FileStore } from '../../storage/file-store';
import { ContractErrors } from './contract-errors';

/** The upload's .docx bytes; 404 when its file row is gone. */
export async function readUploadDocx(db: DbOrTx, fileStore: FileStore, upload: TContractUploadRow): Promise<Buffer> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, upload.fileId), eq(storedFiles.userId, upload.userId)));
  if (!file) throw ContractErrors.uploadNotFound();
  return fileStore.getBuffer(file.storageKey);
}
