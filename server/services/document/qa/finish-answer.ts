/** The Q&A stream kind's finisher: stores an answer's final text, quotes and status (idempotent). */
import { and, eq } from 'drizzle-orm';
import type { TQaMessage } from '@common/api/document';
import type { Db } from '../../../db/client';
import { docMessages, docTasks, type TDocQuote } from '../../../db/schema/index';
import type { TStreamFinal } from '../../../lib/stream/hub';
import { presentQaMessage } from '../../../presenters/doc-file';
import { refundUnanswered } from '../../quota/refund-unanswered';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TQaMessage | null> {
  const quotes = final.citations as unknown as TDocQuote[];
  const [row] = await db
    .update(docMessages)
    .set({ content: final.text, quotes, status: final.status })
    .where(eq(docMessages.id, streamId))
    .returning();
  if (!row) return null;
  const [task] = await db.update(docTasks).set({ updatedAt: new Date() }).where(eq(docTasks.id, row.taskId)).returning({ userId: docTasks.userId });
  if (final.status === 'failed' && task) {
    // The conversation's one use comes back when none of its answers got through (decision 168).
    const answers = await db.select({ status: docMessages.status }).from(docMessages).where(and(eq(docMessages.taskId, row.taskId), eq(docMessages.role, 'assistant')));
    await refundUnanswered(db, { userId: task.userId, model: 'document', reference: row.taskId, answerStatuses: answers.map((a) => a.status) });
  }
  return presentQaMessage(row);
}
