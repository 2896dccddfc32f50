/**
 * ensureSampleTrace: the example DD table the home page's shortcut card opens: the sample lease (shipped with the app)
 * against the 重大合同审查 checklist, filled at once (no job, no quota). Made once per user.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { docFiles, traceTasks, type TTraceRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { TDocumentDeps } from '../document/document-deps';
import { ensureSampleTask } from '../document/sample/ensure-sample-task';
import { SAMPLE_FILE_NAME } from '../document/sample/sample-lease';
import { answerCell } from './answer-cell';
import { extractEntities } from './extract-entities';
import { findTemplate } from './templates';

export const SAMPLE_TRACE_NAME = '示例：房屋租赁合同尽调';

/** The id of the actor's sample DD task (created on first call). */
export async function ensureSampleTrace(deps: TDocumentDeps, { actor }: { actor: TActor }): Promise<{ taskId: string }> {
  const [existing] = await deps.db
    .select({ id: traceTasks.id })
    .from(traceTasks)
    .where(and(eq(traceTasks.userId, actor.userId), eq(traceTasks.tenantId, actor.tenantId), eq(traceTasks.name, SAMPLE_TRACE_NAME), isNull(traceTasks.templateId)));
  if (existing) return { taskId: existing.id };
  await ensureSampleTask(deps, { actor });
  const [file] = await deps.db
    .select()
    .from(docFiles)
    .where(and(eq(docFiles.userId, actor.userId), eq(docFiles.fileName, SAMPLE_FILE_NAME), eq(docFiles.md5, '')));
  const tpl = findTemplate('major-contracts')!;
  const questions = tpl.questions.map((q) => q.q);
  const rows: TTraceRow[] = [{ file_id: file!.id, file_name: file!.fileName, cells: questions.map((q) => answerCell(file!, q)), entities: extractEntities(file!.text) }];
  const [task] = await deps.db
    .insert(traceTasks)
    .values({ tenantId: actor.tenantId, userId: actor.userId, name: SAMPLE_TRACE_NAME, templateId: null, fileIds: [file!.id], questions, rows, status: 'FINISH', cellsDone: questions.length, cellsTotal: questions.length })
    .returning({ id: traceTasks.id });
  return { taskId: task!.id };
}
