/**
 * composeDraftTask: the drafting job's work (decision 152). Loads a RUNNING draft, composes it (extraction, free
 * text, paragraphs, citations) and stores the result as FINISH. A failure is thrown for the queue to retry; on the
 * last attempt the draft becomes FAILURE with a notice and its `draft` use is refunded, so the lawyer sees why and
 * pays nothing. A draft that is no longer RUNNING (deleted, already done) is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { draftTasks } from '../../db/schema/index';
import { refundOnce } from '../quota/refund-once';
import { composeDraft } from './compose-draft';
import { draftTitleOf } from './create-draft';
import type { TDraftDeps } from './draft-deps';
import { DRAFT_FAILED_NOTICE } from './draft-errors';
import { findTemplate } from './templates/index';


/** Composes the draft `taskId`; returns its final status. */
export async function composeDraftTask(deps: TDraftDeps, { taskId, lastAttempt }: { taskId: string; lastAttempt: boolean }): Promise<{ status: string }> {
  const [row] = await deps.db.select().from(draftTasks).where(eq(draftTasks.id, taskId)).limit(1);
  if (!row || row.status !== 'RUNNING') return { status: row?.status ?? 'GONE' };
  try {
    const template = findTemplate(row.templateId);
    if (!template) throw new Error(`template ${row.templateId} no longer exists`);
    const draft = await composeDraft(deps, { template, fields: row.fields, narrative: row.narrative });
    await deps.db
      .update(draftTasks)
      .set({
        // A title the lawyer has not changed takes the party the narrative names (民事起诉状·张三).
        title: row.title === draftTitleOf(template, row.fields) ? draftTitleOf(template, draft.values) : row.title,
        status: 'FINISH',
        paragraphs: draft.paragraphs,
        citations: draft.citations,
        missingFields: draft.missing,
        extracted: draft.extracted,
        warnings: draft.warnings,
        draftedBy: draft.draftedBy,
        notice: draft.notice,
        updatedAt: new Date(),
      })
      .where(and(eq(draftTasks.id, taskId), eq(draftTasks.status, 'RUNNING')));
    return { status: 'FINISH' };
  } catch (err) {
    if (!lastAttempt) throw err;
    deps.log.error({ err, taskId }, 'drafting failed after the last attempt; draft use refunded');
    await deps.db
      .update(draftTasks)
      .set({ status: 'FAILURE', notice: DRAFT_FAILED_NOTICE, updatedAt: new Date() })
      .where(and(eq(draftTasks.id, taskId), eq(draftTasks.status, 'RUNNING')));
    if (!row.isSample) await refundOnce(deps.db, { actor: { userId: row.userId }, model: 'draft', reference: taskId });
    return { status: 'FAILURE' };
  }
}
