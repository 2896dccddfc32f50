/** The actor's own Q&A conversation (404 for anyone else's). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { docMessages, docTasks, type TDocMessageRow, type TDocTaskRow } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { DocumentErrors } from '../document-errors';
import { isUuid } from '../find-own-files';

/** One of the actor's conversations, or 404. */
export async function findOwnQaTask(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TDocTaskRow> {
  if (!isUuid(taskId)) throw DocumentErrors.taskNotFound();
  const [row] = await db
    .select()
    .from(docTasks)
    .where(and(eq(docTasks.id, taskId), eq(docTasks.userId, actor.userId), eq(docTasks.tenantId, actor.tenantId)));
  if (!row) throw DocumentErrors.taskNotFound();
  return row;
}

/** A message of one of the actor's conversations, or 404. */
export async function findOwnMessage(db: DbOrTx, { actor, taskId, messageId }: { actor: TActor; taskId: string; messageId: string }): Promise<TDocMessageRow> {
  await findOwnQaTask(db, { actor, taskId });
  if (!isUuid(messageId)) throw DocumentErrors.messageNotFound();
  const [row] = await db
    .select()
    .from(docMessages)
    .where(and(eq(docMessages.id, messageId), eq(docMessages.taskId, taskId)));
  if (!row) throw DocumentErrors.messageNotFound();
  return row;
}
