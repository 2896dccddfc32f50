import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { OPERATION_BASE } from '@common/api/paths';
import { apiRequest } from '@/lib/api-client';
import { getLocalUserId } from '@/lib/session';

/**
 * Sends one `operation` data point per page opened (spec §7 getPoint, §6 "anonymous tracking uses the locally
 * generated id"): the /dataDashboard counts visits and visitors from these. Fire-and-forget and silent: tracking
 * must never show an error or slow a page.
 */
export function usePageViewPoint(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    // Offline there is nobody to count it for; a failed request would only add noise.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    void apiRequest(`${OPERATION_BASE}/data/point`, {
      method: 'POST',
      body: { exec_models: 'page_view', kind: 'operation', visitor_id: getLocalUserId(), payload: { path: pathname.slice(0, 200) } },
      silent: true,
      silentNetwork: true,
    }).catch(() => undefined);
  }, [pathname]);
}
