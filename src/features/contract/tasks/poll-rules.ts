/**
 * Rules of the status poll (spec §4 "Polling"): every 10 s the unfinished tasks are queried; polling stops when none
 * is unfinished or the response code is not 200. Pure, so the hook, the service worker that may take the poll over
 * later, and the tests agree.
 */
import { UNFINISHED_STATUSES, type TTask, type TTaskStatusItem } from '@common/api/contract';
import { Code } from '@common/codes';
import type { TEnvelope } from '@common/api/envelope';

/** Ids of the unfinished tasks among the given lists, sorted and unique (a stable dependency for the poll). */
export function unfinishedTaskIds(lists: readonly (readonly TTask[])[]): string[] {
  const ids = new Set<string>();
  for (const list of lists) for (const t of list) if (UNFINISHED_STATUSES.includes(t.status)) ids.add(t.task_id);
  return [...ids].sort();
}

export type TPollOutcome =
  /** Ask again in POLL_INTERVAL_MS. */
  | { next: 'continue'; items: TTaskStatusItem[] }
  /** Stop: the server said no (code != 200), or nothing is left unfinished. */
  | { next: 'stop'; items: TTaskStatusItem[] };

/**
 * What to do after one poll. `env` is null when no answer arrived (network down): the poll keeps going, because
 * the spec stops on a response code, and a lawyer on a flaky line still wants the list to finish by itself.
 */
export function afterPoll(env: TEnvelope<TTaskStatusItem[] | null> | null): TPollOutcome {
  if (!env) return { next: 'continue', items: [] };
  if (env.code !== Code.OK || !Array.isArray(env.data)) return { next: 'stop', items: [] };
  const items = env.data;
  const anyUnfinished = items.some((i) => UNFINISHED_STATUSES.includes(i.task_status));
  return { next: anyUnfinished ? 'continue' : 'stop', items };
}

/** Applies one status item to a task row (spec §4: FINISH stores the file ids; FAILURE resets progress, updates time). */
export function applyStatusItem(task: TTask, item: TTaskStatusItem): TTask {
  if (task.task_id !== item.task_id) return task;
  return {
    ...task,
    status: item.task_status,
    sec: item.task_status === 'FAILURE' ? 0 : item.sec,
    updated_at: item.updated_at,
    failure_reason: item.failure_reason,
    annotated_file_url: item.annotated_file_url,
    annotated_file_url_id: item.annotated_file_url_id,
    detail_annotated_file_url_id: item.detail_annotated_file_url_id,
    pure_annotated_file_url_id: item.pure_annotated_file_url_id,
    complete_report_url_id: item.complete_report_url_id,
    simple_report_url: item.simple_report_url,
  };
}

/** True when an item moves a task to a final state (the list is then refetched for its finding counts). */
export function reachedFinalState(before: TTask | undefined, item: TTaskStatusItem): boolean {
  const final = item.task_status === 'FINISH' || item.task_status === 'FAILURE';
  return final && before?.status !== item.task_status;
}
