/**
 * What the offline banner shows, as a tiny store without Dexie: runtime.ts (a lazy chunk) feeds it from Dexie live
 * queries, so the banner costs the first load nothing (decision record 015's budget).
 */
export type TOfflineStatus = {
  /** Mutations made offline that wait for the network. */
  pending: number;
  /** When the task lists were last refreshed from the server (ms), or null. */
  syncedAt: number | null;
};

let snapshot: TOfflineStatus = { pending: 0, syncedAt: null };
const listeners = new Set<() => void>();

export function getOfflineStatus(): TOfflineStatus {
  return snapshot;
}

export function setOfflineStatus(patch: Partial<TOfflineStatus>): void {
  const next = { ...snapshot, ...patch };
  if (next.pending === snapshot.pending && next.syncedAt === snapshot.syncedAt) return;
  snapshot = next;
  for (const fn of listeners) fn();
}

export function subscribeOfflineStatus(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
