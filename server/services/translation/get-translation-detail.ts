/** The /translate detail (issue 11 item 3): every segment side by side with its checks and a summary. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTranslationDetail } from '@common/api/translation';
import { termLists, translationSegments } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { presentTask, presentSegment } from './present-translation';
import { findOwnTranslation } from './find-own-translation';

/** A task with every segment and a summary of the checks. */
export async function getTranslationDetail(db: Db, actor: TActor, taskId: string, modelConfigured: boolean): Promise<TTranslationDetail> {
  const { task, fileName } = await findOwnTranslation(db, actor, taskId);
  const segments = (await db.select().from(translationSegments).where(eq(translationSegments.taskId, task.id)).orderBy(asc(translationSegments.seq))).map(presentSegment);
  const lists = task.termListIds.length
    ? await db.select({ id: termLists.id, name: termLists.name }).from(termLists).where(and(eq(termLists.tenantId, actor.tenantId), inArray(termLists.id, task.termListIds)))
    : [];
  const hits = segments.flatMap((s) => s.term_hits);
  return {
    ...presentTask(task, fileName),
    segments,
    term_lists: lists.map((l) => ({ term_list_id: l.id, name: l.name })),
    model_configured: modelConfigured,
    summary: {
      term_total: hits.length,
      term_found: hits.filter((h) => h.found).length,
      number_issues: segments.reduce((n, s) => n + s.number_issues.length, 0),
      failed_segments: segments.filter((s) => s.status === 'failed').length,
    },
  };
}
