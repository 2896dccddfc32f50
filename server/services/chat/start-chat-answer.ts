/**
 * startChatAnswer: starts streaming the answer message `messageId` to `question` through the streaming kit
 * (persisted events, stop, Last-Event-ID resume); finish-chat-answer.ts stores the final text and citations.
 */
import { asc, eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { CHAT_STREAM_KIND, type TChatDeps } from './chat-deps';
import { composeChatAnswer } from './compose-chat-answer';

/** Begins producing the answer in the background; resolves once the stream exists. */
export async function startChatAnswer(deps: TChatDeps, { actor, chatId, messageId, question }: { actor: TActor; chatId: string; messageId: string; question: string }): Promise<void> {
  const earlier = await deps.db
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content, status: chatMessages.status })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.createdAt));
  const history = earlier.filter((m) => m.id !== messageId && m.status === 'done' && m.content).map(({ role, content }) => ({ role, content }));
  // The question itself is the last user turn; the prompt adds it.
  if (history.at(-1)?.role === 'user') history.pop();
  const corpus = deps.corpus();
  await deps.streams.start({
    kind: CHAT_STREAM_KIND,
    streamId: messageId,
    owner: { tenantId: actor.tenantId, userId: actor.userId },
    produce: (signal) => composeChatAnswer({ question, history, provider: deps.provider, corpus, signal }),
  });
}
