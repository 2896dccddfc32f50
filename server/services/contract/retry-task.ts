/**
 * retryTask: 重新审查 for a failed review (spec §4: retry only for FAILURE). Requires a use left (10014), puts the
 * task back to PENDING as its next submission and queues it. PENDING/RUNNING answer 20040; a finished task 409.
 */
import { and, eq, sql } from 'drizzle-orm';
import { contractTasks } from '../../db/schema/index';
import { contractReviewJob } from '../../jobs/definitions/contract-review';
import type { TActor } from '../../lib/actor';
import { checkContract } from './check-contract';
import { ContractErrors, ContractMessages } from './contract-errors';
import type { TContractDeps } from './contract-deps';
import { findOwnTask, ownedBy } from './find-own-task';
import { isUnfinished } from './task-guards';

function refuse(status: string): never {
  if (isUnfinished(status)) throw ContractErrors.taskBusy();
  throw ContractErrors.retryOnlyFailed();
}

/** Re-queues one of the actor's failed tasks. */
export async function retryTask(deps: Pick<TContractDeps, 'db' | 'queue'>, { actor, taskId }: { actor: TActor; taskId: string }): Promise<void> {
  const task = await findOwnTask(deps.db, { actor, taskId });
  if (task.status !== 'FAILURE') refuse(task.status);
  await checkContract(deps.db, { actor });
  const [queued] = await deps.db
    .update(contractTasks)
    .set({
      status: 'PENDING',
      progress: 0,
      failureReason: '',
      attempt: sql`${contractTasks.attempt} + 1`,
      runId: null,
      updatedAt: sql`now()`,
      startedAt: null,
      finishedAt: null,
    })
    .where(and(eq(contractTasks.id, task.id), ownedBy(actor), eq(contractTasks.status, 'FAILURE')))
    .returning({ attempt: contractTasks.attempt });
  if (!queued) refuse((await findOwnTask(deps.db, { actor, taskId })).status);
  try {
    await deps.queue.send(contractReviewJob, { taskId: task.id, attempt: queued.attempt });
  } catch (err) {
    await deps.db
      .update(contractTasks)
      .set({ status: 'FAILURE', failureReason: ContractMessages.submitFailed, updatedAt: sql`now()` })
      .where(and(eq(contractTasks.id, task.id), eq(contractTasks.attempt, queued.attempt), eq(contractTasks.status, 'PENDING')));
    throw err;
  }
}
