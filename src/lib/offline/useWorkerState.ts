import { useSyncExternalStore } from 'react';
import { getWorkerState, subscribeWorkerState, type TWorkerState } from './worker-bridge';

/** Whether the service worker answers, and whether this page must poll task status in its place. */
export function useWorkerState(): TWorkerState {
  return useSyncExternalStore(subscribeWorkerState, getWorkerState, getWorkerState);
}

/** True only for the one visible page that polls because the worker stopped answering (pass to the poll hook). */
export function usePagePollFallback(): boolean {
  return useWorkerState().pagePolls;
}
