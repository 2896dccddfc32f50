/** The actor's own draft (404 for anyone else's, and for an id that is not even a uuid). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { draftTasks, type TDraftTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { DraftErrors } from './draft-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the actor's drafts, or 404. */
export async function findOwnDraft(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TDraftTaskRow> {
  if (!UUID.test(taskId)) throw DraftErrors.taskNotFound();
  const [row] = await db
    .select()
    .from(draftTasks)
    .where(and(eq(draftTasks.id, taskId), eq(draftTasks.userId, actor.userId), eq(draftTasks.tenantId, actor.tenantId)));
  if (!row) throw DraftErrors.taskNotFound();
  return row;
}
