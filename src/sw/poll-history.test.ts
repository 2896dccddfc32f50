/**
 * The worker's one status poll covers every module (decision 216): a translation or due-diligence task left
 * unfinished is asked about every 10 s through history/status in the same tick as the reviews, its new state is
 * written to the offline history, and the module's own notification (翻译完成, 尽调失败) is raised once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_STATUS_LABELS, historyPath, type THistoryItem, type THistoryModule } from '@common/api/history';
import { getDb } from '../lib/offline/db';
import { clearOfflineData, putTasks } from '../lib/offline/cache';
import { listHistory, putHistory } from '../lib/offline/history-cache';
import { ensurePolling, isPolling, stopPolling } from './poll';
import { rememberHeartbeat } from './session';

type TCall = { url: string; body: { items?: { module: string; task_id: string }[]; task_ids?: string[] } };
let calls: TCall[];
let historyAnswers: THistoryItem[][];
let shown: { title: string; options: NotificationOptions }[];

const summary = (module: THistoryModule, id: string, status: 'PENDING' | 'RUNNING' | 'FINISH' | 'FAILURE', title = `任务${id}`): THistoryItem => ({
  module,
  task_id: id,
  title,
  status,
  status_label: HISTORY_STATUS_LABELS[status],
  raw_status: status,
  updated_at: status === 'PENDING' || status === 'RUNNING' ? '2026-11-22T01:00:00.000Z' : '2026-11-22T02:00:00.000Z',
  path: historyPath(module, id),
});

async function settle(): Promise<void> {
  const { setImmediate } = globalThis as unknown as { setImmediate: (fn: () => void) => void };
  for (let i = 0; i < 30; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

async function openPageFor(ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 1000) {
    if (t % 5000 === 0) {
      rememberHeartbeat({ type: 'heartbeat', token: 'tok', domain: 'lawdesk.test' });
      await ensurePolling();
    }
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  calls = [];
  historyAnswers = [];
  shown = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as TCall['body'] });
    if (url.endsWith('/history/status')) return new Response(JSON.stringify({ code: 200, data: { items: historyAnswers.shift() ?? [] }, message: '' }));
    const ids = (JSON.parse(String(init.body)) as { task_ids: string[] }).task_ids;
    const data = ids.map((id) => ({ task_id: id, task_status: 'RUNNING', sec: 40, updated_at: '2026-11-22T01:00:00Z', failure_reason: '', annotated_file_url: '', annotated_file_url_id: '', detail_annotated_file_url_id: '', pure_annotated_file_url_id: '', complete_report_url_id: '', simple_report_url: '' }));
    return new Response(JSON.stringify({ code: 200, data, message: '' }));
  });
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('registration', { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) });
  vi.stubGlobal('clients', { matchAll: async () => [] });
  await clearOfflineData(getDb());
});

afterEach(() => {
  stopPolling();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('status poll for every module', () => {
  it('asks history/status for unfinished tasks of other modules, alongside the reviews, once per 10 s', async () => {
    await putTasks(getDb(), 'contract', [{ task_id: 'c1', task_name: '合同', status: 'RUNNING', updated_at: '2026-11-22T01:00:00Z' }]);
    await putHistory(getDb(), [summary('translation', 't1', 'RUNNING'), summary('trace', 'd1', 'PENDING'), summary('draft', 'x1', 'FINISH')]);
    historyAnswers = Array.from({ length: 5 }, () => [summary('translation', 't1', 'RUNNING'), summary('trace', 'd1', 'RUNNING')]);
    await openPageFor(30_000);
    const history = calls.filter((c) => c.url.endsWith('/history/status'));
    const contract = calls.filter((c) => c.url.endsWith('/task/status'));
    expect(history).toHaveLength(3);
    expect(contract).toHaveLength(3);
    // Finished tasks (the draft) are not asked about.
    expect(history[0]!.body.items).toEqual([
      { module: 'trace', task_id: 'd1' },
      { module: 'translation', task_id: 't1' },
    ]);
  });

  it('writes the new state offline, says 翻译完成 / 尽调失败 once each, and stops when nothing is unfinished', async () => {
    await putHistory(getDb(), [summary('translation', 't1', 'RUNNING', '借款合同英译'), summary('trace', 'd1', 'RUNNING', '目标公司尽调')]);
    historyAnswers = [
      [summary('translation', 't1', 'FINISH', '借款合同英译'), summary('trace', 'd1', 'RUNNING', '目标公司尽调')],
      [summary('trace', 'd1', 'FAILURE', '目标公司尽调')],
    ];
    await openPageFor(60_000);
    expect(calls).toHaveLength(2);
    expect(shown.map((n) => [n.title, n.options.body, (n.options.data as { url: string }).url])).toEqual([
      ['翻译完成', '借款合同英译', '/translate?task_id=t1'],
      ['尽调失败', '目标公司尽调', '/traceabilityDetail?task_id=d1'],
    ]);
    const cached = await listHistory(getDb());
    expect(Object.fromEntries(cached.map((i) => [i.task_id, i.status]))).toEqual({ t1: 'FINISH', d1: 'FAILURE' });
    expect(isPolling()).toBe(false);
  });

  it('drops a task the server no longer answers for (deleted elsewhere)', async () => {
    await putHistory(getDb(), [summary('translation', 't1', 'RUNNING'), summary('translation', 'gone', 'RUNNING')]);
    historyAnswers = [[summary('translation', 't1', 'RUNNING')]];
    await openPageFor(10_000);
    expect((await listHistory(getDb())).map((i) => i.task_id)).toEqual(['t1']);
  });
});
