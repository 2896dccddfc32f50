/**
 * The router: TanStack Router file routes (src/routes, generated into routeTree.gen.ts) with the query client in
 * context, so loaders and guards share the cache with components.
 */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { type QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { RouteError } from './components/RouteError';
import { PageLoading } from './components/PageLoading';

export type TRouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router must always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Chinese page title: the browser shows 'title - 律台' (spec §2). */
    title?: string;
    /** One sentence about the module, shown on its 建设中 panel. */
    description?: string;
    /** Routes of the assistant layout shown without the sidebar (/elementBasedUpload, /draftDetail). */
    hideSidebar?: boolean;
    /** The route only redirects; the login check applies where it lands. */
    redirectOnly?: boolean;
  }
}
