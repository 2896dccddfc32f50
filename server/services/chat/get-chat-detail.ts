/** getChatDetail: one of the actor's chats with every message, oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { TChatDetail } from '@common/api/chat';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { AiProvider } from '../../ai/index';
import { presentChatMessage } from '../../presenters/chat';
import { chatHasModel } from './compose-chat-answer';
import { findOwnChat } from './find-own-chat';

/** The chat and its messages (404 for anyone else's). */
export async function getChatDetail(db: Db, provider: AiProvider, { actor, chatId }: { actor: TActor; chatId: string }): Promise<TChatDetail> {
  const chat = await findOwnChat(db, { actor, chatId });
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(asc(chatMessages.createdAt));
  return {
    chat_id: chat.id,
    title: chat.title,
    messages: rows.map(presentChatMessage),
    answered_by: chatHasModel(provider) ? 'model' : 'builtin',
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
  };
}
