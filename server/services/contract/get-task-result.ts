/** getTaskResult: what the detail page shows (the task, its findings in document order, the paragraph model). */
import { asc, eq } from 'drizzle-orm';
import type { TDocumentModel } from '@common/api/contract';
import type { DbOrTx } from '../../db/client';
import { contractDocuments, contractFindings, type TContractFindingRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { TTaskView } from '../../presenters/task';
import { findOwnTaskView } from './find-own-task';
import { assertFinished } from './task-guards';

export type TTaskResultData = { task: TTaskView; findings: TContractFindingRow[]; document: TDocumentModel; summary: string };

/** A finished task's result; 20040 while it runs, 20041 when it failed, 404 when it is not the actor's. */
export async function getTaskResult(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TTaskResultData> {
  const task = await findOwnTaskView(db, { actor, taskId });
  assertFinished(task);
  const [findings, [document]] = await Promise.all([
    db.select().from(contractFindings).where(eq(contractFindings.taskId, task.id)).orderBy(asc(contractFindings.ordinal)),
    db.select().from(contractDocuments).where(eq(contractDocuments.taskId, task.id)),
  ]);
  return {
    task,
    findings,
    document: document?.document ?? { paragraphs: [], char_count: 0 },
    summary: task.summary,
  };
}
