/** The research stream kind's finisher: stores an answer's final text, citations and status (idempotent). */
import { and, eq } from 'drizzle-orm';
import { RESEARCH_MODEL, type TResearchMessage } from '@common/api/research';
import type { Db } from '../../db/client';
import { researches, researchMessages } from '../../db/schema/index';
import type { TStreamFinal } from '../../lib/stream/hub';
import { presentResearchMessage } from '../../presenters/research';
import { refundUnanswered } from '../quota/refund-unanswered';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TResearchMessage | null> {
  const [row] = await db
    .update(researchMessages)
    .set({ content: final.text, citations: final.citations, status: final.status })
    .where(eq(researchMessages.id, streamId))
    .returning();
  if (!row) return null;
  const [research] = await db.update(researches).set({ updatedAt: new Date() }).where(eq(researches.id, row.researchId)).returning({ userId: researches.userId });
  if (final.status === 'failed' && research) {
    // The research's one use comes back when none of its answers got through (decision 168).
    const answers = await db.select({ status: researchMessages.status }).from(researchMessages).where(and(eq(researchMessages.researchId, row.researchId), eq(researchMessages.role, 'assistant')));
    await refundUnanswered(db, { userId: research.userId, model: RESEARCH_MODEL, reference: row.researchId, answerStatuses: answers.map((a) => a.status) });
  }
  return presentResearchMessage(row);
}
