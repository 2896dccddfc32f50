/// <reference lib="webworker" />
/**
 * Runtime caching of the API reads a lawyer needs offline (issue 4 item 3): the task lists and the review results.
 * NetworkFirst with a short timeout: on a train the cached answer shows after NETWORK_TIMEOUT_SECONDS instead of a
 * spinner, while the network answer, when it comes, refreshes the cache for next time. Only 200 envelopes are kept.
 * Cache keys carry a hash of the session token, so one user's cached answers are never served to another
 * (the pages also wipe this cache on logout). base/version is never cached: it must say what the server runs.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { API_BASE, CONTRACT_BASE, TRANSLATION_BASE } from '@common/api/paths';

declare const self: ServiceWorkerGlobalScope;

export const API_CACHE = 'lawdesk-api';
const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * Every module's GET list and detail reads (decision 215: each module opens offline after one visit; the persisted
 * query cache is the first copy, this the second for a page whose query cache was not saved yet). Research reads
 * are POSTs (api.md) and live in the query cache only. Paths spelled out here: the modules' zod files stay out of
 * the worker. All history is not here: offline it lists from the Dexie history table, which knows more than any
 * one cached page.
 */
const CACHED_READS = [
  `${CONTRACT_BASE}/tasks`,
  `${CONTRACT_BASE}/task/result`,
  `${API_BASE}/document/api/v1/history/tasks/list`,
  `${API_BASE}/document/api/v1/tasks/detail`,
  `${API_BASE}/trace/api/v1/tasks/list`,
  `${API_BASE}/trace/api/v1/tasks/detail`,
  `${API_BASE}/draft/api/v1/tasks/list`,
  `${API_BASE}/draft/api/v1/tasks/detail`,
  `${API_BASE}/research/api/v1/query/chat/list`,
  `${API_BASE}/research/api/v1/chat/details`,
  `${TRANSLATION_BASE}/tasks`,
  `${TRANSLATION_BASE}/task/details`,
];

async function tokenTag(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keys the cache by URL + user (token hash), and keeps only answers the server said 200 to. */
const perUserEnvelopes: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__u', await tokenTag(request.headers.get('token') ?? ''));
    return url.href;
  },
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const env = (await response.clone().json().catch(() => null)) as { code?: number } | null;
    return env?.code === 200 ? response : null;
  },
};

export function registerApiReads(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && CACHED_READS.includes(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        perUserEnvelopes,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}

/** Logout: nothing of the last user stays readable. */
export async function clearApiCache(): Promise<void> {
  await caches.delete(API_CACHE);
}
