/**
 * Query options and mutations of the playbook page (style.md: no ad-hoc query keys in components). Admin data is
 * never persisted for offline use: it must always be what the server holds now.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlaybookResponse, TUpdateCheckRequest } from '@common/api/playbook';
import * as api from './api';

export const playbookKeys = {
  all: ['playbook'] as const,
  scope: (categoryId: string) => [...playbookKeys.all, 'scope', categoryId] as const,
  history: (q: { page: number; page_size: number; category_id?: string }) => [...playbookKeys.all, 'history', q] as const,
};

export function playbookQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: playbookKeys.scope(categoryId),
    queryFn: ({ signal }) => api.fetchPlaybook(categoryId, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { persist: false },
  });
}

export function playbookHistoryQueryOptions(q: { page: number; page_size: number; category_id?: string }) {
  return queryOptions({
    queryKey: playbookKeys.history(q),
    queryFn: ({ signal }) => api.fetchHistory(q, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    meta: { persist: false },
  });
}

/** Switch / level of a built-in check: shown at once, rolled back if the server refuses. */
export function useUpdateCheckMutation(categoryId: string) {
  const qc = useQueryClient();
  const key = playbookKeys.scope(categoryId);
  return useMutation({
    mutationFn: api.updateCheck,
    onMutate: async (vars: TUpdateCheckRequest) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<TPlaybookResponse>(key);
      qc.setQueryData<TPlaybookResponse>(key, (old) =>
        old
          ? {
              ...old,
              checks: old.checks.map((c) =>
                c.check_id === vars.check_id ? { ...c, enabled: vars.enabled ?? c.enabled, level: vars.level ?? c.level } : c,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}

export function useCreateCustomCheckMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Parameters<typeof api.createCustomCheck>[0]; idempotencyKey: string }) =>
      api.createCustomCheck(body, idempotencyKey),
    onSuccess: () => qc.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}

export function useUpdateCustomCheckMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: api.updateCustomCheck,
    onSuccess: () => qc.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}

export function useDeleteCustomCheckMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: api.deleteCustomCheck,
    onSuccess: () => qc.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}
