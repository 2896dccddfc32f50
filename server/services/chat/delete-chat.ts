/** deleteChat: removes one of the actor's chats (messages cascade; an answer still streaming is stopped first). */
import { and, eq } from 'drizzle-orm';
import type { TActor } from '../../lib/actor';
import { chatMessages, chats } from '../../db/schema/index';
import type { TChatDeps } from './chat-deps';
import { findOwnChat } from './find-own-chat';

/** Deletes the chat (404 for anyone else's). */
export async function deleteChat(deps: Pick<TChatDeps, 'db' | 'streams'>, { actor, chatId }: { actor: TActor; chatId: string }): Promise<void> {
  const chat = await findOwnChat(deps.db, { actor, chatId });
  const streaming = await deps.db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.status, 'streaming')));
  for (const m of streaming) await deps.streams.stop(m.id, { tenantId: actor.tenantId, userId: actor.userId }).catch(() => false);
  await deps.db.delete(chats).where(eq(chats.id, chat.id));
}
