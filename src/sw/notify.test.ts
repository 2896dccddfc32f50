/**
 * 审查完成 / 审查失败 notifications (issue 4 item 5): once per task and state whoever sees it first (poll or push),
 * not when a focused page shows that task, again after a retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../lib/offline/db';
import { clearOfflineData } from '../lib/offline/cache';
import { forgetNotified, notifyTaskFinished, pageShowsTask, registerNotificationClicks, taskUrl } from './notify';

type TShown = { title: string; options: NotificationOptions };
let shown: TShown[];
let windows: { url: string; focused: boolean; focus?: () => Promise<unknown> }[];

beforeEach(async () => {
  await clearOfflineData(getDb());
  shown = [];
  windows = [];
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('registration', { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) });
  vi.stubGlobal('clients', { matchAll: async () => windows });
});

afterEach(() => vi.unstubAllGlobals());

describe('task notifications', () => {
  it('says 审查完成 with the task name and opens the review when clicked', async () => {
    expect(await notifyTaskFinished({ module: 'contract', taskId: 't1', status: 'FINISH', taskName: '房屋租赁合同' })).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('审查完成');
    expect(shown[0]!.options).toMatchObject({ body: '房屋租赁合同', tag: 'task-t1', data: { url: '/reviewDetail?task_id=t1', taskId: 't1' } });
  });

  it('says 审查失败 and leads to the task list, where 重试 is', async () => {
    await notifyTaskFinished({ module: 'contract', taskId: 't2', status: 'FAILURE', taskName: '借款合同' });
    expect(shown[0]).toMatchObject({ title: '审查失败', options: { body: '借款合同', data: { url: '/contract' } } });
  });

  it('notifies once when both the poll and a push report the same finish', async () => {
    await notifyTaskFinished({ module: 'contract', taskId: 't3', status: 'FINISH', taskName: 'A' });
    await notifyTaskFinished({ module: 'contract', taskId: 't3', status: 'FINISH', taskName: 'A' });
    expect(shown).toHaveLength(1);
  });

  it('notifies again when a retried task finishes again', async () => {
    await notifyTaskFinished({ module: 'contract', taskId: 't4', status: 'FAILURE', taskName: 'A' });
    await forgetNotified('contract', ['t4']);
    await notifyTaskFinished({ module: 'contract', taskId: 't4', status: 'FAILURE', taskName: 'A' });
    expect(shown).toHaveLength(2);
  });

  it('stays quiet when a focused page shows that very task, not when it shows the list or is in the background', async () => {
    windows = [{ url: 'https://lawdesk.test/detail?id=f&tid=t5&name=x', focused: true }];
    expect(await notifyTaskFinished({ module: 'contract', taskId: 't5', status: 'FINISH', taskName: 'A' })).toBe(false);
    windows = [
      { url: 'https://lawdesk.test/contract', focused: true },
      { url: 'https://lawdesk.test/reviewDetail?task_id=t6', focused: false },
    ];
    expect(await notifyTaskFinished({ module: 'contract', taskId: 't6', status: 'FINISH', taskName: 'A' })).toBe(true);
  });

  it('does nothing without the permission', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(await notifyTaskFinished({ module: 'contract', taskId: 't7', status: 'FINISH', taskName: 'A' })).toBe(false);
    expect(shown).toHaveLength(0);
  });

  it('recognises a page by the task parameters of spec §2', () => {
    expect(pageShowsTask('https://x/detail?tid=9', '9')).toBe(true);
    expect(pageShowsTask('https://x/reviewDetail?task_id=9', '9')).toBe(true);
    expect(pageShowsTask('https://x/detail?currentTaskId=9', '9')).toBe(true);
    expect(pageShowsTask('https://x/detail?tid=19', '9')).toBe(false);
    expect(taskUrl({ taskId: 'a b', status: 'FINISH' })).toBe('/reviewDetail?task_id=a+b');
  });
});

describe('clicking a notification', () => {
  async function click(data: { url: string; taskId: string }): Promise<{ opened: string[]; closed: boolean }> {
    let handler: ((event: unknown) => void) | undefined;
    vi.spyOn(self, 'addEventListener').mockImplementation(((type: string, fn: (event: unknown) => void) => {
      if (type === 'notificationclick') handler = fn;
    }) as typeof self.addEventListener);
    const opened: string[] = [];
    vi.stubGlobal('clients', { matchAll: async () => windows, openWindow: async (url: string) => void opened.push(url) });
    registerNotificationClicks();
    let closed = false;
    let done: Promise<unknown> = Promise.resolve();
    handler!({ notification: { data, close: () => (closed = true) }, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    return { opened, closed };
  }

  it('focuses the window that already shows the review', async () => {
    const focus = vi.fn(async () => undefined);
    windows = [
      { url: 'http://localhost:3000/contract', focused: false, focus: vi.fn() },
      { url: 'http://localhost:3000/detail?tid=t1&name=x', focused: false, focus },
    ];
    const { opened, closed } = await click({ url: '/reviewDetail?task_id=t1', taskId: 't1' });
    expect(closed).toBe(true);
    expect(focus).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
  });

  it('opens the review in a new window rather than taking over one the lawyer is using', async () => {
    windows = [{ url: 'http://localhost:3000/research', focused: true, focus: vi.fn() }];
    const { opened } = await click({ url: '/reviewDetail?task_id=t2', taskId: 't2' });
    expect(opened).toEqual([`${self.location.origin}/reviewDetail?task_id=t2`]);
  });
});
