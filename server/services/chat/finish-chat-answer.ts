/** The chat stream kind's finisher: stores an answer's final text, citations and status (idempotent). */
import { and, eq } from 'drizzle-orm';
import type { TChatMessage } from '@common/api/chat';
import type { Db } from '../../db/client';
import { chatMessages, chats } from '../../db/schema/index';
import type { TStreamFinal } from '../../lib/stream/hub';
import { presentChatMessage } from '../../presenters/chat';
import { refundUnanswered } from '../quota/refund-unanswered';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishChatAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TChatMessage | null> {
  const [row] = await db.update(chatMessages).set({ content: final.text, citations: final.citations, status: final.status }).where(eq(chatMessages.id, streamId)).returning();
  if (!row) return null;
  const [chat] = await db.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, row.chatId)).returning({ userId: chats.userId });
  if (final.status === 'failed' && chat) {
    // The chat's one use comes back when none of its answers got through (decision 168).
    const answers = await db.select({ status: chatMessages.status }).from(chatMessages).where(and(eq(chatMessages.chatId, row.chatId), eq(chatMessages.role, 'assistant')));
    await refundUnanswered(db, { userId: chat.userId, model: 'chat', reference: row.chatId, answerStatuses: answers.map((a) => a.status) });
  }
  return presentChatMessage(row);
}
