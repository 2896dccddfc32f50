/**
 * startAnswer: streams the answer message `messageId` to `question` through the streaming kit (server/lib/stream:
 * persisted as it goes, stop, Last-Event-ID resume). Retrieval runs inside the producer so the create call
 * returns at once; finish-answer.ts stores the final text and citations on the message.
 */
import { asc, eq } from 'drizzle-orm';
import { researchMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { composeAnswer } from './compose-answer';
import { RESEARCH_STREAM_KIND, type TResearchDeps } from './research-deps';
import { retrieveSources } from './retrieve-sources';

/** A follow-up shorter than this is searched together with the question before it (它/那 refer back). */
const SHORT_FOLLOW_UP = 40;

/** Begins producing the answer in the background; resolves once the stream exists. */
export async function startAnswer(
  deps: TResearchDeps,
  { actor, researchId, messageId, question }: { actor: TActor; researchId: string; messageId: string; question: string },
): Promise<void> {
  const earlier = await deps.db
    .select({ id: researchMessages.id, role: researchMessages.role, content: researchMessages.content, status: researchMessages.status })
    .from(researchMessages)
    .where(eq(researchMessages.researchId, researchId))
    .orderBy(asc(researchMessages.createdAt));
  const before = earlier.slice(0, Math.max(0, earlier.findIndex((m) => m.id === messageId)));
  const history = before.filter((m) => m.status === 'done' && m.content).map(({ role, content }) => ({ role, content }));
  // The question itself is the last user turn; the prompt adds it with the sources.
  if (history.at(-1)?.role === 'user') history.pop();
  const previousQuestion = history.filter((m) => m.role === 'user').at(-1)?.content;
  const query = previousQuestion && question.length < SHORT_FOLLOW_UP ? `${previousQuestion}\n${question}` : question;
  await deps.streams.start({
    kind: RESEARCH_STREAM_KIND,
    streamId: messageId,
    owner: { tenantId: actor.tenantId, userId: actor.userId },
    async *produce(signal) {
      const corpus = deps.corpus();
      const sources = await retrieveSources(query.slice(0, 2000), { corpus, db: deps.db, ai: deps.provider });
      yield* composeAnswer({ question, sources, history, corpus, provider: deps.provider, signal });
    },
  });
}
