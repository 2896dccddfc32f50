/**
 * startAnswer: starts streaming the answer message `messageId` to `question` over the conversation's files, through
 * the streaming kit (server/lib/stream: persisted events, stop, Last-Event-ID resume). Quotes travel as the kit's
 * citation events; finish-answer.ts stores the final text and quotes on the message.
 */
import { asc, eq } from 'drizzle-orm';
import type { TCitation } from '@common/api/citation';
import { docMessages, type TDocFileRow } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { composeAnswer } from './compose-answer';
import { QA_STREAM_KIND, type TQaDeps } from './qa-deps';

/** Begins producing the answer in the background; resolves once the stream exists. */
export async function startAnswer(
  deps: TQaDeps,
  { actor, taskId, messageId, question, files }: { actor: TActor; taskId: string; messageId: string; question: string; files: TDocFileRow[] },
): Promise<void> {
  const earlier = await deps.db
    .select({ role: docMessages.role, content: docMessages.content, status: docMessages.status, id: docMessages.id })
    .from(docMessages)
    .where(eq(docMessages.taskId, taskId))
    .orderBy(asc(docMessages.createdAt));
  const history = earlier.filter((m) => m.id !== messageId && m.status === 'done' && m.content).map(({ role, content }) => ({ role, content }));
  // The question itself is the last user turn; the prompt adds it with the passages.
  if (history.at(-1)?.role === 'user') history.pop();
  await deps.streams.start({
    kind: QA_STREAM_KIND,
    streamId: messageId,
    owner: { tenantId: actor.tenantId, userId: actor.userId },
    async *produce(signal) {
      for await (const event of composeAnswer({ files, question, history, provider: deps.provider, signal, maskPersonalData: deps.env.AI_MASK_PERSONAL_DATA })) {
        if (event.type === 'delta') yield { type: 'delta', text: event.text };
        // A quote rides the kit's citation event (api.md: "citations are quotes" for file Q&A).
        else yield { type: 'citation', citation: event.quote as unknown as TCitation };
      }
    },
  });
}
