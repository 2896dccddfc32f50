/** deleteTraceTask: removes one of the actor's DD tasks (a running one finishes into nothing: its job finds no row). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { traceTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnTrace } from './find-own-trace';

/** Deletes the task (404 for anyone else's). */
export async function deleteTraceTask(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<void> {
  await findOwnTrace(db, { actor, taskId });
  await db.delete(traceTasks).where(eq(traceTasks.id, taskId));
}
