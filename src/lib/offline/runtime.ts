/**
 * Starts the offline side of the app once (main.tsx): user scoping of the offline data, the worker bridge
 * (heartbeats, broadcasts, poll fallback), what pages do with the worker's news, and the push subscription.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getState, subscribe } from '../store';
import { getToken } from '../session';
import { notify } from '../notify';
import { ensurePushSubscription } from '../pwa/notifications';
import { liveQuery } from 'dexie';
import { getDb, type TMutationKind, type TOfflineModule } from './db';
import { lastSyncedAt, pendingMutations } from './cache';
import { setOfflineStatus } from './offline-status';
import { watchUserScope } from './user-scope';
import { observeHistoryQueries } from './history-observer';
import { workerStatusHandler } from './status-handlers';
import { heartbeatNow, onWorkerBroadcast, startWorkerBridge } from './worker-bridge';

const KIND_LABELS: Record<TMutationKind, string> = { rename: '重命名', delete: '删除', retry: '重新审查' };

/** Queries of a module's lists: every module keys them [module, 'tasks', ...] (contractKeys.tasks()). */
const listsOf = (module: TOfflineModule) => ({ queryKey: [module, 'tasks'] });

let started = false;

export function startOfflineRuntime(queryClient: QueryClient): void {
  if (started || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  started = true;
  // A wipe also drops what the query cache (persisted to IndexedDB) holds of modules; base/* handles its own.
  watchUserScope(getDb(), () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'base' }));
  startWorkerBridge(() => ({ token: getToken(), domain: window.location.host }));
  // Every module's list and detail answers become task summaries in Dexie (all history offline, the worker's poll).
  observeHistoryQueries(queryClient, () => Boolean(getState().token));
  // The banner's figures, live: the worker writes the outbox and the lists write lastSyncedAt.
  liveQuery(async () => ({ pending: (await pendingMutations(getDb())).length, syncedAt: await lastSyncedAt(getDb(), 'contract') })).subscribe({
    next: (status) => setOfflineStatus(status),
    error: () => undefined,
  });

  onWorkerBroadcast((message) => {
    switch (message.type) {
      case 'mutation-replayed':
        notify.success(`离线时的${KIND_LABELS[message.kind]}已同步`, { id: `replayed:${message.key}` });
        void queryClient.invalidateQueries(listsOf(message.module));
        break;
      case 'mutation-failed':
        notify.error(`离线时的${KIND_LABELS[message.kind]}未能完成：${message.message || '请稍后重试'}`, { id: `failed:${message.key}` });
        void queryClient.invalidateQueries(listsOf(message.module));
        break;
      case 'task-finished':
        void queryClient.invalidateQueries(listsOf(message.module));
        break;
      case 'history-status':
        // Another module's task changed state (the worker's poll): its pages and all history refetch.
        void queryClient.invalidateQueries({ queryKey: ['history'] });
        for (const module of new Set(message.items.map((item) => item.module))) void queryClient.invalidateQueries({ queryKey: [module] });
        break;
      case 'task-status': {
        const handler = workerStatusHandler(message.module);
        if (handler) handler(message.items);
        else if (message.items.some((item) => item.task_status === 'FINISH' || item.task_status === 'FAILURE')) {
          void queryClient.invalidateQueries(listsOf(message.module));
        }
        break;
      }
      default:
        break;
    }
  });

  // A new session: the worker should poll with it now, and this browser's push subscription belongs to it.
  let lastToken = getState().token;
  subscribe(() => {
    const { token } = getState();
    if (token === lastToken) return;
    lastToken = token;
    heartbeatNow();
    if (token) void ensurePushSubscription();
  });
  if (lastToken) void ensurePushSubscription();
}
