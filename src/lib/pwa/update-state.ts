/**
 * '发现新版本，点击刷新' (issue 4 item 8). A new service worker waits (decision record 097); this store says whether
 * one is waiting, and `applyUpdate` activates it and reloads once it controls the page. Kept apart from
 * register-sw.ts so the prompt component does not pull workbox-window into the first load.
 */
type TUpdateState = { waiting: boolean };

let snapshot: TUpdateState = { waiting: false };
const listeners = new Set<() => void>();
let activate: (() => void) | null = null;

export function getUpdateState(): TUpdateState {
  return snapshot;
}

export function subscribeUpdateState(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** register-sw.ts reports a waiting worker and how to activate it. */
export function reportWaitingWorker(activateWaiting: (() => void) | null): void {
  activate = activateWaiting;
  snapshot = { waiting: activateWaiting !== null };
  for (const fn of listeners) fn();
}

/** The user clicked the prompt: activate the waiting worker (the page reloads when it takes control). */
export function applyUpdate(): void {
  if (activate) activate();
  else window.location.reload();
}
