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
import { CONTRACT_BASE } from '@common/api/paths';

declare const self: ServiceWorkerGlobalScope;

export const API_CACHE = 'lawdesk-api';
const NETWORK_TIMEOUT_SECONDS = 3;
const CACHED_READS = [`${CONTRACT_BASE}/tasks`, `${CONTRACT_BASE}/task/result`];

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
