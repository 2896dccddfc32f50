/**
 * Calls of 成员管理 (issue 12 item 2): the member list and the admin's changes to it (add, edit, disable, delete,
 * import). Every change also refreshes the admin area's member lists (role assignment), role counts and audit log.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMember, TMemberImportResult, TMemberInput } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/queries';

export type TMemberPage = { items: TMember[]; total_count: number; total_pages: number };
export type TMemberEdit = { name: string; phone?: string; role_ids: string[] };

export const memberKeys = {
  all: ['accounts', 'members'] as const,
  page: (page: number, search: string) => [...memberKeys.all, page, search] as const,
};

export function memberPageQueryOptions(page: number, search: string) {
  return queryOptions({
    queryKey: memberKeys.page(page, search),
    queryFn: ({ signal }) => apiData<TMemberPage>(`${SAAS_BASE}/manage/users`, { signal, query: { page, page_size: 20, search: search || undefined } }),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}

function useRefreshMembers() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [memberKeys.all, [...adminKeys.all, 'members'], adminKeys.roles(), [...adminKeys.all, 'audit']].map((queryKey) => qc.invalidateQueries({ queryKey })),
    );
}

/** New member (userId absent) or edit of name, phone and roles; errors are shown by the dialog (silent). */
export function useSaveMemberMutation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ userId, input }: { userId?: string; input: TMemberEdit }) =>
      userId
        ? apiData<TMember>(`${SAAS_BASE}/manage/users/${userId}`, { method: 'PUT', body: input, silent: true })
        : apiData<TMember>(`${SAAS_BASE}/manage/users`, { method: 'POST', body: { ...input, phone: input.phone ?? '', disabled: false } satisfies TMemberInput, silent: true }),
    onSuccess: refresh,
  });
}

/** Disable or enable: the server ends a disabled member's sessions at once. */
export function useToggleMemberMutation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (m: TMember) => apiData<TMember>(`${SAAS_BASE}/manage/users/${m.user_id}`, { method: 'PUT', body: { disabled: !m.disabled } }),
    onSettled: refresh,
  });
}

export function useDeleteMemberMutation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (userId: string) => apiData(`${SAAS_BASE}/manage/users/${userId}`, { method: 'DELETE', silent: true }),
    onSuccess: refresh,
  });
}

/** Uploads a filled-in template; good rows are saved, bad rows come back with their row number and reason. */
export function useImportMembersMutation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiData<TMemberImportResult>(`${SAAS_BASE}/manage/users/import`, { method: 'POST', body: form, silent: true });
    },
    onSuccess: refresh,
  });
}
