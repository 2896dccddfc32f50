/**
 * Feeds the offline history (decision 215): every successful answer of a module's list or detail query is written
 * to the Dexie history table as task summaries (history-sources.ts), so all history lists offline after one visit
 * and the worker knows every module's unfinished tasks. Pages need no code for it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getDb } from './db';
import { putHistory } from './history-cache';
import { historyFromQuery } from './history-sources';

/** Subscribes to the query cache; returns the unsubscribe function. */
export function observeHistoryQueries(queryClient: QueryClient, loggedIn: () => boolean): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !loggedIn()) return;
    const write = historyFromQuery(event.query.queryKey, event.query.state.data);
    if (!write || (write.summaries.length === 0 && !write.reconcile)) return;
    // Best effort: the offline copy must never break the online page.
    putHistory(getDb(), write.summaries, write.reconcile).catch(() => undefined);
  });
}
