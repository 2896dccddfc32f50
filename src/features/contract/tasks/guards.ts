/**
 * Task action guards (spec §5): PENDING or RUNNING (downloads also QUERY_REVIEW and UNDER_REVIEW) warn
 * 合同审查中，请稍后再试; FAILURE errors 合同审查失败，请重试. Deleting a failed task is allowed: the server allows
 * it deliberately, and a lawyer must be able to clear a failure out of the list.
 */
import { Messages } from '@common/codes';
import type { TTaskStatus } from '@common/api/contract';

export type TTaskAction = 'open' | 'download' | 'edit' | 'rename' | 'delete';
export type TGuardResult = { ok: true } | { ok: false; level: 'warning' | 'error'; message: string };

const BUSY: readonly TTaskStatus[] = ['PENDING', 'RUNNING'];
const BUSY_FOR_DOWNLOAD: readonly TTaskStatus[] = ['PENDING', 'RUNNING', 'QUERY_REVIEW', 'UNDER_REVIEW'];

export function guardTaskAction(action: TTaskAction, status: TTaskStatus): TGuardResult {
  const busy = action === 'download' ? BUSY_FOR_DOWNLOAD : BUSY;
  if (busy.includes(status)) return { ok: false, level: 'warning', message: Messages.taskBusy };
  if (status === 'FAILURE' && action !== 'delete') return { ok: false, level: 'error', message: Messages.taskFailed };
  return { ok: true };
}

/** Spec §4: retry is shown only for FAILURE tasks; download, rename and view only for tasks that did not fail. */
export function visibleActions(status: TTaskStatus): { retry: boolean; download: boolean; rename: boolean; remove: boolean } {
  const failed = status === 'FAILURE';
  return { retry: failed, download: !failed, rename: !failed, remove: true };
}
