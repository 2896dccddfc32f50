/// <reference lib="webworker" />
/**
 * Mutations made offline (issue 4 item 3): rename (PUT task/name), delete (DELETE tasks) and retry (POST task/run).
 * - Every such request leaves with an Idempotency-Key (the page's, or one made here in the spec's 'M'+time+random
 *   form) — before the first attempt, so a request that reached the server but whose answer was lost replays as
 *   the same key and is applied once (api.md "Idempotency").
 * - When the network fails, the request goes to a workbox-background-sync queue (replayed on the 'sync' event, or
 *   at once when a page says it is back online), the page-side outbox in Dexie gets the entry (lists show it as
 *   pending and applied), and the page receives a synthetic envelope {code: 202, data: {queued: true}}.
 * - A replay that gets an answer removes the outbox entry and tells the pages (replayed, or failed with the
 *   server's message); no answer, a 5xx or a 409 (the first attempt still running) keeps it queued.
 * Replays carry the token header and no cookies: a machine client, so a rotated XSRF cookie cannot reject them.
 */
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { CONTRACT_BASE } from '@common/api/paths';
import { Code } from '@common/codes';
import { getDb, type TMutationKind } from '../lib/offline/db';
import { completeMutation, enqueueMutation } from '../lib/offline/cache';
import { MUTATION_QUEUE, QUEUED_CODE, QUEUED_MESSAGE, type TQueuedEnvelope } from '../lib/offline/sw-protocol';
import { broadcast } from './bus';

declare const self: ServiceWorkerGlobalScope;

type TQueuedMeta = { module: 'contract'; kind: TMutationKind; targetId: string; key: string };

const MUTATIONS: { method: string; path: string; kind: TMutationKind }[] = [
  { method: 'PUT', path: `${CONTRACT_BASE}/task/name`, kind: 'rename' },
  { method: 'DELETE', path: `${CONTRACT_BASE}/tasks`, kind: 'delete' },
  { method: 'POST', path: `${CONTRACT_BASE}/task/run`, kind: 'retry' },
];
/** Forwarded to the replay; cookies and the XSRF header are not (see above). */
const KEPT_HEADERS = ['content-type', 'token', 'domain', 'idempotency-key'];
/** A queued mutation older than this is dropped (minutes, workbox's unit). */
const MAX_RETENTION_MINUTES = 7 * 24 * 60;

let replaying: Promise<void> | null = null;
const queue = new Queue(MUTATION_QUEUE, {
  maxRetentionTime: MAX_RETENTION_MINUTES,
  onSync: ({ queue: q }) => replayQueue(q),
});

/** The spec's helper id: 'M' + time + random 0-9999. */
function newKey(): string {
  return `M${Date.now()}${Math.floor(Math.random() * 10000)}`;
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** Which task a mutation is about, for the outbox (delete names the contract id; the lists know tasks by task id). */
async function targetOf(kind: TMutationKind, body: Record<string, unknown>): Promise<string> {
  if (kind !== 'delete') return String(body.task_id ?? '');
  const contractId = String(body.contract_id ?? '');
  const rows = await getDb().tasks.where('module').equals('contract').toArray();
  const row = rows.find((r) => (r.data as { contract_id?: string }).contract_id === contractId);
  return row?.id ?? contractId;
}

async function handleMutation(request: Request, kind: TMutationKind): Promise<Response> {
  const bodyText = await request.clone().text();
  const headers = new Headers(request.headers);
  const key = headers.get('Idempotency-Key') || newKey();
  headers.set('Idempotency-Key', key);
  try {
    return await fetch(new Request(request.url, { method: request.method, headers, body: bodyText || undefined, credentials: request.credentials }));
  } catch {
    // No answer: queue it (same key), mirror it in the outbox, tell the page it is pending.
  }
  const kept = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(bodyText || '{}') as Record<string, unknown>;
  } catch {
    // Not JSON: the server will refuse it on replay and the page hears why.
  }
  const targetId = await targetOf(kind, body);
  const meta: TQueuedMeta = { module: 'contract', kind, targetId, key };
  await queue.pushRequest({
    request: new Request(request.url, { method: request.method, headers: kept, body: bodyText || undefined, credentials: 'omit' }),
    metadata: meta,
  });
  const payload = kind === 'rename' ? { task_name: body.task_name } : {};
  await enqueueMutation(getDb(), { module: 'contract', kind, targetId, payload, idempotencyKey: key });
  broadcast({ type: 'mutation-queued', module: 'contract', kind, targetId, key });
  const envelope: TQueuedEnvelope = { code: QUEUED_CODE, data: { queued: true, idempotency_key: key }, message: QUEUED_MESSAGE };
  return json(envelope, 202);
}

async function replayOnce(q: Queue): Promise<void> {
  for (;;) {
    const entry = await q.shiftRequest();
    if (!entry) return;
    const meta = entry.metadata as TQueuedMeta;
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (err) {
      await q.unshiftRequest(entry);
      throw err; // the browser fires 'sync' again later
    }
    const env = (await response.clone().json().catch(() => null)) as { code?: number; message?: string } | null;
    if (response.status >= 500 || response.status === 409 || typeof env?.code !== 'number') {
      await q.unshiftRequest(entry);
      throw new Error(`replay deferred: HTTP ${response.status}`);
    }
    await completeMutation(getDb(), meta.key);
    if (env.code === Code.OK) {
      broadcast({ type: 'mutation-replayed', module: meta.module, kind: meta.kind, targetId: meta.targetId, key: meta.key });
    } else {
      broadcast({
        type: 'mutation-failed',
        module: meta.module,
        kind: meta.kind,
        targetId: meta.targetId,
        key: meta.key,
        code: env.code,
        message: env.message ?? '',
      });
    }
  }
}

/** One replay at a time, whoever asks (the sync event, a page back online). */
function replayQueue(q: Queue = queue): Promise<void> {
  replaying ??= replayOnce(q).finally(() => {
    replaying = null;
  });
  return replaying;
}

/** Replays now; resolves either way (a failure stays queued for the next sync event). */
export function replayNow(): Promise<void> {
  return replayQueue().catch(() => undefined);
}

export async function hasQueuedMutations(): Promise<boolean> {
  return (await queue.size()) > 0;
}

/** Logout: queued mutations of that user must not run later under the next user's eyes. */
export async function dropQueuedMutations(): Promise<void> {
  while (await queue.shiftRequest()) {
    // drained
  }
}

export function registerMutationSync(): void {
  for (const mutation of MUTATIONS) {
    registerRoute(
      ({ url, request }) => url.origin === self.location.origin && url.pathname === mutation.path && request.method === mutation.method,
      ({ request }) => handleMutation(request, mutation.kind),
      mutation.method as 'PUT' | 'DELETE' | 'POST',
    );
  }
}
