/** The actor's own DD task (404 for anyone else's). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { traceTasks, type TTraceTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { DocumentErrors } from '../document/document-errors';
import { isUuid } from '../document/find-own-files';

/** One of the actor's DD tasks, or 404. */
export async function findOwnTrace(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TTraceTaskRow> {
  if (!isUuid(taskId)) throw DocumentErrors.traceNotFound();
  const [row] = await db
    .select()
    .from(traceTasks)
    .where(and(eq(traceTasks.id, taskId), eq(traceTasks.userId, actor.userId), eq(traceTasks.tenantId, actor.tenantId)));
  if (!row) throw DocumentErrors.traceNotFound();
  return row;
}
