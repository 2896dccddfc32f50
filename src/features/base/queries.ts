/**
 * base/* calls (spec §7 SaaS): tenant config with brand settings, user info, menus, server version.
 * Loaders and components share these options; components never build query keys themselves.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SAAS_BASE } from '@common/api/paths';
// Types only: the server serialises every response through these zod schemas, so the first load does not carry zod.
import { type TBrand, type TConfigInfo, type TMenus, type TUserInfo } from '@common/api/base';
import { apiData } from '@/lib/api-client';
import { DEFAULT_BRAND } from '@/lib/brand';

export const baseKeys = {
  all: ['base'] as const,
  config: () => [...baseKeys.all, 'config'] as const,
  /** Everything that belongs to the logged-in user; dropped on logout. */
  user: () => [...baseKeys.all, 'user'] as const,
  info: () => [...baseKeys.user(), 'info'] as const,
  menus: () => [...baseKeys.user(), 'menus'] as const,
  version: () => [...baseKeys.all, 'version'] as const,
};

/** Tenant config incl. brand; silent because the app falls back to the default brand. */
export function configInfoQueryOptions() {
  return queryOptions({
    queryKey: baseKeys.config(),
    queryFn: ({ signal }) => apiData<TConfigInfo>(`${SAAS_BASE}/base/config/info`, { signal, silent: true }),
    staleTime: 10 * 60 * 1000,
    // The first paint waits for this; offline it must fail fast and let the default brand take over.
    retry: false,
  });
}

export function userInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: baseKeys.info(),
    queryFn: ({ signal }) => apiData<TUserInfo>(`${SAAS_BASE}/base/info`, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function menusQueryOptions(token: string) {
  return queryOptions({
    queryKey: baseKeys.menus(),
    queryFn: ({ signal }) => apiData<TMenus>(`${SAAS_BASE}/base/menus`, { signal, silent: true }),
    enabled: Boolean(token),
    staleTime: 5 * 60 * 1000,
  });
}

/** Always asks the server: a cached version would defeat the check. */
export function versionQueryOptions() {
  return queryOptions({
    queryKey: baseKeys.version(),
    queryFn: ({ signal }) =>
      apiData<{ version: string }>(`${SAAS_BASE}/base/version`, { signal, silent: true, silentNetwork: true }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { persist: false },
  });
}

/** Brand from the cache (route guards run outside React). */
export function cachedBrand(queryClient: QueryClient): TBrand {
  return queryClient.getQueryData(configInfoQueryOptions().queryKey)?.brand ?? DEFAULT_BRAND;
}

/** Loads the config once (route guards need the brand); falls back to the cached or default brand offline. */
export async function ensureBrand(queryClient: QueryClient): Promise<TBrand> {
  try {
    return (await queryClient.ensureQueryData(configInfoQueryOptions())).brand;
  } catch {
    return cachedBrand(queryClient);
  }
}
