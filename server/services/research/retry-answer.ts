/** retryAnswer (api.md legal/retry): answers an answer's question again as a new message (the old one stays). */
import { and, eq } from 'drizzle-orm';
import { RESEARCH_MODEL } from '@common/api/research';
import { researchMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';
import { findOwnResearchMessage } from './find-own-research';
import type { TResearchDeps } from './research-deps';
import { ResearchErrors } from './research-errors';
import { startAnswer } from './start-answer';

/** Starts a fresh answer to the question of `messageId`; returns the new message id. */
export async function retryAnswer(
  deps: TResearchDeps,
  { actor, researchId, messageId }: { actor: TActor; researchId: string; messageId: string },
): Promise<{ messageId: string }> {
  const old = await findOwnResearchMessage(deps.db, { actor, researchId, messageId });
  if (old.role !== 'assistant' || !old.questionId) throw ResearchErrors.retryOnlyAnswers();
  const [question] = await deps.db
    .select()
    .from(researchMessages)
    .where(and(eq(researchMessages.id, old.questionId), eq(researchMessages.researchId, researchId)));
  if (!question) throw ResearchErrors.retryOnlyAnswers();
  // Free while the research stays charged; charges again only if it was refunded (every answer failed; decision 168).
  await consumeOnce(deps.db, { actor, model: RESEARCH_MODEL, reference: researchId });
  if (old.status === 'streaming') await deps.streams.stop(old.id, { tenantId: actor.tenantId, userId: actor.userId }).catch(() => false);
  const [answer] = await deps.db
    .insert(researchMessages)
    .values({ researchId, role: 'assistant', status: 'streaming', questionId: question.id })
    .returning({ id: researchMessages.id });
  await startAnswer(deps, { actor, researchId, messageId: answer!.id, question: question.content });
  return { messageId: answer!.id };
}
