/** renameResearch (api.md PUT legal/detail): a new title for one of the actor's researches. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { researches } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnResearch } from './find-own-research';

/** Renames the research (404 for anyone else's). */
export async function renameResearch(db: DbOrTx, { actor, researchId, title }: { actor: TActor; researchId: string; title: string }): Promise<void> {
  await findOwnResearch(db, { actor, researchId });
  await db.update(researches).set({ title, updatedAt: new Date() }).where(eq(researches.id, researchId));
}
