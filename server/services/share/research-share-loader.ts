/** Share loader of a legal research (the research module's researches / research_messages): its finished turns. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { researches, researchMessages } from '../../db/schema/index';
import { findOwnResearch } from '../research/find-own-research';
import type { TShareLoader } from './share-kinds';

export const researchShareLoader: TShareLoader = {
  async own(db, actor, targetId) {
    const research = await findOwnResearch(db, { actor, researchId: targetId });
    return { title: research.title };
  },
  async view(db, owner, targetId) {
    const [research] = await db
      .select()
      .from(researches)
      .where(and(eq(researches.id, targetId), eq(researches.userId, owner.userId), eq(researches.tenantId, owner.tenantId)));
    if (!research) return null;
    const rows = await db
      .select()
      .from(researchMessages)
      .where(and(eq(researchMessages.researchId, research.id), inArray(researchMessages.status, ['done', 'stopped'])))
      .orderBy(asc(researchMessages.createdAt));
    return { title: research.title, context: [], messages: rows.filter((r) => r.content).map((r) => ({ role: r.role, content: r.content, citations: r.citations })) };
  },
};
