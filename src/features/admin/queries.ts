/**
 * Calls of the enterprise admin pages (issue 12 item 2; api.md accounts + docs/api-extensions.md "Enterprise
 * admin"): the caller's permissions, roles, members (for role assignment), login page, enterprise info, dashboard
 * and audit log. Components use these options; they never build query keys themselves.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMember, TMyPermissions, TRole, TRoleInput } from '@common/api/accounts';
import type { TAuditEntry, TDashboard, TEnterpriseInfo, TEnterpriseInfoInput, TEnterprisePlanInput, TLoginConfig, TLoginConfigInput } from '@common/api/admin';
import { SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import { baseKeys } from '@/features/base/queries';

export const adminKeys = {
  /** Under base 'user': dropped with everything of the user on logout. */
  permissions: () => [...baseKeys.user(), 'permissions'] as const,
  all: ['admin'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  members: (search: string) => [...adminKeys.all, 'members', search] as const,
  loginConfig: () => [...adminKeys.all, 'login-config'] as const,
  enterprise: () => [...adminKeys.all, 'enterprise'] as const,
  dashboard: (range: string) => [...adminKeys.all, 'dashboard', range] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
};

/**
 * The caller's effective permissions. Short-lived and refetched on focus: an admin's change must reach the member's
 * menus soon (the server enforces it on the very next call regardless).
 */
export function myPermissionsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.permissions(),
    queryFn: ({ signal }) => apiData<TMyPermissions>(`${SAAS_BASE}/user/permissions`, { signal, silent: true }),
    enabled: Boolean(token),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // Never restored from the persisted cache: a reload must show the member's roles as they are now.
    meta: { persist: false },
    // The route guard waits for this answer: one retry, not three with back-off; none offline (the app's queries run
    // offlineFirst, so a retry is not paused but waited for: ~1 s more before every cached page shows, issue 13).
    retry: (count) => count < 1 && navigator.onLine,
  });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.roles(),
    queryFn: ({ signal }) => apiData<{ items: TRole[] }>(`${SAAS_BASE}/manage/roles`, { signal }),
    meta: { persist: false },
  });
}

export function membersQueryOptions(search: string) {
  return queryOptions({
    queryKey: adminKeys.members(search),
    queryFn: ({ signal }) =>
      apiData<{ items: TMember[]; total_count: number }>(`${SAAS_BASE}/manage/users`, { signal, query: { page: 1, page_size: 100, search: search || undefined } }),
    meta: { persist: false },
  });
}

export function loginConfigQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.loginConfig(),
    queryFn: ({ signal }) => apiData<TLoginConfig>(`${SAAS_BASE}/manage/login-config`, { signal }),
    meta: { persist: false },
  });
}

export function enterpriseQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.enterprise(),
    queryFn: ({ signal }) => apiData<TEnterpriseInfo>(`${SAAS_BASE}/manage/enterprise`, { signal }),
    meta: { persist: false },
  });
}

/** range: 'YYYY-MM-DD#YYYY-MM-DD' (spec §9 date range joined by #), '' for the last 30 days. */
export function dashboardQueryOptions(range: string) {
  return queryOptions({
    queryKey: adminKeys.dashboard(range),
    queryFn: ({ signal }) => apiData<TDashboard>(`${SAAS_BASE}/manage/dashboard`, { signal, query: { data_range: range || undefined } }),
    meta: { persist: false },
  });
}

export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) =>
      apiData<{ items: TAuditEntry[]; total_count: number; total_pages: number }>(`${SAAS_BASE}/manage/audit`, { signal, query: { page, page_size: 10 } }),
    meta: { persist: false },
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return (...keys: (readonly unknown[])[]) => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export function useSaveRoleMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ roleId, input }: { roleId?: string; input: TRoleInput }) =>
      apiData<TRole>(roleId ? `${SAAS_BASE}/manage/roles/${roleId}` : `${SAAS_BASE}/manage/roles`, { method: roleId ? 'PUT' : 'POST', body: input, silent: true }),
    onSuccess: () => invalidate(adminKeys.roles(), [...adminKeys.all, 'audit']),
  });
}

export function useDeleteRoleMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (roleId: string) => apiData(`${SAAS_BASE}/manage/roles/${roleId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(adminKeys.roles(), [...adminKeys.all, 'members'], [...adminKeys.all, 'audit']),
  });
}

/** Sets one member's roles (the rest of the member is unchanged). */
export function useAssignRolesMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
      apiData<TMember>(`${SAAS_BASE}/manage/users/${userId}`, { method: 'PUT', body: { role_ids: roleIds } }),
    onSuccess: () => invalidate(adminKeys.roles(), [...adminKeys.all, 'members'], [...adminKeys.all, 'audit']),
  });
}

export function useSaveLoginConfigMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TLoginConfigInput) => apiData<TLoginConfig>(`${SAAS_BASE}/manage/login-config`, { method: 'PUT', body: input, silent: true }),
    // The login dialog of this tenant reads base/config/info: show the new page there at once too.
    onSuccess: () => invalidate(adminKeys.loginConfig(), baseKeys.config(), [...adminKeys.all, 'audit']),
  });
}

export function useSaveEnterpriseMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TEnterpriseInfoInput) => apiData<TEnterpriseInfo>(`${SAAS_BASE}/manage/enterprise`, { method: 'PUT', body: input, silent: true }),
    onSuccess: () => invalidate(adminKeys.enterprise(), baseKeys.menus(), baseKeys.config(), [...adminKeys.all, 'audit']),
  });
}

export function useSavePlanMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TEnterprisePlanInput) => apiData(`${SAAS_BASE}/manage/enterprise/plan`, { method: 'PUT', body: input, silent: true }),
    onSuccess: () => invalidate(adminKeys.enterprise(), [...adminKeys.all, 'audit']),
  });
}
