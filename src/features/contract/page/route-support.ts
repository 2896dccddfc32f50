/**
 * The loader work of /contract and /guidContract: warms the caches the page reads first. Imported dynamically by the
 * route loaders, so the query code (and Dexie) stays out of the first load of /guidHome.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getState } from '@/lib/store';
import { categoriesQueryOptions, RECENT_TASKS_QUERY, tasksQueryOptions } from '../queries';

/** Starts the first requests while the page chunk loads; a failure shows up in the page, not as a route error. */
export function prefetchContractPage(queryClient: QueryClient): void {
  if (!getState().token) return;
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(tasksQueryOptions(RECENT_TASKS_QUERY));
}
