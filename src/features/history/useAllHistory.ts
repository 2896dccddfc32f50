/**
 * The rows /allHistory shows (decision 215): the server's page once it has answered in this visit; before that, and
 * whenever it cannot answer (offline, server down), the offline history in Dexie — every task the lawyer's list and
 * detail pages have seen, filtered, searched and paged here the way the server would.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { THistoryAllResponse, THistoryItem, THistoryModule } from '@common/api/history';
import { SAAS_BASE } from '@common/api/paths';
import { apiData } from '@/lib/api-client';
import { getDb } from '@/lib/offline/db';
import { listHistory } from '@/lib/offline/history-cache';

export const PAGE_SIZE = 20;

export type TAllHistoryQuery = { page: number; module?: THistoryModule; search?: string };

/** Keyed under 'history' (not 'base'): a logout or another user's login removes it with the other modules' data. */
export const allHistoryKeys = {
  all: ['history'] as const,
  page: (q: TAllHistoryQuery) => ['history', 'all', q] as const,
};

function allHistoryQueryOptions(q: TAllHistoryQuery, enabled: boolean) {
  return queryOptions({
    queryKey: allHistoryKeys.page(q),
    queryFn: ({ signal }) =>
      apiData<THistoryAllResponse>(`${SAAS_BASE}/history/all`, {
        query: { page: q.page, page_size: PAGE_SIZE, module: q.module, search: q.search },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type TAllHistoryView = {
  items: THistoryItem[];
  totalCount: number;
  totalPages: number;
  /** The rows come from this browser's copy (the server has not answered in this visit). */
  fromCache: boolean;
  /** False until either source has answered once (show nothing rather than 'no tasks'). */
  ready: boolean;
  error: Error | null;
};

const hasDb = () => typeof indexedDB !== 'undefined';

export function useAllHistory(q: TAllHistoryQuery, loggedIn: boolean): TAllHistoryView {
  const server = useQuery(allHistoryQueryOptions(q, loggedIn));
  const cached = useLiveQuery(
    async () => (hasDb() && loggedIn ? listHistory(getDb(), { module: q.module, search: q.search }) : []),
    [q.module, q.search, loggedIn],
  );
  const fresh = server.data && server.isFetchedAfterMount && !server.isError && !server.isPlaceholderData;
  if (fresh) {
    return { items: server.data.items, totalCount: server.data.total_count, totalPages: server.data.total_pages, fromCache: false, ready: true, error: null };
  }
  const rows = cached ?? [];
  const start = (q.page - 1) * PAGE_SIZE;
  return {
    items: rows.slice(start, start + PAGE_SIZE),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / PAGE_SIZE),
    fromCache: true,
    ready: cached !== undefined,
    error: server.isError ? server.error : null,
  };
}
