/** The actor's own chat and its messages (404 for anyone else's, and for ids that are not uuids). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chats, type TChatMessageRow, type TChatRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

export const ChatMessages = {
  chatNotFound: '对话不存在或已删除',
  messageNotFound: '消息不存在或已删除',
  regenerateOnlyAnswers: '只能重新生成回答',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical uuid (anything else cannot be an id of ours). */
export const isUuid = (s: string) => UUID.test(s);

/** One of the actor's chats, or 404. */
export async function findOwnChat(db: DbOrTx, { actor, chatId }: { actor: TActor; chatId: string }): Promise<TChatRow> {
  if (!isUuid(chatId)) throw Errors.notFound(ChatMessages.chatNotFound);
  const [row] = await db.select().from(chats).where(and(eq(chats.id, chatId), eq(chats.userId, actor.userId), eq(chats.tenantId, actor.tenantId)));
  if (!row) throw Errors.notFound(ChatMessages.chatNotFound);
  return row;
}

/** A message of one of the actor's chats, or 404. */
export async function findOwnChatMessage(db: DbOrTx, { actor, chatId, messageId }: { actor: TActor; chatId: string; messageId: string }): Promise<TChatMessageRow> {
  await findOwnChat(db, { actor, chatId });
  if (!isUuid(messageId)) throw Errors.notFound(ChatMessages.messageNotFound);
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  if (!row) throw Errors.notFound(ChatMessages.messageNotFound);
  return row;
}
