/**
 * deleteTask: removes a finished or failed review with everything it left — findings, document model, its Word
 * files in the store — and the uploaded contract itself once no other task uses it. A queued or running review
 * cannot be deleted (20040); a failed one can (client files must always be deletable; decision record 074).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { TStoredFileRow } from '../../db/schema/index';
import { contractTasks, contractUploads, storedFiles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { TContractDeps } from './contract-deps';
import { findOwnTask, ownedBy } from './find-own-task';
import { deleteStoredBytes } from './stored-files';
import { assertNotRunning } from './task-guards';

/** Deletes one of the actor's tasks; see the file comment. */
export async function deleteTask(deps: Pick<TContractDeps, 'db' | 'fileStore' | 'log'>, { actor, taskId }: { actor: TActor; taskId: string }): Promise<void> {
  const task = await findOwnTask(deps.db, { actor, taskId });
  assertNotRunning(task);
  const removed = await deps.db.transaction(async (tx) => {
    // Guarded on the state: a retry queued since the read above keeps the task alive.
    const [gone] = await tx
      .delete(contractTasks)
      .where(and(eq(contractTasks.id, task.id), ownedBy(actor), inArray(contractTasks.status, ['FINISH', 'FAILURE'])))
      .returning({ id: contractTasks.id, uploadId: contractTasks.uploadId });
    if (!gone) return null;
    const files: TStoredFileRow[] = await tx.delete(storedFiles).where(eq(storedFiles.taskId, gone.id)).returning();
    const [users] = await tx.select({ n: count() }).from(contractTasks).where(eq(contractTasks.uploadId, gone.uploadId));
    if (Number(users?.n ?? 0) === 0) {
      const [upload] = await tx.delete(contractUploads).where(eq(contractUploads.id, gone.uploadId)).returning();
      if (upload) files.push(...(await tx.delete(storedFiles).where(eq(storedFiles.id, upload.fileId)).returning()));
    }
    return files;
  });
  if (removed === null) {
    assertNotRunning(await findOwnTask(deps.db, { actor, taskId }));
    return;
  }
  // Bytes go after the rows are gone for good: a rollback above must not leave rows pointing at deleted bytes.
  await deleteStoredBytes(deps.fileStore, removed, deps.log);
}
