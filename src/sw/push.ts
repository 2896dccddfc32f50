/// <reference lib="webworker" />
/**
 * Web Push (issue 4 item 6): the server pushes 'task.finished' when a review ends, whether or not a page is open.
 * The worker records the new status in Dexie (so the list is right at the next start, offline too), tells open
 * pages, and shows the same notification the poll would (once per task and state, see notify.ts).
 */
import type { TPushPayload } from '@common/api/push';
import { getDb } from '../lib/offline/db';
import { patchTasks } from '../lib/offline/cache';
import { broadcast } from './bus';
import { notifyTaskFinished } from './notify';

declare const self: ServiceWorkerGlobalScope;

function readPayload(data: PushMessageData | null): TPushPayload | null {
  try {
    const payload = data?.json() as Partial<TPushPayload> | undefined;
    if (payload?.type !== 'task.finished' || typeof payload.task_id !== 'string') return null;
    if (payload.status !== 'FINISH' && payload.status !== 'FAILURE') return null;
    return { type: payload.type, module: 'contract', task_id: payload.task_id, status: payload.status, task_name: String(payload.task_name ?? '') };
  } catch {
    return null;
  }
}

/** What the worker does with one push payload (exported for the page-driven test hook in sw.ts). */
export async function handlePushPayload(payload: TPushPayload): Promise<void> {
  const db = getDb();
  const before = await db.tasks.get(['contract', payload.task_id] as unknown as string);
  await patchTasks(db, 'contract', [
    { id: payload.task_id, status: payload.status, fields: { status: payload.status, ...(payload.status === 'FAILURE' ? { sec: 0 } : {}) } },
  ]);
  broadcast({ type: 'task-finished', module: 'contract', taskId: payload.task_id, status: payload.status });
  const name = payload.task_name || (before?.data as { task_name?: string } | undefined)?.task_name || '';
  await notifyTaskFinished({ module: 'contract', taskId: payload.task_id, status: payload.status, taskName: name });
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    if (payload) event.waitUntil(handlePushPayload(payload));
  });
}
