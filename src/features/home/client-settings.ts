/**
 * Start-up facts from the server (issue 13 item 4; GET base/client): the IP address the server saw for this request
 * (spec §3 store "ip" — no third-party IP lookup), the environment (production/test from the server's APP_ENV) and
 * the origins a host page may postMessage from when a partner embeds LawDesk (spec §8 embedded-app messages).
 * Loaded as its own chunk after the first paint (main.tsx), so the first load does not carry it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SAAS_BASE } from '@common/api/paths';
import { type TClientSettings } from '@common/api/learning';
import { apiData } from '@/lib/api-client';
import { setState } from '@/lib/store';
import { dropSession } from '@/features/auth/session-flow';
import { openLoginDialog } from '@/features/auth/login-gate';
import { installEmbedBridge } from './embed-bridge';

export const clientSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['base', 'client'] as const,
    queryFn: ({ signal }) =>
      apiData<TClientSettings>(`${SAAS_BASE}/base/client`, { signal, silent: true, silentNetwork: true }),
    staleTime: Infinity,
    retry: false,
  });

/** True when another page hosts this one (iframe) or opened it (window.open): only then can messages matter. */
function isEmbedded(): boolean {
  try {
    return window.parent !== window || Boolean(window.opener);
  } catch {
    return true;
  }
}

/** Fetches the settings once, keeps the IP in the store and, when embedded, listens to the allowed origins only. */
export async function startClientSettings(queryClient: QueryClient): Promise<void> {
  const settings = await queryClient.fetchQuery(clientSettingsQueryOptions()).catch(() => null);
  if (!settings) return;
  setState({ ip: settings.ip });
  if (!isEmbedded()) return;
  installEmbedBridge(settings.message_origins, {
    // spec §8: the host app says its token expired -> clear the session and open the login dialog.
    onTokenExpired: () => {
      dropSession(queryClient);
      openLoginDialog();
    },
  });
}
