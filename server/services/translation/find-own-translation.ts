/** A translation task of the actor's own: another user's task answers 404 (issue 11). */
import { and, eq } from 'drizzle-orm';
import { translationFiles, translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

export const owned = (actor: TActor) => and(eq(translationTasks.tenantId, actor.tenantId), eq(translationTasks.userId, actor.userId));

/** The actor's task with its file name, or 404. */
export async function findOwnTranslation(db: Db, actor: TActor, taskId: string) {
  const [row] = await db
    .select({ task: translationTasks, fileName: translationFiles.fileName, kind: translationFiles.kind, storedFileId: translationFiles.storedFileId })
    .from(translationTasks)
    .innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId))
    .where(and(owned(actor), eq(translationTasks.id, taskId)));
  if (!row) throw Errors.notFound();
  return row;
}
