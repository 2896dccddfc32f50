/** renameTraceTask: a new name for one of the actor's due-diligence tables. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { traceTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnTrace } from './find-own-trace';

/** Renames the DD table (404 for anyone else's). */
export async function renameTraceTask(db: DbOrTx, { actor, taskId, name }: { actor: TActor; taskId: string; name: string }): Promise<void> {
  await findOwnTrace(db, { actor, taskId });
  await db.update(traceTasks).set({ name, updatedAt: new Date() }).where(eq(traceTasks.id, taskId));
}
