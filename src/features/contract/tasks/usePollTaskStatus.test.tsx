import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TListTasksResponse } from '@common/api/contract';
import { POLL_INTERVAL_MS } from '@common/limits';
import { mockFetch } from '@/test-utils/mock-fetch';
import { resetStore, setState } from '@/lib/store';
import { contractKeys, RECENT_TASKS_QUERY } from '../queries';
import { buildStatusItem, buildTask } from '../test/factories';
import { usePollTaskStatus } from './usePollTaskStatus';

const STATUS = 'PUT /api/lawdesk/contract/api/v1/task/status';

function Poller() {
  usePollTaskStatus();
  return null;
}

function setup(list: TListTasksResponse) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(contractKeys.taskList(RECENT_TASKS_QUERY), list);
  render(
    <QueryClientProvider client={qc}>
      <Poller />
    </QueryClientProvider>,
  );
  return qc;
}

const listOf = (...tasks: ReturnType<typeof buildTask>[]) => ({ contract_infos: tasks, total_count: tasks.length, total_pages: 1 });
const polls = (calls: { method: string; path: string }[]) => calls.filter((c) => `${c.method} ${c.path}` === STATUS).length;

describe('usePollTaskStatus (spec §4 Polling)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    resetStore();
    setState({ token: 'tok' });
    localStorage.setItem('token', 'tok');
    document.cookie = 'XSRF-TOKEN=x; path=/';
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks every 10 s for the unfinished tasks and writes the answers into the cached lists', async () => {
    let answer = [buildStatusItem('t-1', 'RUNNING', { sec: 30 })];
    const { calls } = mockFetch({
      [STATUS]: () => ({ code: 200, data: answer }),
      'GET /api/lawdesk/contract/api/v1/tasks': () => ({ code: 200, data: listOf(buildTask({ status: 'FINISH' })) }),
    });
    const qc = setup(listOf(buildTask({ status: 'PENDING', sec: 0 }), buildTask({ task_id: 't-2', status: 'FINISH' })));

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 100);
    expect(polls(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(polls(calls)).toBe(1);
    expect(calls.find((c) => `${c.method} ${c.path}` === STATUS)?.body).toEqual({ task_ids: ['t-1'] });
    const cached = qc.getQueryData<TListTasksResponse>(contractKeys.taskList(RECENT_TASKS_QUERY));
    expect(cached?.contract_infos[0]).toMatchObject({ status: 'RUNNING', sec: 30 });

    answer = [buildStatusItem('t-1', 'FINISH')];
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls(calls)).toBe(2);
    expect(qc.getQueryData<TListTasksResponse>(contractKeys.taskList(RECENT_TASKS_QUERY))?.contract_infos[0]?.status).toBe('FINISH');

    // Nothing unfinished: no more polls.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls(calls)).toBe(2);
  });

  it('stops when the server answers a code other than 200', async () => {
    const { calls } = mockFetch({ [STATUS]: () => ({ code: 10014, message: '次数已用完' }) });
    setup(listOf(buildTask({ status: 'RUNNING', sec: 10 })));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(polls(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls(calls)).toBe(1);
  });

  it('does not poll when every task is finished or failed', async () => {
    const { calls } = mockFetch({ [STATUS]: () => ({ code: 200, data: [] }) });
    setup(listOf(buildTask({ status: 'FINISH' }), buildTask({ task_id: 't-2', status: 'FAILURE' })));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(polls(calls)).toBe(0);
  });
});
