/**
 * What happens around a login and a logout (spec §4). Plain functions with explicit dependencies so the dialog,
 * the landing-parameter logins and the tests share one path.
 */
import { type QueryClient } from '@tanstack/react-query';
import { type TLoginResult } from '@common/api/auth';
import { type TUserInfo } from '@common/api/base';
import { clearSession, setHistoryStatus, setToken } from '@/lib/session';
import { setState } from '@/lib/store';
import { logoutTarget } from '@/lib/brand';
import { baseKeys, cachedBrand, userInfoQueryOptions } from '@/features/base/queries';
import { authApi } from './auth-api';

export function applyUserInfo(info: TUserInfo): void {
  setState({
    userId: info.personal_info.user_id,
    tenant_id: info.personal_info.tenant_id,
    is_admin: info.personal_info.is_admin,
  });
}

/**
 * After a login call answered 200: store the token, historyStatus from is_history (and the no-history research
 * flag), then fetch the user info. A failed user-info fetch does not undo the login: the header retries it.
 */
export async function completeLogin(queryClient: QueryClient, result: TLoginResult): Promise<void> {
  // Whatever a previous user left in the cache must not show for this one.
  queryClient.removeQueries({ queryKey: baseKeys.user() });
  setToken(result.satoken);
  setHistoryStatus(result.is_history);
  setState({ token: result.satoken, noHistory: !result.is_history });
  try {
    applyUserInfo(await queryClient.fetchQuery(userInfoQueryOptions(result.satoken)));
  } catch {
    // The api client already told the user; the session itself is valid.
  }
}

/** Forgets the user locally: token, user id, tenant, admin flag and every cached user query. */
export function dropSession(queryClient: QueryClient): void {
  clearSession();
  setState({ token: '', userId: '', tenant_id: '', is_admin: false, limitStatus: false });
  queryClient.removeQueries({ queryKey: baseKeys.user() });
}

type TNavigate = (to: string) => Promise<void> | void;

/**
 * Logout (spec §4): tell the server (best effort), forget the user, then go to the tenant's home (the login page on
 * law-firm tenants), reloading when already there so every screen starts clean.
 */
export async function logout(queryClient: QueryClient, navigate: TNavigate): Promise<void> {
  await authApi.logout().catch(() => undefined);
  dropSession(queryClient);
  const target = logoutTarget(cachedBrand(queryClient));
  if (window.location.pathname.toLowerCase() === target.toLowerCase()) window.location.reload();
  else await navigate(target);
}
