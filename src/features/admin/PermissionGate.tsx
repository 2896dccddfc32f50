import { lazy, Suspense, type ReactNode } from 'react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { PageLoading } from '@/components/PageLoading';
import { meets, requirementOf } from './permission-model';
import { useMyPermissions } from './useMyPermissions';

// Most visitors never see it: kept off the first load.
const NoAccess = lazy(() => import('./NoAccess').then((m) => ({ default: m.NoAccess })));

/**
 * The route guard of roles (spec §6): a page the member's roles do not open shows 没有权限 instead of the page (the
 * server refuses its calls with 403 anyway). Visitors are left to the login check; admins pass everything.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const title = useMatches({ select: (ms) => [...ms].reverse().find((m) => m.staticData.title)?.staticData.title ?? '' });
  const { permissions, isLoading } = useMyPermissions();
  const req = requirementOf(pathname);
  if (!req) return <>{children}</>;
  if (isLoading) return <PageLoading />;
  if (!permissions || meets(permissions, req)) return <>{children}</>;
  const adminOnly = 'all' in req && req.all.includes('admin');
  return (
    <Suspense fallback={null}>
      <NoAccess title={title} adminOnly={adminOnly} />
    </Suspense>
  );
}
