/** deleteResearch (api.md DELETE legal/detail): removes one of the actor's researches with its messages. */
import { and, eq } from 'drizzle-orm';
import type { TActor } from '../../lib/actor';
import { researches, researchMessages } from '../../db/schema/index';
import { findOwnResearch } from './find-own-research';
import type { TResearchDeps } from './research-deps';

/** Stops any answer still streaming, then deletes the research (404 for anyone else's). */
export async function deleteResearch(deps: TResearchDeps, { actor, researchId }: { actor: TActor; researchId: string }): Promise<void> {
  await findOwnResearch(deps.db, { actor, researchId });
  const streaming = await deps.db
    .select({ id: researchMessages.id })
    .from(researchMessages)
    .where(and(eq(researchMessages.researchId, researchId), eq(researchMessages.status, 'streaming')));
  for (const m of streaming) await deps.streams.stop(m.id, { tenantId: actor.tenantId, userId: actor.userId }).catch(() => false);
  await deps.db.delete(researches).where(eq(researches.id, researchId));
}
