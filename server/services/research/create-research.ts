/**
 * createResearch (api.md legal/create): a new research with its first question, or a follow-up question in one
 * of the actor's researches (research_id). Moderation and quota first (checkResearch); one `research` use is
 * charged per research (consume-once, reference = research id), follow-ups are free. Starts streaming the answer.
 */
import { and, eq } from 'drizzle-orm';
import { RESEARCH_MODEL } from '@common/api/research';
import { researches, researchMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';
import { refundOnce } from '../quota/refund-once';
import { moderateQuery } from '../search/moderate-query';
import { findOwnResearch } from './find-own-research';
import type { TResearchDeps } from './research-deps';
import { ResearchErrors } from './research-errors';
import { startAnswer } from './start-answer';

/** A research's title: the question's first 30 characters. */
export function titleOf(question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : chars.join('');
}

/** Adds the question (to a new research or `researchId`) and starts its answer; returns both ids. */
export async function createResearch(
  deps: TResearchDeps,
  { actor, question, researchId }: { actor: TActor; question: string; researchId?: string },
): Promise<{ researchId: string; messageId: string }> {
  if (!moderateQuery(question).legal) throw ResearchErrors.nonLegal();
  if (researchId) {
    await findOwnResearch(deps.db, { actor, researchId });
    const busy = await deps.db
      .select({ id: researchMessages.id })
      .from(researchMessages)
      .where(and(eq(researchMessages.researchId, researchId), eq(researchMessages.status, 'streaming')));
    if (busy.length) throw ResearchErrors.generating();
  }
  const created = await deps.db.transaction(async (tx) => {
    let id = researchId;
    if (!id) {
      const [row] = await tx.insert(researches).values({ tenantId: actor.tenantId, userId: actor.userId, title: titleOf(question) }).returning({ id: researches.id });
      id = row!.id;
    }
    // Charges a new research; a follow-up is free while the research stays charged and charges again only if it
    // was refunded (every answer failed; decision 168).
    await consumeOnce(tx, { actor, model: RESEARCH_MODEL, reference: id });
    const now = Date.now();
    const [asked] = await tx.insert(researchMessages).values({ researchId: id, role: 'user', content: question, status: 'done', createdAt: new Date(now) }).returning({ id: researchMessages.id });
    const [answer] = await tx
      .insert(researchMessages)
      .values({ researchId: id, role: 'assistant', status: 'streaming', questionId: asked!.id, createdAt: new Date(now + 1) })
      .returning({ id: researchMessages.id });
    await tx.update(researches).set({ updatedAt: new Date(now) }).where(eq(researches.id, id));
    return { researchId: id, messageId: answer!.id };
  });
  try {
    await startAnswer(deps, { actor, researchId: created.researchId, messageId: created.messageId, question });
  } catch (err) {
    if (!researchId) await refundOnce(deps.db, { actor, model: RESEARCH_MODEL, reference: created.researchId });
    throw err;
  }
  return created;
}
