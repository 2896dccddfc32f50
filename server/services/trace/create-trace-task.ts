/**
 * createTraceTask: a DD table over the actor's READY files with a team template or the user's own questions;
 * charges one `trace` use (consume-once, reference = task id) and queues the trace.run job.
 */
import { eq } from 'drizzle-orm';
import { traceTasks, type TTraceRow } from '../../db/schema/index';
import { traceRunJob } from '../../jobs/definitions/trace-run';
import type { TActor } from '../../lib/actor';
import { DocumentErrors } from '../document/document-errors';
import type { TDocumentDeps } from '../document/document-deps';
import { assertFilesReady, findOwnFiles } from '../document/find-own-files';
import { consumeOnce } from '../quota/consume-once';
import { refundOnce } from '../quota/refund-once';
import { findTemplate } from './templates';

export type TCreateTraceInput = { actor: TActor; name: string; fileIds: string[]; questions?: string[]; templateId?: string };

/** Creates the task with pending cells and queues it; returns its id. */
export async function createTraceTask(deps: TDocumentDeps, { actor, name, fileIds, questions, templateId }: TCreateTraceInput): Promise<{ taskId: string }> {
  let list = (questions ?? []).map((q) => q.trim()).filter(Boolean);
  if (list.length === 0) {
    const tpl = templateId ? findTemplate(templateId) : undefined;
    if (!tpl) throw DocumentErrors.templateNotFound();
    list = tpl.questions.map((q) => q.q);
  }
  list = [...new Set(list)];
  const files = await findOwnFiles(deps.db, { actor, fileIds });
  assertFilesReady(files);
  const rows: TTraceRow[] = files.map((f) => ({
    file_id: f.id,
    file_name: f.fileName,
    cells: list.map((q) => ({ question: q, status: 'pending', answer: '', quotes: [], searched: [] })),
    entities: [],
  }));
  const taskId = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(traceTasks)
      .values({ tenantId: actor.tenantId, userId: actor.userId, name, templateId: questions?.length ? null : (templateId ?? null), fileIds: files.map((f) => f.id), questions: list, rows, cellsTotal: list.length * files.length })
      .returning({ id: traceTasks.id });
    await consumeOnce(tx, { actor, model: 'trace', reference: task!.id });
    return task!.id;
  });
  try {
    await deps.queue.send(traceRunJob, { taskId, attempt: 1 });
  } catch (err) {
    await deps.db.update(traceTasks).set({ status: 'FAILURE', failureReason: '任务提交失败，请重试' }).where(eq(traceTasks.id, taskId));
    await refundOnce(deps.db, { actor, model: 'trace', reference: taskId });
    throw err;
  }
  return { taskId };
}
