/**
 * Which actions a task's state allows (spec §5): while a review is queued or running, actions answer
 * 合同审查中，请稍后再试 (20040); on a failed review, 合同审查失败，请重试 (20041) — except delete and retry.
 */
import { UNFINISHED_STATUSES, type TTaskStatus } from '@common/api/contract';
import { ContractErrors } from './contract-errors';

/** Queued or running (or any of the spec's waiting states). */
export function isUnfinished(status: string): boolean {
  return (UNFINISHED_STATUSES as readonly string[]).includes(status);
}

/** Throws 20040 while the review runs, 20041 when it failed: for open, download, rename, decisions. */
export function assertFinished(task: { status: string }): void {
  if (isUnfinished(task.status)) throw ContractErrors.taskBusy();
  if ((task.status as TTaskStatus) === 'FAILURE') throw ContractErrors.taskFailed();
}

/** Throws 20040 while the review runs: for delete (a failed task can always be deleted, decision record 074). */
export function assertNotRunning(task: { status: string }): void {
  if (isUnfinished(task.status)) throw ContractErrors.taskBusy();
}
