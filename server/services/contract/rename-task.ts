import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnTask, ownedBy } from './find-own-task';
import { assertFinished } from './task-guards';

/**
 * Renames one of the actor's tasks (spec §5: 1..60 characters, checked by ZRenameTaskRequest); 20040 while it is
 * reviewed, 20041 when the review failed (spec §5 action guards).
 */
export async function renameTask(db: Db, { actor, taskId, name }: { actor: TActor; taskId: string; name: string }): Promise<void> {
  const task = await findOwnTask(db, { actor, taskId });
  assertFinished(task);
  const [renamed] = await db
    .update(contractTasks)
    .set({ taskName: name.trim(), updatedAt: sql`now()` })
    .where(and(eq(contractTasks.id, task.id), ownedBy(actor), eq(contractTasks.status, 'FINISH')))
    .returning({ id: contractTasks.id });
  // The status changed between the read and the update (a retry was just queued): answer as for that state.
  if (!renamed) assertFinished(await findOwnTask(db, { actor, taskId }));
}
