/**
 * Who applies the worker's status answers to a module's query cache (progress, file ids). Kept apart from
 * runtime.ts so a module's page code can register without pulling the whole runtime into its chunk.
 */
import type { TTaskStatusItem } from '@common/api/contract';
import type { TOfflineModule } from './db';

type TStatusHandler = (items: TTaskStatusItem[]) => void;
const handlers = new Map<TOfflineModule, TStatusHandler>();

/** Registers the module's handler; returns the function that removes it. Lists on useOfflineTasks need none. */
export function onWorkerTaskStatus(module: TOfflineModule, handler: TStatusHandler): () => void {
  handlers.set(module, handler);
  return () => {
    if (handlers.get(module) === handler) handlers.delete(module);
  };
}

export function workerStatusHandler(module: TOfflineModule): TStatusHandler | undefined {
  return handlers.get(module);
}
