/**
 * The one place that polls task status (spec §4): watches every cached contract task list for unfinished tasks,
 * asks PUT task/status every POLL_INTERVAL_MS, writes the answers into the query cache and the offline cache, and
 * stops per poll-rules.ts. Kept in one hook so the offline work can move it into the service worker later.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { TListTasksResponse, TTask, TTaskStatusItem } from '@common/api/contract';
import { POLL_INTERVAL_MS } from '@common/limits';
import { getDb } from '@/lib/offline/db';
import { patchTasks } from '@/lib/offline/cache';
import { onWorkerTaskStatus } from '@/lib/offline/status-handlers';
import { fetchTaskStatus } from '../api';
import { contractKeys, patchCachedTasks } from '../queries';
import { afterPoll, applyStatusItem, reachedFinalState, unfinishedTaskIds } from './poll-rules';

function cachedLists(qc: QueryClient): TTask[][] {
  return qc
    .getQueriesData<TListTasksResponse>({ queryKey: contractKeys.tasks() })
    .map(([, data]) => data?.contract_infos ?? []);
}

function findCached(qc: QueryClient, taskId: string): TTask | undefined {
  for (const list of cachedLists(qc)) {
    const t = list.find((x) => x.task_id === taskId);
    if (t) return t;
  }
  return undefined;
}

/** Writes poll answers into the caches; a task that reached FINISH/FAILURE makes the lists refetch (finding counts). */
export function applyStatusItems(qc: QueryClient, items: TTaskStatusItem[]): void {
  if (!items.length) return;
  const finished = items.some((item) => reachedFinalState(findCached(qc, item.task_id), item));
  const byId = new Map(items.map((i) => [i.task_id, i]));
  patchCachedTasks(qc, (t) => {
    const item = byId.get(t.task_id);
    return item ? applyStatusItem(t, item) : t;
  });
  if (typeof indexedDB !== 'undefined') {
    void patchTasks(
      getDb(),
      'contract',
      items.map(({ task_status, ...rest }) => ({ id: rest.task_id, status: task_status, updatedAt: rest.updated_at, fields: { ...rest, status: task_status } })),
    ).catch(() => undefined);
  }
  if (finished) void qc.invalidateQueries({ queryKey: contractKeys.tasks() });
}

/** The unfinished ids across cached lists, as a string so React sees a change only when the set changes. */
function useUnfinishedIds(qc: QueryClient): string {
  return useSyncExternalStore(
    (onChange) => qc.getQueryCache().subscribe(onChange),
    () => unfinishedTaskIds(cachedLists(qc)).join(','),
    () => '',
  );
}

export function usePollTaskStatus(enabled = true): void {
  const qc = useQueryClient();
  const ids = useUnfinishedIds(qc);
  // The service worker's answers (it polls while this hook is disabled) go into the same caches.
  useEffect(() => onWorkerTaskStatus('contract', (items) => applyStatusItems(qc, items)), [qc]);
  useEffect(() => {
    if (!enabled || !ids) return;
    const taskIds = ids.split(',');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const env = await fetchTaskStatus(taskIds).catch(() => null);
      if (stopped) return;
      const outcome = afterPoll(env);
      applyStatusItems(qc, outcome.items);
      // A changed set of unfinished ids restarts this effect with the new list; otherwise keep the rhythm.
      if (outcome.next === 'continue') timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [qc, ids, enabled]);
}
