/** renameChat: a new title for one of the actor's chats. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chats } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findOwnChat } from './find-own-chat';

/** Renames the chat (404 for anyone else's). */
export async function renameChat(db: Db, { actor, chatId, title }: { actor: TActor; chatId: string; title: string }): Promise<void> {
  const chat = await findOwnChat(db, { actor, chatId });
  // eslint-disable-next-line no-control-regex
  const clean = title.replace(/[\u0000-\u001F\u007F]/g, '').replace(/\s+/g, ' ').trim();
  await db.update(chats).set({ title: clean }).where(eq(chats.id, chat.id));
}
