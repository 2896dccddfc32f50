/**
 * decideFinding: accept / reject / reopen one suggestion (issue 3 item 8). A change marks the task's decisions as
 * newer than its written copies, so the detailed and clean downloads are rebuilt from the decisions. Setting the same
 * decision again changes nothing (an outbox replay is harmless).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TDecision } from '@common/api/contract';
import type { Db } from '../../db/client';
import { contractFindings, contractTasks, type TContractFindingRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { ContractErrors } from './contract-errors';
import { findOwnTask, isUuid } from './find-own-task';
import { assertFinished } from './task-guards';

/** Records a decision on a finding of the actor's finished task; returns the finding. */
export async function decideFinding(
  db: Db,
  { actor, taskId, findingId, decision }: { actor: TActor; taskId: string; findingId: string; decision: TDecision },
): Promise<TContractFindingRow> {
  const task = await findOwnTask(db, { actor, taskId });
  assertFinished(task);
  if (!isUuid(findingId)) throw ContractErrors.findingNotFound();
  return db.transaction(async (tx) => {
    const where = and(eq(contractFindings.id, findingId), eq(contractFindings.taskId, task.id));
    const [current] = await tx.select().from(contractFindings).where(where).for('update');
    if (!current) throw ContractErrors.findingNotFound();
    if (current.decision === decision) return current;
    const [updated] = await tx
      .update(contractFindings)
      .set({ decision, decidedAt: sql`now()` })
      .where(where)
      .returning();
    await tx.update(contractTasks).set({ decisionsChangedAt: sql`clock_timestamp()` }).where(eq(contractTasks.id, task.id));
    return updated!;
  });
}
