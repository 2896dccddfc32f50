import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '@/lib/store';
import { applyUserInfo } from '@/features/auth/session-flow';
import { userInfoQueryOptions } from './queries';

/** The logged-in user's info (null for visitors); keeps userId/tenant_id/is_admin in the store in step with it. */
export function useUserInfo() {
  const token = useAppStore((s) => s.token);
  const query = useQuery(userInfoQueryOptions(token));
  const info = token ? query.data : undefined;
  useEffect(() => {
    if (info) applyUserInfo(info);
  }, [info]);
  return info ?? null;
}
