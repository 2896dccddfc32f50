/**
 * The messages between pages and the service worker (architecture.md §4). Shared by both sides, types and constants
 * only, so the worker bundle stays small.
 *
 * page -> worker (postMessage to the controller; the worker answers a heartbeat with 'heartbeat-ack'):
 *   heartbeat  every HEARTBEAT_MS while a page is open: keeps the worker alive and hands it the session it polls with.
 *   replay     the page saw the network come back: replay queued mutations now (do not wait for the sync event).
 *   logout     the user logged out or another user logged in: forget the session, the queue and cached API answers.
 *   SKIP_WAITING  the user accepted '发现新版本，点击刷新' (or the server version changed): activate the waiting worker.
 * worker -> pages (BroadcastChannel CHANNEL, every open page of the origin):
 *   task-status       poll answers written to Dexie (lists re-render from Dexie; this is for the query cache).
 *   history-status    poll answers for the other modules' tasks (history/status), written to Dexie's history table.
 *   task-finished     a Web Push said a review finished (written to Dexie too).
 *   mutation-queued / mutation-replayed / mutation-failed   the offline outbox changed.
 */
import type { TTaskStatusItem } from '@common/api/contract';
import type { THistoryItem } from '@common/api/history';
import type { TMutationKind, TOfflineModule } from './db';

export const CHANNEL = 'lawdesk-sw';
/** A page says it is alive this often; the browser stops an idle worker after ~30 s. */
export const HEARTBEAT_MS = 5_000;
/** Without an answer for this long the pages take the poll over (one of them, under a Web Lock). */
export const WORKER_SILENT_MS = 12_000;
/** The Web Lock a page holds while it polls in the worker's place: never two pollers. */
export const PAGE_POLL_LOCK = 'lawdesk-status-poll';
/** The Background Sync queue of mutations made offline. */
export const MUTATION_QUEUE = 'lawdesk-mutations';
/** Envelope code of a mutation the worker queued instead of sending (the body: {queued: true, idempotency_key}). */
export const QUEUED_CODE = 202;
export const QUEUED_MESSAGE = '网络不可用，操作已保存，联网后自动同步';

export type THeartbeat = {
  type: 'heartbeat';
  token: string;
  /** The Domain header (the page's host): selects the tenant. */
  domain: string;
};

export type TPageMessage = THeartbeat | { type: 'replay' } | { type: 'logout' } | { type: 'SKIP_WAITING' };

export type TWorkerReply = { type: 'heartbeat-ack'; polling: boolean };

export type TWorkerBroadcast =
  | { type: 'task-status'; module: TOfflineModule; items: TTaskStatusItem[] }
  /** Tasks of modules other than contract review whose state changed (decision 216). */
  | { type: 'history-status'; items: THistoryItem[] }
  /** From a Web Push: only the final status is known; pages refetch their lists. */
  | { type: 'task-finished'; module: TOfflineModule; taskId: string; status: 'FINISH' | 'FAILURE' }
  | { type: 'mutation-queued'; module: TOfflineModule; kind: TMutationKind; targetId: string; key: string }
  | { type: 'mutation-replayed'; module: TOfflineModule; kind: TMutationKind; targetId: string; key: string }
  | { type: 'mutation-failed'; module: TOfflineModule; kind: TMutationKind; targetId: string; key: string; code: number; message: string };

export type TQueuedEnvelope = { code: typeof QUEUED_CODE; data: { queued: true; idempotency_key: string }; message: string };

/** True for the worker's answer to a mutation it queued (the page shows it as pending, not as done). */
export function isQueuedEnvelope(value: unknown): value is TQueuedEnvelope {
  const env = value as Partial<TQueuedEnvelope> | null;
  return typeof env === 'object' && env !== null && env.code === QUEUED_CODE && env.data?.queued === true;
}

/** True for the data of a queued mutation (what apiData resolves with). */
export function isQueuedResult(data: unknown): data is TQueuedEnvelope['data'] {
  return typeof data === 'object' && data !== null && (data as { queued?: unknown }).queued === true;
}
