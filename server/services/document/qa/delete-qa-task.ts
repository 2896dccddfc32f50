/** deleteQaTask: removes one of the actor's conversations with its messages (the files stay for other tasks). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { docTasks } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { findOwnQaTask } from './find-own-task';

/** Deletes the conversation (404 for anyone else's). */
export async function deleteQaTask(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<void> {
  await findOwnQaTask(db, { actor, taskId });
  await db.delete(docTasks).where(eq(docTasks.id, taskId));
}
