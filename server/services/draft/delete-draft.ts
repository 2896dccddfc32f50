/** deleteDraft: removes one of the actor's drafts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnDraft } from './find-own-draft';

/** Deletes the draft (404 for anyone else's). */
export async function deleteDraft(db: Db, { actor, taskId }: { actor: TActor; taskId: string }): Promise<void> {
  const row = await findOwnDraft(db, { actor, taskId });
  await db.delete(draftTasks).where(eq(draftTasks.id, row.id));
}
