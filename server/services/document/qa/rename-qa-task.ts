/** renameQaTask: a new title for one of the actor's conversations. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { docTasks } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { findOwnQaTask } from './find-own-task';

/** Renames the conversation (404 for anyone else's). */
export async function renameQaTask(db: DbOrTx, { actor, taskId, title }: { actor: TActor; taskId: string; title: string }): Promise<void> {
  await findOwnQaTask(db, { actor, taskId });
  await db.update(docTasks).set({ title, updatedAt: new Date() }).where(eq(docTasks.id, taskId));
}
