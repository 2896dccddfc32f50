/** Share loader of a general chat: its finished questions and answers with their citations. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { chatMessages, chats } from '../../db/schema/index';
import { findOwnChat } from '../chat/find-own-chat';
import type { TShareLoader } from './share-kinds';

export const chatShareLoader: TShareLoader = {
  async own(db, actor, targetId) {
    const chat = await findOwnChat(db, { actor, chatId: targetId });
    return { title: chat.title };
  },
  async view(db, owner, targetId) {
    const [chat] = await db.select().from(chats).where(and(eq(chats.id, targetId), eq(chats.userId, owner.userId), eq(chats.tenantId, owner.tenantId)));
    if (!chat) return null;
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), inArray(chatMessages.status, ['done', 'stopped'])))
      .orderBy(asc(chatMessages.createdAt));
    return { title: chat.title, context: [], messages: rows.filter((r) => r.content).map((r) => ({ role: r.role, content: r.content, citations: r.citations })) };
  },
};
