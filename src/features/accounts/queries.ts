/**
 * Membership calls of /vip, the VIP dialog and /userInfo (api.md accounts): packages, balance (quotas, membership,
 * account type), the caller's orders, ordering through the payment provider and exchange-code redemption.
 */
import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_BASE, type TBalance, type TOrder, type TPackage } from '@common/api/accounts';
import { apiData } from '@/lib/api-client';
import { baseKeys } from '@/features/base/queries';
import { idempotencyKey } from './vip-model';

export const accountKeys = {
  all: ['accounts'] as const,
  packages: () => [...accountKeys.all, 'packages'] as const,
  balance: () => [...accountKeys.all, 'balance'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
};

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.packages(),
    queryFn: ({ signal }) => apiData<{ items: TPackage[] }>(`${PAYMENT_BASE}/package`, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.balance(),
    queryFn: ({ signal }) => apiData<TBalance>(`${PAYMENT_BASE}/account/balance`, { signal }),
    staleTime: 30_000,
    meta: { persist: false },
  });
}

/** The caller's orders; while one waits for the operator it is asked again every 10 s (spec §9 poll interval). */
export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.orders(),
    queryFn: ({ signal }) => apiData<{ items: TOrder[] }>(`${PAYMENT_BASE}/orders`, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((o) => o.state === 'NOT_PAY') ? 10_000 : false),
    meta: { persist: false },
  });
}

/** Everything a payment or a redeemed code changes: balance, orders, the header's user info. */
export function useRefreshMembership() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: baseKeys.info() }),
      ]),
    [queryClient],
  );
}

export function useCreateOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      apiData<TOrder & { pay_url: string | null }>(`${PAYMENT_BASE}/to/pay`, {
        method: 'POST',
        body: { package_id: packageId },
        // A double click or a retried request places one order, not two.
        headers: { 'Idempotency-Key': idempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.orders() }),
  });
}

export function useRedeemCodeMutation() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (code: string) =>
      apiData<{ quotas: Record<string, number>; validity_data: string | null }>(`${PAYMENT_BASE}/exchange/code`, {
        method: 'POST',
        body: { code },
        silent: true,
      }),
    onSuccess: () => refresh(),
  });
}
