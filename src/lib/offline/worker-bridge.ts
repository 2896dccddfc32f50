/**
 * The page side of the worker protocol (sw-protocol.ts): heartbeats that keep the worker alive and give it the
 * session, the worker's broadcasts fanned out to whoever listens, and the decision whether this page must poll
 * task status itself — only when the worker stopped answering, only a visible page, and only the one page that
 * holds the PAGE_POLL_LOCK Web Lock (never two pollers).
 */
import {
  CHANNEL,
  HEARTBEAT_MS,
  PAGE_POLL_LOCK,
  WORKER_SILENT_MS,
  type TPageMessage,
  type TWorkerBroadcast,
  type TWorkerReply,
} from './sw-protocol';

export type TWorkerState = {
  /** The worker answered a heartbeat recently. */
  alive: boolean;
  /** This page polls task status itself (the worker is gone and this page holds the lock). */
  pagePolls: boolean;
};

let snapshot: TWorkerState = { alive: false, pagePolls: false };
const stateListeners = new Set<() => void>();
const broadcastListeners = new Set<(message: TWorkerBroadcast) => void>();
let started = false;
let lastAckAt = 0;
let startedAt = 0;
let releaseLock: (() => void) | null = null;
let lockPending = false;
let sessionSource: () => { token: string; domain: string } = () => ({ token: '', domain: '' });

function setSnapshot(next: TWorkerState): void {
  if (next.alive === snapshot.alive && next.pagePolls === snapshot.pagePolls) return;
  snapshot = next;
  for (const fn of stateListeners) fn();
}

export function getWorkerState(): TWorkerState {
  return snapshot;
}

export function subscribeWorkerState(fn: () => void): () => void {
  stateListeners.add(fn);
  return () => stateListeners.delete(fn);
}

/** Listens to what the worker tells every page (status answers, replayed mutations...). */
export function onWorkerBroadcast(fn: (message: TWorkerBroadcast) => void): () => void {
  broadcastListeners.add(fn);
  return () => broadcastListeners.delete(fn);
}

/** Posts to the worker controlling this page; false when there is none. */
export function postToWorker(message: TPageMessage): boolean {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return false;
  controller.postMessage(message);
  return true;
}

function workerAnswering(now: number): boolean {
  if (!navigator.serviceWorker?.controller) return false;
  // Just started with a controller: give the first heartbeat time to be answered before calling the worker gone.
  if (lastAckAt === 0) return now - startedAt < WORKER_SILENT_MS;
  return now - lastAckAt < WORKER_SILENT_MS;
}

function takeLock(): void {
  if (releaseLock || lockPending) return;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) {
    // No Web Locks (old browsers): at worst each visible page polls, as before the worker took it over.
    releaseLock = () => undefined;
    setSnapshot({ ...snapshot, pagePolls: true });
    return;
  }
  lockPending = true;
  void locks.request(PAGE_POLL_LOCK, { ifAvailable: true }, (lock) => {
    lockPending = false;
    if (!lock) return undefined;
    return new Promise<void>((resolve) => {
      releaseLock = resolve;
      setSnapshot({ ...snapshot, pagePolls: true });
    });
  });
}

function dropLock(): void {
  releaseLock?.();
  releaseLock = null;
  if (snapshot.pagePolls) setSnapshot({ ...snapshot, pagePolls: false });
}

function evaluate(): void {
  const alive = workerAnswering(Date.now());
  setSnapshot({ ...snapshot, alive });
  if (alive || document.visibilityState === 'hidden') dropLock();
  else takeLock();
}

function beat(): void {
  const { token, domain } = sessionSource();
  postToWorker({ type: 'heartbeat', token, domain });
  evaluate();
}

/** Starts heartbeats and listening; call once at start-up. `session` is read on every heartbeat. */
export function startWorkerBridge(session: () => { token: string; domain: string }): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startedAt = Date.now();
  sessionSource = session;
  const sw = navigator.serviceWorker;
  sw?.addEventListener('message', (event: MessageEvent<TWorkerReply>) => {
    if (event.data?.type !== 'heartbeat-ack') return;
    lastAckAt = Date.now();
    evaluate();
  });
  sw?.addEventListener('controllerchange', () => beat());
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<TWorkerBroadcast>) => {
      for (const fn of broadcastListeners) fn(event.data);
    };
  }
  // Back online: queued mutations go now rather than whenever the browser fires 'sync'.
  window.addEventListener('online', () => postToWorker({ type: 'replay' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') beat();
    else evaluate();
  });
  setInterval(beat, HEARTBEAT_MS);
  beat();
}

/** Sends a heartbeat now (after login, so the worker polls with the new session at once). */
export function heartbeatNow(): void {
  if (started) beat();
}
