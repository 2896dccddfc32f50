/**
 * The TanStack Query client and its IndexedDB persistence (architecture.md §4: the query cache is persisted with idb
 * so pages visited once still open offline). Queries opt out with `meta: { persist: false }`.
 *
 * Persistence uses react-query's own dehydrate/hydrate rather than @tanstack/react-query-persist-client: the pinned
 * persist-client (5.104.5) brings a second copy of query-core (react-query is 5.108.0), whose QueryClient type does
 * not match ours and whose code would ship twice. The few lines below do the same job with one copy.
 */
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { openDB } from 'idb';
import { ApiError } from './api-client';

const DB_NAME = 'lawdesk-query';
const STORE = 'cache';
const KEY = 'client';
/** Bump when cached shapes change incompatibly. */
const CACHE_BUSTER = 'v1';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;
const RESTORE_TIMEOUT_MS = 800;

type TPersisted = { buster: string; timestamp: number; state: DehydratedState };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted copy may be used.
        gcTime: MAX_AGE_MS,
        // A business error (code != 200) will not change on retry; a network error may.
        retry: (count, err) => count < 2 && err instanceof ApiError && err.isNetwork,
        refetchOnWindowFocus: false,
        // The service worker answers offline from its cache (decision 092): ask it instead of pausing.
        networkMode: 'offlineFirst',
      },
      // Offline, the service worker queues rename/delete/retry (decision 093); anything else fails at once with a
      // network error instead of waiting silently for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

function openCache() {
  return openDB(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore(STORE);
    },
  });
}

/** Restores the saved cache (if fresh and of this format), then saves the cache a second after each change. */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = openCache();
  const restore = (async () => {
    const saved = (await (await db).get(STORE, KEY)) as TPersisted | undefined;
    if (saved && saved.buster === CACHE_BUSTER && Date.now() - saved.timestamp < MAX_AGE_MS) hydrate(queryClient, saved.state);
  })().catch(() => undefined);
  // Never hold the first paint hostage to a slow or broken IndexedDB.
  await Promise.race([restore, new Promise((r) => setTimeout(r, RESTORE_TIMEOUT_MS))]);

  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' && q.meta?.persist !== false,
      });
      const record: TPersisted = { buster: CACHE_BUSTER, timestamp: Date.now(), state };
      void db.then((d) => d.put(STORE, record, KEY)).catch(() => undefined);
    }, SAVE_DELAY_MS);
  });
}
