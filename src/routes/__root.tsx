import { createRootRouteWithContext, Outlet, redirect, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { getState, setState, useAppStore } from '@/lib/store';
import { loginRedirectTarget, mobileRedirect, needsLogin, safeRedirect } from '@/lib/auth-rules';
import { pageTitle, usesLoginPage } from '@/lib/brand';
import { checkVersion, shouldCheckVersion } from '@/lib/version-check';
import { ensureBrand } from '@/features/base/queries';
import { useBrand } from '@/features/base/useBrand';
import { handleLandingParams, hasLandingParams } from '@/features/auth/landing';
import { openLoginDialog } from '@/features/auth/login-gate';
import { AppToaster } from '@/components/AppToaster';
import { UpdatePrompt } from '@/components/offline/UpdatePrompt';
import { activeMenuKey } from '@/components/layout/sidebar-model';
import { type TRouterContext } from '@/router';

// The login dialog pulls in forms and tabs; a visitor who never opens it never downloads it.
const loadLoginDialog = () => import('@/features/auth/LoginDialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));
const RequestErrorDialog = lazy(() =>
  import('@/components/dialogs/RequestErrorDialog').then((m) => ({ default: m.RequestErrorDialog })),
);
const VipDialog = lazy(() => import('@/features/accounts/VipDialog').then((m) => ({ default: m.VipDialog })));

/** Paths that receive the home-page query parameters (spec §2 "Home page behaviour"). */
function isHomeLanding(pathname: string, homePath: string): boolean {
  const p = pathname.toLowerCase();
  return p === '/' || p === '/guidhome' || p === homePath.toLowerCase();
}

/** Task number is kept only on these pages (spec §2). */
const TASK_PAGES = ['/filechatdetail', '/guidassistantdetail'];

export const Route = createRootRouteWithContext<TRouterContext>()({
  /**
   * Runs before every navigation: mobile redirect, tenant brand, home-page login parameters, the version check, and
   * the login check for every path outside PUBLIC_PATHS (common/nav.ts). The check lives here rather than in one
   * `_authed` layout because the spec's public paths cut across both layouts and the standalone pages; deciding by
   * path keeps a single source of truth (see docs/decisions/011-web-routing-and-login-guard.md).
   */
  beforeLoad: async ({ context: { queryClient }, location, preload, matches }) => {
    const mobile = mobileRedirect(location.pathname, navigator.userAgent);
    if (mobile) throw redirect({ href: mobile, replace: true });

    const brand = await ensureBrand(queryClient);
    const home = isHomeLanding(location.pathname, brand.home_path);

    if (!preload) {
      if (home && hasLandingParams(location.searchStr)) {
        const outcome = await handleLandingParams(new URL(location.href, window.location.origin), brand, queryClient);
        if (outcome.kind === 'reload') window.location.reload();
        if (outcome.kind === 'navigate') throw redirect({ href: outcome.href, replace: true });
      }
      if (shouldCheckVersion(location.pathname)) void checkVersion(queryClient);
    }

    const token = getState().token;
    // Routes that only redirect (/, unmatched paths, /guidFileHome...) are checked where they land.
    const redirectsOnly = matches[matches.length - 1]?.staticData.redirectOnly === true;
    if (!token && !redirectsOnly && needsLogin(location.pathname, brand)) {
      const target = loginRedirectTarget(location.pathname, brand);
      throw redirect({ href: `${target}?redirect=${encodeURIComponent(location.href)}`, replace: true });
    }
    // Law-firm tenants start on their login page (spec §2 "Law-firm hosts without login go to /grandalllogin").
    if (!token && home && usesLoginPage(brand)) throw redirect({ href: '/grandalllogin', replace: true });
    return { brand };
  },
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <RouteEffects />
      <Outlet />
      <LazyDialogs />
      <AppToaster />
      <UpdatePrompt />
    </>
  );
}

function LazyDialogs() {
  const loginOpen = useAppStore((s) => s.loginDialogOpen);
  const token = useAppStore((s) => s.token);
  // Visitors will likely need the dialog: fetch it once the page is idle, so it opens without a wait.
  useEffect(() => {
    if (token) return;
    const id = window.setTimeout(() => void loadLoginDialog(), 1500);
    return () => window.clearTimeout(id);
  }, [token]);
  const vipOpen = useAppStore((s) => s.vipDialog.open);
  const requestError = useAppStore((s) => s.requestError !== null);
  return (
    <Suspense fallback={null}>
      {loginOpen && <LoginDialog />}
      {vipOpen && <VipDialog />}
      {requestError && <RequestErrorDialog />}
    </Suspense>
  );
}

/** Store and document updates that follow the location: current menu, task number, title, redirect-after-login. */
function RouteEffects() {
  const router = useRouter();
  const brand = useBrand();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const title = useMatches({
    select: (ms) => [...ms].reverse().find((m) => m.staticData.title)?.staticData.title,
  });

  useEffect(() => {
    setState((s) => ({
      currentMenu: activeMenuKey(pathname),
      currentTaskId: TASK_PAGES.includes(pathname.toLowerCase()) ? s.currentTaskId : '',
    }));
  }, [pathname]);

  useEffect(() => {
    document.title = pageTitle(title, brand);
  }, [title, brand]);

  // ?redirect=... (set by the login check): open the dialog over this page and go there once logged in.
  const redirectTo = safeRedirect(new URLSearchParams(searchStr).get('redirect'));
  useEffect(() => {
    if (!redirectTo || pathname.toLowerCase() === '/grandalllogin') return;
    // router.navigate (not history.replace) so the router's own location, and with it every Link's active state,
    // follows the jump.
    const goToTarget = () => void router.navigate({ href: redirectTo, replace: true });
    if (getState().token) {
      goToTarget();
      return;
    }
    const stripRedirect = () => {
      const params = new URLSearchParams(window.location.search);
      params.delete('redirect');
      const qs = params.toString();
      void router.navigate({ href: `${window.location.pathname}${qs ? `?${qs}` : ''}`, replace: true });
    };
    openLoginDialog(goToTarget, stripRedirect);
  }, [redirectTo, pathname, router]);

  return null;
}
