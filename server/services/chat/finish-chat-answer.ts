/** The chat stream kind's finisher: stores an answer's final text, citations and status (idempotent). */
import { eq } from 'drizzle-orm';
import type { TChatMessage } from '@common/api/chat';
import type { Db } from '../../db/client';
import { chatMessages, chats } from '../../db/schema/index';
import type { TStreamFinal } from '../../lib/stream/hub';
import { presentChatMessage } from '../../presenters/chat';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishChatAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TChatMessage | null> {
  const [row] = await db.update(chatMessages).set({ content: final.text, citations: final.citations, status: final.status }).where(eq(chatMessages.id, streamId)).returning();
  if (!row) return null;
  await db.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, row.chatId));
  return presentChatMessage(row);
}
