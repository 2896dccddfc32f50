/// <reference lib="webworker" />
/**
 * The 10-second status poll, run once for all open pages (issue 4 item 4, spec §4 "Polling"):
 * - runs while a page is open (heartbeats) and Dexie holds unfinished tasks of the logged-in user: contract reviews
 *   (tasks table) and every other module's tasks (history table, decision 216);
 * - every POLL_INTERVAL_MS asks PUT task/status for the reviews and PUT history/status for the rest (one tick, both
 *   calls), writes the answers into Dexie (lists re-render from it), tells the pages (BroadcastChannel) and raises
 *   the module's notification (审查完成 / 审查失败, 翻译完成, 尽调失败 …);
 * - stops when nothing is unfinished or the server answers a code other than 200; after such a refusal it starts
 *   again only when the set of unfinished tasks or the session changes. No answer at all (offline) keeps it going.
 * The worker calls with the token header and no cookies (a machine client, exempt from XSRF; api.md).
 */
import { CONTRACT_BASE, SAAS_BASE } from '@common/api/paths';
import { HISTORY_MODULES, isUnfinishedHistoryStatus, type THistoryItem, type THistoryModule } from '@common/api/history';
import { UNFINISHED_STATUSES, type TTaskStatus, type TTaskStatusItem } from '@common/api/contract';
import { Code } from '@common/codes';
import { POLL_INTERVAL_MS } from '@common/limits';
import type { TEnvelope } from '@common/api/envelope';
import { getDb, type CachedHistory, type CachedTask } from '../lib/offline/db';
import { patchTasks } from '../lib/offline/cache';
import { patchHistoryStatus, putHistory, unfinishedHistory } from '../lib/offline/history-cache';
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

/** Modules polled through history/status: all but contract review, which has its own call with file ids. */
const OTHER_MODULES = HISTORY_MODULES.filter((m): m is Exclude<THistoryModule, 'contract'> => m !== 'contract');

async function unfinishedTasks(): Promise<CachedTask<{ task_name?: string }>[]> {
  const rows = await getDb().tasks.where('module').equals('contract').toArray();
  return rows.filter((row) => UNFINISHED_STATUSES.includes(row.status as TTaskStatus)) as CachedTask<{ task_name?: string }>[];
}

type TUnfinished = { contract: CachedTask<{ task_name?: string }>[]; others: CachedHistory[] };

async function allUnfinished(): Promise<TUnfinished> {
  const [contract, others] = await Promise.all([unfinishedTasks(), unfinishedHistory(getDb(), OTHER_MODULES)]);
  return { contract, others };
}

function idsOf(u: TUnfinished): string[] {
  return [...u.contract.map((row) => row.id), ...u.others.map((row) => `${row.module}:${row.id}`)];
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
  const ids = idsOf(await allUnfinished());
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
  const unfinished = await allUnfinished();
  const ids = idsOf(unfinished);
  if (ids.length === 0) return;
  state.inFlight = true;
  state.lastPollAt = Date.now();
  // Each call: 'continue' (something still unfinished, or no answer: offline), 'done' or 'refused' (code != 200).
  const outcomes: ('continue' | 'done' | 'refused')[] = [];
  try {
    const [contract, others] = await Promise.all([
      unfinished.contract.length ? fetchStatus(unfinished.contract.map((row) => row.id), session) : Promise.resolve(undefined),
      unfinished.others.length ? fetchHistoryStatus(unfinished.others, session) : Promise.resolve(undefined),
    ]);
    if (contract !== undefined) {
      if (contract && (contract.code !== Code.OK || !Array.isArray(contract.data))) outcomes.push('refused');
      else if (contract) {
        await applyItems(unfinished.contract, contract.data);
        outcomes.push(contract.data.some((item) => UNFINISHED_STATUSES.includes(item.task_status)) ? 'continue' : 'done');
      } else outcomes.push('continue');
    }
    if (others !== undefined) {
      if (others && (others.code !== Code.OK || !Array.isArray(others.data?.items))) outcomes.push('refused');
      else if (others) {
        await applyHistoryItems(unfinished.others, others.data.items);
        outcomes.push(others.data.items.some((item) => isUnfinishedHistoryStatus(item.status)) ? 'continue' : 'done');
      } else outcomes.push('continue');
    }
  } finally {
    state.inFlight = false;
  }
  // spec §4: stop when nothing is unfinished or the server answers a code other than 200.
  if (outcomes.includes('refused')) state.refusedKey = pollKey(session.token, ids);
  if (outcomes.includes('continue') && !outcomes.includes('refused')) state.timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
}

/** One PUT history/status for the other modules' unfinished tasks; null when no answer arrived. */
async function fetchHistoryStatus(
  rows: CachedHistory[],
  session: { token: string; domain: string },
): Promise<TEnvelope<{ items: THistoryItem[] }> | null> {
  try {
    const response = await fetch(`${SAAS_BASE}/history/status`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', token: session.token, Domain: session.domain },
      body: JSON.stringify({ items: rows.slice(0, 100).map((row) => ({ module: row.module, task_id: row.id })) }),
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => null)) as TEnvelope<{ items: THistoryItem[] }> | null;
    return body && typeof body.code === 'number' ? body : null;
  } catch {
    return null;
  }
}

/** Writes the other modules' answers into the history table, tells the pages and notifies finished/failed tasks. */
export async function applyHistoryItems(before: CachedHistory[], items: THistoryItem[]): Promise<void> {
  const db = getDb();
  const answered = new Set(items.map((item) => `${item.module}:${item.task_id}`));
  // Asked for but not answered: deleted elsewhere (or another user's); keeping it would poll it for ever.
  const gone = before.filter((row) => !answered.has(`${row.module}:${row.id}`)).map((row) => [row.module, row.id]);
  if (gone.length) await db.history.bulkDelete(gone as unknown as string[]);
  await putHistory(db, items);
  const changed = items.filter((item) => before.some((row) => row.module === item.module && row.id === item.task_id && row.status !== item.status));
  if (changed.length) broadcast({ type: 'history-status', items: changed });
  for (const module of new Set(items.map((item) => item.module))) {
    await forgetNotified(module, items.filter((item) => item.module === module && isUnfinishedHistoryStatus(item.status)).map((item) => item.task_id));
  }
  for (const item of changed) {
    if (item.status !== 'FINISH' && item.status !== 'FAILURE') continue;
    await notifyTaskFinished({ module: item.module, taskId: item.task_id, status: item.status, taskName: item.title });
  }
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
  if (gone.length) {
    await db.tasks.bulkDelete(gone as unknown as string[]);
    await db.history.bulkDelete(gone as unknown as string[]);
  }
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
  // All history shows the same state offline.
  await patchHistoryStatus(db, 'contract', items.map((item) => ({ taskId: item.task_id, rawStatus: item.task_status, updatedAt: item.updated_at })));
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
