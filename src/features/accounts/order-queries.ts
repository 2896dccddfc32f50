/**
 * Calls of 订单与兑换码 (issue 12 item 1): the operator's list of the tenant's orders, marking a manual order paid,
 * and issuing a batch of exchange codes (platform admin). A confirmation also refreshes the audit log.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_BASE, type TIssuedCodes, type TManageOrders, type TOrder, type TPackage } from '@common/api/accounts';
import { SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/queries';

const ordersKey = ['accounts', 'manage-orders'] as const;

export function manageOrdersQueryOptions() {
  return queryOptions({
    queryKey: ordersKey,
    queryFn: ({ signal }) => apiData<TManageOrders>(`${SAAS_BASE}/manage/orders`, { signal }),
    meta: { persist: false },
  });
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: ['accounts', 'packages'],
    queryFn: ({ signal }) => apiData<{ items: TPackage[] }>(`${PAYMENT_BASE}/package`, { signal }),
    staleTime: 3600_000,
  });
}

/** 确认收款: the server changes the state once; a second confirmation is refused (30409) in its words. */
export function useConfirmOrderMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiData<TOrder>(`${SAAS_BASE}/manage/orders/${orderId}/confirm`, { method: 'POST', silent: true }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ordersKey }), qc.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] })]),
  });
}

export function useIssueCodesMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { count: number; quotas: Record<string, number>; days: number }) =>
      apiData<TIssuedCodes>(`${PAYMENT_BASE}/exchange/codes`, { method: 'POST', body: input, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
  });
}
