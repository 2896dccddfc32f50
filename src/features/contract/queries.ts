/**
 * Query options and mutations of contract review (style.md: route loaders and components share these; no ad-hoc
 * query keys in components). Lists and opened results are also written to the offline cache (Dexie), which another
 * module turns into offline behaviour.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TDecision, TListTasksQuery, TListTasksResponse, TTask, TTaskResult } from '@common/api/contract';
import { Code } from '@common/codes';
import { getDb } from '@/lib/offline/db';
import { putResult, putTasks } from '@/lib/offline/cache';
import * as api from './api';

export const contractKeys = {
  all: ['contract'] as const,
  categories: () => [...contractKeys.all, 'categories'] as const,
  check: () => [...contractKeys.all, 'check'] as const,
  stances: (typeId: string) => [...contractKeys.all, 'stances', typeId] as const,
  tasks: () => [...contractKeys.all, 'tasks'] as const,
  taskList: (q: Partial<TListTasksQuery>) => [...contractKeys.tasks(), q] as const,
  result: (taskId: string) => [...contractKeys.all, 'result', taskId] as const,
};

/** Best effort: the offline cache must never break the online page. */
function cacheOffline(fn: () => Promise<void>): void {
  if (typeof indexedDB === 'undefined') return;
  fn().catch(() => undefined);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: contractKeys.categories(),
    queryFn: ({ signal }) => api.fetchCategories({ signal }).then((d) => d.contract_sort),
    staleTime: 30 * 60 * 1000,
  });
}

/** checkContract on mount (spec §7): code 200 allows a review. Never persisted: quota changes under us. */
export function contractCheckQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: contractKeys.check(),
    queryFn: ({ signal }) => api.checkContract({ signal }).then((env) => ({ allowed: env.code === Code.OK, code: env.code, message: env.message })),
    enabled,
    staleTime: 0,
    meta: { persist: false },
  });
}

export function stancesQueryOptions(typeId: string, file: { timestamp: string; md5: string; name: string } | null) {
  return queryOptions({
    queryKey: contractKeys.stances(typeId),
    queryFn: ({ signal }) =>
      api
        .fetchStances(
          { contract_type_id: typeId, timestamp: file?.timestamp, md5_file: file?.md5, contract_name: file?.name },
          { signal },
        )
        .then((d) => d.contract_stance),
    enabled: Boolean(typeId),
    staleTime: 10 * 60 * 1000,
  });
}

export function tasksQueryOptions(query: Partial<TListTasksQuery>) {
  return queryOptions({
    queryKey: contractKeys.taskList(query),
    queryFn: async ({ signal }) => {
      const data = await api.listTasks(query, { signal });
      cacheOffline(() => putTasks(getDb(), 'contract', data.contract_infos));
      return data;
    },
    placeholderData: (prev) => prev,
    staleTime: 5_000,
  });
}

/** The recent tasks on the page (spec §9: list fetch page 1 size 10; 4 shown). */
export const RECENT_TASKS_QUERY: Partial<TListTasksQuery> = { page: 1, page_size: 10, order: 'UPDATE_DESC' };

export function taskResultQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: contractKeys.result(taskId),
    queryFn: async ({ signal }) => {
      const data = await api.fetchTaskResult(taskId, { signal });
      cacheOffline(() => putResult(getDb(), 'contract', taskId, data));
      return data;
    },
    staleTime: 60_000,
  });
}

/** Replaces one task in every cached list (rename, status poll). */
export function patchCachedTasks(qc: QueryClient, patch: (task: TTask) => TTask): void {
  qc.setQueriesData<TListTasksResponse>({ queryKey: contractKeys.tasks() }, (old) =>
    old ? { ...old, contract_infos: old.contract_infos.map(patch) } : old,
  );
}

export function useRenameTaskMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: api.renameTask,
    onSuccess: (_d, vars) => {
      patchCachedTasks(qc, (t) => (t.task_id === vars.task_id ? { ...t, task_name: vars.task_name } : t));
      void qc.invalidateQueries({ queryKey: contractKeys.tasks() });
    },
  });
}

export function useDeleteTaskMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: TTask) => api.deleteTask({ contract_id: task.contract_id || task.task_id }),
    onSuccess: (_d, task) => {
      qc.setQueriesData<TListTasksResponse>({ queryKey: contractKeys.tasks() }, (old) =>
        old
          ? { ...old, contract_infos: old.contract_infos.filter((t) => t.task_id !== task.task_id), total_count: Math.max(0, old.total_count - 1) }
          : old,
      );
      qc.removeQueries({ queryKey: contractKeys.result(task.task_id) });
      void qc.invalidateQueries({ queryKey: contractKeys.tasks() });
    },
  });
}

export function useRetryTaskMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: TTask) => api.retryTask({ task_id: task.task_id }),
    onSuccess: (_d, task) => {
      patchCachedTasks(qc, (t) =>
        t.task_id === task.task_id ? { ...t, status: 'PENDING', sec: 0, failure_reason: '', updated_at: new Date().toISOString() } : t,
      );
      void qc.invalidateQueries({ queryKey: contractKeys.tasks() });
    },
  });
}

/**
 * Accept / reject / reopen a suggestion (PUT task/review/info): optimistic, rolled back when the server refuses.
 * The 修订版 and 清洁版 downloads are written from these decisions on the server.
 */
export function useDecisionMutation(taskId: string) {
  const qc = useQueryClient();
  const key = contractKeys.result(taskId);
  return useMutation({
    mutationFn: (v: { findingId: string; decision: TDecision }) =>
      api.saveDecision({ task_id: taskId, finding_id: v.findingId, decision: v.decision }),
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<TTaskResult>(key);
      qc.setQueryData<TTaskResult>(key, (old) =>
        old ? { ...old, findings: old.findings.map((f) => (f.id === v.findingId ? { ...f, decision: v.decision } : f)) } : old,
      );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSuccess: (data) => {
      qc.setQueryData<TTaskResult>(key, (old) =>
        old ? { ...old, findings: old.findings.map((f) => (f.id === data.finding.id ? data.finding : f)) } : old,
      );
      const result = qc.getQueryData<TTaskResult>(key);
      if (result) cacheOffline(() => putResult(getDb(), 'contract', taskId, result));
    },
  });
}
