/** getResearchInfo (api.md legal/info): a research with its messages in order. */
import { asc, eq } from 'drizzle-orm';
import type { TResearchInfo } from '@common/api/research';
import type { DbOrTx } from '../../db/client';
import { researchMessages } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { presentResearchMessage } from '../../presenters/research';
import { findOwnResearch } from './find-own-research';

/** The actor's research, or 404. */
export async function getResearchInfo(db: DbOrTx, { actor, researchId }: { actor: TActor; researchId: string }): Promise<TResearchInfo> {
  const research = await findOwnResearch(db, { actor, researchId });
  const messages = await db.select().from(researchMessages).where(eq(researchMessages.researchId, researchId)).orderBy(asc(researchMessages.createdAt));
  return { research_id: research.id, title: research.title, created_at: research.createdAt.toISOString(), messages: messages.map(presentResearchMessage) };
}
