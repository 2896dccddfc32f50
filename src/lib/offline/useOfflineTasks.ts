import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { getDb, type OutboxEntry, type TOfflineModule } from './db';
import { applyPending, lastSyncedAt, listCachedTasks, pendingMutations, type PendingState } from './cache';

type TTaskLike = { task_id: string; task_name: string; status: string; updated_at: string };

export type TOfflineTaskList<T> = {
  /** What to show: server rows (or cached ones) with live status from Dexie and pending mutations applied. */
  rows: (T & PendingState)[];
  /** True when the rows come from the browser's cache because the server has not answered (offline, loading). */
  fromCache: boolean;
  /** False until Dexie has answered once (render a skeleton, not 'no tasks'). */
  ready: boolean;
};

export type TOfflineListOptions<T> = {
  order?: 'UPDATE_DESC' | 'UPDATE_ASC';
  /** Applied to cached rows only (the server already filtered its answer): search text, status, category. */
  filter?: (row: T) => boolean;
  /** At most this many cached rows (a page). */
  limit?: number;
};

const hasDb = () => typeof indexedDB !== 'undefined';

/**
 * A task list rendered from Dexie first (issue 4 item 2): before the server answers — instantly, offline too — the
 * cached rows show; once it answers, its rows show, each overlaid with what Dexie knows newer (the worker's status
 * poll writes there), and pending offline mutations are applied (renamed, hidden when deleted, PENDING when retried)
 * and marked so the row can say '待同步'.
 */
export function useOfflineTasks<T extends TTaskLike>(
  module: TOfflineModule,
  server: readonly T[] | undefined,
  options: TOfflineListOptions<T> = {},
): TOfflineTaskList<T> {
  const { order = 'UPDATE_DESC', filter, limit } = options;
  const live = useLiveQuery(
    async () => {
      if (!hasDb()) return { cached: [] as T[], outbox: [] as OutboxEntry[] };
      const db = getDb();
      const [rows, outbox] = await Promise.all([listCachedTasks<T>(db, module, order), pendingMutations(db, module)]);
      return { cached: rows.map((row) => row.data), outbox };
    },
    [module, order],
  );

  return useMemo(() => {
    const cached = live?.cached ?? [];
    const outbox = live?.outbox ?? [];
    if (server) {
      const byId = new Map(cached.map((row) => [row.task_id, row]));
      const merged = server.map((row) => {
        const known = byId.get(row.task_id);
        // The worker's poll may know a newer state than the list answer this page holds.
        return known && known.updated_at > row.updated_at ? { ...row, ...known } : row;
      });
      return { rows: applyPending(merged, outbox), fromCache: false, ready: true };
    }
    const visible = filter ? cached.filter(filter) : cached;
    const rows = applyPending(visible, outbox);
    return { rows: limit === undefined ? rows : rows.slice(0, limit), fromCache: true, ready: live !== undefined };
  }, [live, server, filter, limit]);
}

/** The number of mutations made offline that wait for the network (for the banner). */
export function usePendingCount(module?: TOfflineModule): number {
  return useLiveQuery(async () => (hasDb() ? (await pendingMutations(getDb(), module)).length : 0), [module], 0);
}

/** When a module's list was last refreshed from the server (ms), or null. */
export function useLastSynced(module: TOfflineModule): number | null {
  return useLiveQuery(
    async () => {
      if (!hasDb()) return null;
      return lastSyncedAt(getDb(), module);
    },
    [module],
    null,
  );
}
