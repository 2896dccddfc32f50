/** renameDraft: a new title for one of the actor's drafts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnDraft } from './find-own-draft';
import { cleanFieldValue } from './render-draft';

/** Renames the draft (404 for anyone else's). */
export async function renameDraft(db: Db, { actor, taskId, title }: { actor: TActor; taskId: string; title: string }): Promise<void> {
  const row = await findOwnDraft(db, { actor, taskId });
  await db.update(draftTasks).set({ title: cleanFieldValue(title).replace(/\s+/g, ' '), updatedAt: new Date() }).where(eq(draftTasks.id, row.id));
}
