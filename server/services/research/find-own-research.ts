/** The actor's own research and its messages (404 for anyone else's). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { researches, researchMessages, type TResearchMessageRow, type TResearchRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { isUuid } from '../document/find-own-files';
import { ResearchErrors } from './research-errors';

/** One of the actor's researches, or 404. */
export async function findOwnResearch(db: DbOrTx, { actor, researchId }: { actor: TActor; researchId: string }): Promise<TResearchRow> {
  if (!isUuid(researchId)) throw ResearchErrors.notFound();
  const [row] = await db
    .select()
    .from(researches)
    .where(and(eq(researches.id, researchId), eq(researches.userId, actor.userId), eq(researches.tenantId, actor.tenantId)));
  if (!row) throw ResearchErrors.notFound();
  return row;
}

/** A message of one of the actor's researches, or 404. */
export async function findOwnResearchMessage(
  db: DbOrTx,
  { actor, researchId, messageId }: { actor: TActor; researchId: string; messageId: string },
): Promise<TResearchMessageRow> {
  await findOwnResearch(db, { actor, researchId });
  if (!isUuid(messageId)) throw ResearchErrors.messageNotFound();
  const [row] = await db
    .select()
    .from(researchMessages)
    .where(and(eq(researchMessages.id, messageId), eq(researchMessages.researchId, researchId)));
  if (!row) throw ResearchErrors.messageNotFound();
  return row;
}
