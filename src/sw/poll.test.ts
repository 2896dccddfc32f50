/**
 * The worker's status poll (spec §4): every 10 s while a page is open and Dexie holds unfinished tasks; stops when
 * nothing is unfinished or the server answers a code other than 200; keeps going while offline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../lib/offline/db';
import { clearOfflineData, listCachedTasks, putTasks } from '../lib/offline/cache';
import { ensurePolling, isPolling, stopPolling } from './poll';
import { rememberHeartbeat } from './session';

type TAnswer = { code: number; data: unknown; message: string } | 'offline';

const task = (id: string, status = 'RUNNING') => ({ task_id: id, task_name: `合同${id}`, status, updated_at: '2026-11-22T01:00:00Z' });
const item = (id: string, status: string) => ({
  task_id: id,
  task_status: status,
  sec: status === 'FINISH' ? 100 : 40,
  updated_at: status === 'FINISH' ? '2026-11-22T02:00:00Z' : '2026-11-22T01:00:00Z',
  failure_reason: '',
  annotated_file_url: '',
  annotated_file_url_id: status === 'FINISH' ? `f-${id}` : '',
  detail_annotated_file_url_id: '',
  pure_annotated_file_url_id: '',
  complete_report_url_id: '',
  simple_report_url: '',
});

let answers: TAnswer[];
let calls: { ids: string[]; headers: Record<string, string>; credentials?: RequestCredentials }[];

function stubServer(): void {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push({ ids: (JSON.parse(String(init.body)) as { task_ids: string[] }).task_ids, headers: init.headers as Record<string, string>, credentials: init.credentials });
    const answer = answers.shift() ?? { code: 200, data: [], message: '' };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer));
  });
}

/** Lets IndexedDB (fake-indexeddb schedules on real setImmediate) finish what the poll started. */
async function settle(): Promise<void> {
  const { setImmediate } = globalThis as unknown as { setImmediate: (fn: () => void) => void };
  for (let i = 0; i < 30; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Lets time pass second by second with a page sending heartbeats every 5 s, as an open tab does. */
async function openPageFor(ms: number, beating = true): Promise<void> {
  for (let t = 0; t < ms; t += 1000) {
    if (beating && t % 5000 === 0) {
      rememberHeartbeat({ type: 'heartbeat', token: 'tok', domain: 'lawdesk.test' });
      await ensurePolling();
    }
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  answers = [];
  calls = [];
  stubServer();
  await clearOfflineData(getDb());
});

afterEach(() => {
  stopPolling();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('status poll in the service worker', () => {
  it('asks for every unfinished task once per 10 s, however many pages beat, with the token and no cookies', async () => {
    await putTasks(getDb(), 'contract', [task('a'), task('b', 'PENDING'), task('c', 'FINISH'), task('d', 'UNDER_REVIEW')]);
    answers = Array.from({ length: 10 }, () => ({ code: 200, data: [item('a', 'RUNNING'), item('b', 'RUNNING'), item('d', 'UNDER_REVIEW')], message: '' }));
    await openPageFor(60_000);
    expect(calls.length).toBe(6);
    expect(calls[0]!.ids).toEqual(['a', 'b', 'd']);
    expect(calls[0]!.headers).toMatchObject({ token: 'tok', Domain: 'lawdesk.test' });
    expect(calls[0]!.credentials).toBe('omit');
  });

  it('writes answers into Dexie and stops once nothing is unfinished', async () => {
    await putTasks(getDb(), 'contract', [task('a'), task('b')]);
    answers = [
      { code: 200, data: [item('a', 'FINISH'), item('b', 'RUNNING')], message: '' },
      { code: 200, data: [item('b', 'FAILURE')], message: '' },
    ];
    await openPageFor(60_000);
    expect(calls.map((c) => c.ids)).toEqual([['a', 'b'], ['b']]);
    const rows = await listCachedTasks<{ sec: number; annotated_file_url_id: string }>(getDb(), 'contract');
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ a: 'FINISH', b: 'FAILURE' });
    expect(rows.find((r) => r.id === 'a')!.data.annotated_file_url_id).toBe('f-a');
    // spec §4: FAILURE resets progress to 0.
    expect(rows.find((r) => r.id === 'b')!.data.sec).toBe(0);
    expect(isPolling()).toBe(false);
  });

  it('stops on a code other than 200 and does not ask again for the same tasks, but does for a new one', async () => {
    await putTasks(getDb(), 'contract', [task('a')]);
    answers = [{ code: 10015, data: null, message: '登录已失效，请重新登录' }];
    await openPageFor(40_000);
    expect(calls).toHaveLength(1);
    await putTasks(getDb(), 'contract', [task('n', 'PENDING')]);
    answers = [{ code: 200, data: [item('a', 'RUNNING'), item('n', 'RUNNING')], message: '' }];
    await openPageFor(10_000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.ids).toEqual(['a', 'n']);
  });

  it('keeps polling while the network is down (no answer is not a refusal)', async () => {
    await putTasks(getDb(), 'contract', [task('a')]);
    answers = ['offline', 'offline', { code: 200, data: [item('a', 'FINISH')], message: '' }];
    await openPageFor(40_000);
    expect(calls).toHaveLength(3);
    expect((await listCachedTasks(getDb(), 'contract'))[0]!.status).toBe('FINISH');
  });

  it('stops when no page has beaten for a while', async () => {
    await putTasks(getDb(), 'contract', [task('a')]);
    answers = Array.from({ length: 10 }, () => ({ code: 200, data: [item('a', 'RUNNING')], message: '' }));
    await openPageFor(20_000);
    const before = calls.length;
    await openPageFor(60_000, false);
    expect(calls.length - before).toBeLessThanOrEqual(2);
    expect(isPolling()).toBe(false);
  });

  it('forgets a task the server does not know any more (deleted elsewhere) instead of asking for it for ever', async () => {
    await putTasks(getDb(), 'contract', [task('a'), task('gone')]);
    answers = [{ code: 200, data: [item('a', 'RUNNING')], message: '' }];
    await openPageFor(10_000);
    expect((await listCachedTasks(getDb(), 'contract')).map((r) => r.id)).toEqual(['a']);
  });
});
