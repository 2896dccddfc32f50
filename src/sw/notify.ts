/// <reference lib="webworker" />
/**
 * '审查完成' / '审查失败' notifications (issue 4 item 5), and each other module's own pair (翻译完成, 尽调失败 …,
 * decision 216). Raised by the status poll and by Web Push, whichever sees
 * the final state first; the other one stays quiet (a meta entry per task and state, plus one tag per task).
 * Not raised when a focused page already shows that task (its detail page: the URL names the task).
 * A click focuses a window showing the review, or opens it in a new one.
 */
import { historyPath, type THistoryModule } from '@common/api/history';
import { getDb } from '../lib/offline/db';

declare const self: ServiceWorkerGlobalScope;

export type TFinalStatus = 'FINISH' | 'FAILURE';
export type TFinishedTask = { module: THistoryModule; taskId: string; status: TFinalStatus; taskName: string };

/** What finished, in each module's words (the body is the task's name). */
export const NOTIFICATION_TITLES: Record<THistoryModule, Record<TFinalStatus, string>> = {
  contract: { FINISH: '审查完成', FAILURE: '审查失败' },
  research: { FINISH: '研究完成', FAILURE: '研究失败' },
  document: { FINISH: '文件问答完成', FAILURE: '文件问答失败' },
  trace: { FINISH: '尽调完成', FAILURE: '尽调失败' },
  draft: { FINISH: '起草完成', FAILURE: '起草失败' },
  chat: { FINISH: '回答完成', FAILURE: '回答失败' },
  translation: { FINISH: '翻译完成', FAILURE: '翻译失败' },
};
/** Query parameters by which a page names the task it shows (spec §2 routes opened from tasks). */
const TASK_PARAMS = ['tid', 'task_id', 'currentTaskId', 'chat_id'];

const notifiedKey = (module: THistoryModule, taskId: string) => `notified:${module}:${taskId}`;

export function pageShowsTask(url: string, taskId: string): boolean {
  const parsed = new URL(url);
  // /research/{id} names its task in the path.
  if (parsed.pathname.endsWith(`/${encodeURIComponent(taskId)}`)) return true;
  return TASK_PARAMS.some((name) => parsed.searchParams.get(name) === taskId);
}

/**
 * Where a click leads: a finished review opens its detail page; a failed one the task list, where 重试 is
 * (spec §4: retry only for FAILURE tasks). Other modules open the task's own page, which shows a failure and its
 * retry itself.
 */
export function taskUrl(task: Pick<TFinishedTask, 'taskId' | 'status'> & { module?: THistoryModule }): string {
  const module = task.module ?? 'contract';
  if (module !== 'contract') return historyPath(module, task.taskId);
  if (task.status === 'FAILURE') return '/contract';
  return `/reviewDetail?${new URLSearchParams({ task_id: task.taskId }).toString()}`;
}

/** A task left its final state (retry): the next FINISH/FAILURE is news again. */
export async function forgetNotified(module: THistoryModule, taskIds: string[]): Promise<void> {
  if (taskIds.length) await getDb().meta.bulkDelete(taskIds.map((id) => notifiedKey(module, id)));
}

/** Shows the notification unless it was shown for this state already or a focused page shows the task. */
export async function notifyTaskFinished(task: TFinishedTask): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const db = getDb();
  const key = notifiedKey(task.module, task.taskId);
  const seen = await db.meta.get(key);
  if (seen?.value === task.status) return false;
  await db.meta.put({ key, value: task.status });
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.focused && pageShowsTask(client.url, task.taskId))) return false;
  await self.registration.showNotification(NOTIFICATION_TITLES[task.module][task.status], {
    body: task.taskName,
    tag: `task-${task.taskId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'zh-CN',
    data: { url: taskUrl(task), taskId: task.taskId },
  });
  return true;
}

async function openTask(data: { url?: string; taskId?: string }): Promise<void> {
  const target = new URL(data.url ?? '/contract', self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = data.taskId ? windows.find((client) => pageShowsTask(client.url, data.taskId!)) : undefined;
  if (showing) {
    await showing.focus();
    return;
  }
  const same = windows.find((client) => client.url === target.href);
  if (same) {
    await same.focus();
    return;
  }
  // Never navigate a window away from what the lawyer is doing there: task pages open in a new one (spec §2).
  await self.clients.openWindow(target.href);
}

export function registerNotificationClicks(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTask((event.notification.data ?? {}) as { url?: string; taskId?: string }));
  });
}
