/// <reference lib="webworker" />
/**
 * The 10-second status poll, run once for all open pages (issue 4 item 4, spec §4 "Polling"):
 * - runs while a page is open (heartbeats) and Dexie holds unfinished contract tasks of the logged-in user;
 * - asks PUT task/status for them every POLL_INTERVAL_MS, writes the answers into Dexie (lists re-render from it),
 *   tells the pages (BroadcastChannel) and raises the 审查完成 / 审查失败 notification;
 * - stops when nothing is unfinished or the server answers a code other than 200; after such a refusal it starts
 *   again only when the set of unfinished tasks or the session changes. No answer at all (offline) keeps it going.
 * The worker calls with the token header and no cookies (a machine client, exempt from XSRF; api.md).
 */
import { CONTRACT_BASE } from '@common/api/paths';
import { UNFINISHED_STATUSES, type TTaskStatus, type TTaskStatusItem } from '@common/api/contract';
import { Code } from '@common/codes';
import { POLL_INTERVAL_MS } from '@common/limits';
import type { TEnvelope } from '@common/api/envelope';
import { getDb, type CachedTask } from '../lib/offline/db';
import { patchTasks } from '../lib/offline/cache';
import { broadcast } from './bus';
import { forgetNotified, notifyTaskFinished, type TFinalStatus } from './notify';
import { pageOpen, workerSession } from './session';

type TPollState = {
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  lastPollAt: number;
  /** Session + ids the server refused (non-200): do not ask again for exactly these. */
  refusedKey: string;
};

const state: TPollState = { timer: undefined, inFlight: false, lastPollAt: 0, refusedKey: '' };

async function unfinishedTasks(): Promise<CachedTask<{ task_name?: string }>[]> {
  const rows = await getDb().tasks.where('module').equals('contract').toArray();
  return rows.filter((row) => UNFINISHED_STATUSES.includes(row.status as TTaskStatus)) as CachedTask<{ task_name?: string }>[];
}

function pollKey(token: string, ids: string[]): string {
  return `${token}|${[...ids].sort().join(',')}`;
}

/** True while the worker has a poll scheduled or running (the heartbeat answer says so). */
export function isPolling(): boolean {
  return state.timer !== undefined || state.inFlight;
}

/** Called on every heartbeat: starts the poll when there is something to poll and nobody refused it. */
export async function ensurePolling(): Promise<void> {
  if (isPolling()) return;
  const session = workerSession();
  if (!session) return;
  const ids = (await unfinishedTasks()).map((row) => row.id);
  if (ids.length === 0 || state.refusedKey === pollKey(session.token, ids)) return;
  if (isPolling()) return;
  // The spec's rhythm: the first question 10 s after there is something to ask, then every 10 s.
  const since = state.lastPollAt ? Date.now() - state.lastPollAt : 0;
  state.timer = setTimeout(() => void tick(), Math.max(0, POLL_INTERVAL_MS - since));
}

/** The user logged out: drop the schedule (the session is gone too). */
export function stopPolling(): void {
  clearTimeout(state.timer);
  state.timer = undefined;
  state.refusedKey = '';
  state.lastPollAt = 0;
}

async function tick(): Promise<void> {
  state.timer = undefined;
  const session = workerSession();
  // No page left: stop; the next page's heartbeat starts it again, Web Push reports what finishes meanwhile.
  if (!session || !pageOpen()) return;
  const rows = await unfinishedTasks();
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  state.inFlight = true;
  state.lastPollAt = Date.now();
  let next: 'continue' | 'stop' = 'continue';
  try {
    const env = await fetchStatus(ids, session);
    if (env && (env.code !== Code.OK || !Array.isArray(env.data))) {
      state.refusedKey = pollKey(session.token, ids);
      next = 'stop';
    } else if (env) {
      await applyItems(rows, env.data);
      if (!env.data.some((item) => UNFINISHED_STATUSES.includes(item.task_status))) next = 'stop';
    }
  } finally {
    state.inFlight = false;
  }
  if (next === 'continue') state.timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
}

/** One PUT task/status; null when no answer arrived (offline, server down). */
async function fetchStatus(ids: string[], session: { token: string; domain: string }): Promise<TEnvelope<TTaskStatusItem[]> | null> {
  try {
    const response = await fetch(`${CONTRACT_BASE}/task/status`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', token: session.token, Domain: session.domain },
      body: JSON.stringify({ task_ids: ids }),
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => null)) as TEnvelope<TTaskStatusItem[]> | null;
    return body && typeof body.code === 'number' ? body : null;
  } catch {
    return null;
  }
}

/** Writes the answers into Dexie, tells the pages, and notifies for tasks that just reached FINISH or FAILURE. */
export async function applyItems(before: CachedTask<{ task_name?: string }>[], items: TTaskStatusItem[]): Promise<void> {
  const db = getDb();
  const answered = new Set(items.map((item) => item.task_id));
  // Asked for but not answered: deleted elsewhere (or another user's); keeping it would poll it for ever.
  const gone = before.filter((row) => !answered.has(row.id)).map((row) => [row.module, row.id]);
  if (gone.length) await db.tasks.bulkDelete(gone as unknown as string[]);
  await patchTasks(
    db,
    'contract',
    items.map(({ task_status, ...rest }) => ({
      id: rest.task_id,
      status: task_status,
      updatedAt: rest.updated_at,
      // spec §4: FAILURE resets progress to 0.
      fields: { ...rest, status: task_status, sec: task_status === 'FAILURE' ? 0 : rest.sec },
    })),
  );
  broadcast({ type: 'task-status', module: 'contract', items });

  const byId = new Map(before.map((row) => [row.id, row]));
  await forgetNotified(
    'contract',
    items.filter((item) => UNFINISHED_STATUSES.includes(item.task_status)).map((item) => item.task_id),
  );
  for (const item of items) {
    if (item.task_status !== 'FINISH' && item.task_status !== 'FAILURE') continue;
    const row = byId.get(item.task_id);
    if (!row || row.status === item.task_status) continue;
    await notifyTaskFinished({
      module: 'contract',
      taskId: item.task_id,
      status: item.task_status as TFinalStatus,
      taskName: row.data.task_name ?? '',
    });
  }
}
