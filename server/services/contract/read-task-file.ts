/**
 * readTaskFile: the bytes of one of the actor's files, encrypted for the actor in the LDX1 format (api.md "file
 * bytes"): the browser decrypts and saves them. The detailed and clean copies are rebuilt first when the lawyer's
 * decisions changed after they were written.
 */
import { encryptLdx1Buffer } from '../../crypto/ldx1';
import type { TActor } from '../../lib/actor';
import { deriveFileKeys, fileKeyIdForUser } from '../../lib/file-keys';
import type { TContractDeps } from './contract-deps';
import { findOwnFile } from './get-download';
import { findOwnTask } from './find-own-task';
import { decisionsOutdateCopies, rebuildDecidedCopies } from './rebuild-decided-copies';
import { assertFinished } from './task-guards';

/** The LDX1 bytes of one of the actor's files (404 for anyone else's). */
export async function readTaskFile(
  deps: Pick<TContractDeps, 'db' | 'fileStore' | 'env' | 'log'>,
  { actor, fileId }: { actor: TActor; fileId: string },
): Promise<Buffer> {
  const file = await findOwnFile(deps.db, { actor, fileId });
  if (file.taskId) {
    const task = await findOwnTask(deps.db, { actor, taskId: file.taskId });
    assertFinished(task);
    if ((file.kind === 'detailed' || file.kind === 'clean') && decisionsOutdateCopies(task)) {
      await rebuildDecidedCopies(deps, task);
    }
  }
  const plaintext = await deps.fileStore.getBuffer(file.storageKey);
  const keyId = fileKeyIdForUser(actor.userId);
  const keys = deriveFileKeys(deps.env.SECRET_KEY, keyId);
  return encryptLdx1Buffer(plaintext, keyId, keys);
}
