/** The Q&A stream kind's finisher: stores an answer's final text, quotes and status (idempotent). */
import { eq } from 'drizzle-orm';
import type { TQaMessage } from '@common/api/document';
import type { Db } from '../../../db/client';
import { docMessages, docTasks, type TDocQuote } from '../../../db/schema/index';
import type { TStreamFinal } from '../../../lib/stream/hub';
import { presentQaMessage } from '../../../presenters/doc-file';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TQaMessage | null> {
  const quotes = final.citations as unknown as TDocQuote[];
  const [row] = await db
    .update(docMessages)
    .set({ content: final.text, quotes, status: final.status })
    .where(eq(docMessages.id, streamId))
    .returning();
  if (!row) return null;
  await db.update(docTasks).set({ updatedAt: new Date() }).where(eq(docTasks.id, row.taskId));
  return presentQaMessage(row);
}
