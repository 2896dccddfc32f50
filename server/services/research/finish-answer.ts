/** The research stream kind's finisher: stores an answer's final text, citations and status (idempotent). */
import { eq } from 'drizzle-orm';
import type { TResearchMessage } from '@common/api/research';
import type { Db } from '../../db/client';
import { researches, researchMessages } from '../../db/schema/index';
import type { TStreamFinal } from '../../lib/stream/hub';
import { presentResearchMessage } from '../../presenters/research';

/** Saves the streamed answer and returns the message the `done` event carries. */
export async function finishAnswer({ db, streamId, final }: { db: Db; streamId: string; final: TStreamFinal }): Promise<TResearchMessage | null> {
  const [row] = await db
    .update(researchMessages)
    .set({ content: final.text, citations: final.citations, status: final.status })
    .where(eq(researchMessages.id, streamId))
    .returning();
  if (!row) return null;
  await db.update(researches).set({ updatedAt: new Date() }).where(eq(researches.id, row.researchId));
  return presentResearchMessage(row);
}
