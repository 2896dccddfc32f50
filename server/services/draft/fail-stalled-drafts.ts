/**
 * failStalledDrafts: drafts still RUNNING long after every attempt of their job could have run (decision 152)
 * become FAILURE with the failed-drafting notice, and their `draft` use is refunded (the free sample never cost one).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftTasks } from '../../db/schema/index';
import { refundOnce } from '../quota/refund-once';
import { DRAFT_FAILED_NOTICE } from './draft-errors';

/** Fails RUNNING drafts created more than `olderThanSeconds` ago; returns how many. */
export async function failStalledDrafts(db: Db, { olderThanSeconds, now = new Date() }: { olderThanSeconds: number; now?: Date }): Promise<number> {
  const before = new Date(now.getTime() - olderThanSeconds * 1000);
  const stalled = await db
    .update(draftTasks)
    .set({ status: 'FAILURE', notice: DRAFT_FAILED_NOTICE, updatedAt: now })
    .where(and(eq(draftTasks.status, 'RUNNING'), lt(draftTasks.createdAt, before)))
    .returning({ id: draftTasks.id, userId: draftTasks.userId, isSample: draftTasks.isSample });
  for (const d of stalled) if (!d.isSample) await refundOnce(db, { actor: { userId: d.userId }, model: 'draft', reference: d.id });
  return stalled.length;
}
