/** regenerateChatAnswer: answers an answer's question again as a new message (the old one stays in the history). */
import { and, eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { consumeOnce } from '../quota/consume-once';
import type { TChatDeps } from './chat-deps';
import { ChatMessages, findOwnChatMessage } from './find-own-chat';
import { startChatAnswer } from './start-chat-answer';

/** Starts a fresh answer to the question of `messageId`; returns the new message id. */
export async function regenerateChatAnswer(deps: TChatDeps, { actor, chatId, messageId }: { actor: TActor; chatId: string; messageId: string }): Promise<{ messageId: string }> {
  const old = await findOwnChatMessage(deps.db, { actor, chatId, messageId });
  if (old.role !== 'assistant' || !old.questionId) throw Errors.badRequest(ChatMessages.regenerateOnlyAnswers);
  const [question] = await deps.db.select().from(chatMessages).where(and(eq(chatMessages.id, old.questionId), eq(chatMessages.chatId, chatId)));
  if (!question) throw Errors.badRequest(ChatMessages.regenerateOnlyAnswers);
  // Free while the chat stays charged; charges again only if it was refunded (every answer failed; decision 168).
  await consumeOnce(deps.db, { actor, model: 'chat', reference: chatId });
  if (old.status === 'streaming') await deps.streams.stop(old.id, { tenantId: actor.tenantId, userId: actor.userId }).catch(() => false);
  const [answer] = await deps.db.insert(chatMessages).values({ chatId, role: 'assistant', status: 'streaming', questionId: question.id }).returning({ id: chatMessages.id });
  await startChatAnswer(deps, { actor, chatId, messageId: answer!.id, question: question.content });
  return { messageId: answer!.id };
}
