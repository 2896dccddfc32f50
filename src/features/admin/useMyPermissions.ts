import { useQuery } from '@tanstack/react-query';
import type { TMyPermissions } from '@common/api/accounts';
import { useAppStore } from '@/lib/store';
import { myPermissionsQueryOptions } from './queries';

/** The logged-in member's permissions; null for visitors and while loading (nothing is hidden then). */
export function useMyPermissions(): { permissions: TMyPermissions | null; isLoading: boolean } {
  const token = useAppStore((s) => s.token);
  const q = useQuery(myPermissionsQueryOptions(token));
  return { permissions: token ? (q.data ?? null) : null, isLoading: Boolean(token) && q.isLoading };
}
