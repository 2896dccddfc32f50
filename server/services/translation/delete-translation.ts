/** Deleting a translation task with its segments and, when no other task uses it, its original (issue 11). */
import { count, eq } from 'drizzle-orm';
import { translationFiles, translationTasks, storedFiles } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { deleteStoredFiles } from '../contract/stored-files';
import type { TTranslationDeps } from './translation-deps';
import { TranslationErrors } from './translation-errors';
import { findOwnTranslation } from './find-own-translation';

/** Deletes a task with its segments and its original (unless another task of the user uses the same upload). */
export async function deleteTranslation(deps: TTranslationDeps, actor: TActor, taskId: string): Promise<void> {
  const { task, storedFileId } = await findOwnTranslation(deps.db, actor, taskId);
  if (task.status === 'RUNNING') throw TranslationErrors.taskBusy();
  await deps.db.delete(translationTasks).where(eq(translationTasks.id, task.id));
  const [{ n }] = (await deps.db.select({ n: count() }).from(translationTasks).where(eq(translationTasks.fileId, task.fileId))) as [{ n: number }];
  if (Number(n) === 0) {
    await deps.db.delete(translationFiles).where(eq(translationFiles.id, task.fileId));
    const rows = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, storedFileId));
    await deleteStoredFiles(deps.db, deps.fileStore, rows, deps.log);
  }
}
