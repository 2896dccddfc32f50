/**
 * askChat: a question in a new chat (charging one `chat` use for the chat: consume-once, reference = chat id) or a
 * follow-up in one of the actor's chats; stores the question and an answer message in `streaming` state and starts
 * the answer. The answer streams on GET chat/stream.
 */
import { chatMessages, chats } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { consumeOnce } from '../quota/consume-once';
import { refundOnce } from '../quota/refund-once';
import type { TChatDeps } from './chat-deps';
import { findOwnChat } from './find-own-chat';
import { startChatAnswer } from './start-chat-answer';

/** A chat's title: the first question's first 30 characters, whitespace tidied. */
export function chatTitleOf(question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : chars.join('');
}

/** Stores the question and starts its answer; returns the chat and answer ids. */
export async function askChat(deps: TChatDeps, { actor, chatId, content }: { actor: TActor; chatId?: string; content: string }): Promise<{ chatId: string; messageId: string; created: boolean }> {
  // eslint-disable-next-line no-control-regex
  const question = content.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  if (chatId) await findOwnChat(deps.db, { actor, chatId });
  const ids = await deps.db.transaction(async (tx) => {
    let id = chatId;
    if (!id) {
      const [chat] = await tx.insert(chats).values({ tenantId: actor.tenantId, userId: actor.userId, title: chatTitleOf(question) }).returning({ id: chats.id });
      id = chat!.id;
    }
    // Charges a new chat; a follow-up is free while the chat stays charged and charges again only if it was
    // refunded (every answer failed; decision 168).
    await consumeOnce(tx, { actor, model: 'chat', reference: id });
    const [asked] = await tx.insert(chatMessages).values({ chatId: id, role: 'user', content: question, status: 'done' }).returning({ id: chatMessages.id });
    const [answer] = await tx
      .insert(chatMessages)
      .values({ chatId: id, role: 'assistant', status: 'streaming', questionId: asked!.id, createdAt: new Date(Date.now() + 1) })
      .returning({ id: chatMessages.id });
    return { chatId: id, messageId: answer!.id };
  });
  try {
    await startChatAnswer(deps, { actor, chatId: ids.chatId, messageId: ids.messageId, question });
  } catch (err) {
    if (!chatId) await refundOnce(deps.db, { actor, model: 'chat', reference: ids.chatId });
    throw err;
  }
  return { ...ids, created: !chatId };
}
