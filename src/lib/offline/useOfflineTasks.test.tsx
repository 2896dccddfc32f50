/**
 * Lists render from Dexie first and show offline changes as pending (issue 4 items 2-3): what a lawyer sees before
 * the server answers, after it answers, and with changes made on the train.
 */
import { renderHook, waitFor, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from './db';
import { clearOfflineData, enqueueMutation, patchTasks, putTasks } from './cache';
import { useOfflineTasks } from './useOfflineTasks';

type TRow = { task_id: string; task_name: string; status: string; updated_at: string };
const row = (id: string, updated_at: string, status = 'FINISH', task_name = `合同${id}`): TRow => ({ task_id: id, task_name, status, updated_at });

beforeEach(async () => {
  await clearOfflineData(getDb());
});
afterEach(() => cleanup());

describe('useOfflineTasks', () => {
  it('shows the cached rows, newest first, before the server answers', async () => {
    await putTasks(getDb(), 'contract', [row('1', '2026-11-01T00:00:00Z'), row('2', '2026-11-03T00:00:00Z'), row('3', '2026-11-02T00:00:00Z')]);
    const { result } = renderHook(() => useOfflineTasks<TRow>('contract', undefined, { limit: 2 }));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.fromCache).toBe(true);
    expect(result.current.rows.map((r) => r.task_id)).toEqual(['2', '3']);
  });

  it('filters cached rows the way the list asked (search, status) when offline', async () => {
    await putTasks(getDb(), 'contract', [row('1', 'a', 'FINISH', '租赁合同'), row('2', 'b', 'FAILURE', '借款合同')]);
    const filter = (r: TRow) => r.task_name.includes('借款');
    const { result } = renderHook(() => useOfflineTasks<TRow>('contract', undefined, { filter }));
    await waitFor(() => expect(result.current.rows.map((r) => r.task_id)).toEqual(['2']));
  });

  it('shows the server rows once they arrive, overlaid with a newer status the worker wrote to Dexie', async () => {
    await putTasks(getDb(), 'contract', [row('1', '2026-11-01T00:00:00Z', 'RUNNING')]);
    await patchTasks(getDb(), 'contract', [{ id: '1', status: 'FINISH', updatedAt: '2026-11-01T00:05:00Z', fields: { status: 'FINISH', updated_at: '2026-11-01T00:05:00Z' } }]);
    const server = [row('1', '2026-11-01T00:00:00Z', 'RUNNING'), row('9', '2026-10-01T00:00:00Z')];
    const { result } = renderHook(() => useOfflineTasks<TRow>('contract', server));
    await waitFor(() => expect(result.current.rows[0]?.status).toBe('FINISH'));
    expect(result.current.fromCache).toBe(false);
    expect(result.current.rows.map((r) => r.task_id)).toEqual(['1', '9']);
  });

  it('applies offline rename, delete and retry and marks them pending, updating live as the worker writes', async () => {
    await putTasks(getDb(), 'contract', [row('1', 'c', 'FINISH', '旧名'), row('2', 'b'), row('3', 'a', 'FAILURE')]);
    const { result } = renderHook(() => useOfflineTasks<TRow>('contract', undefined));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    await enqueueMutation(getDb(), { module: 'contract', kind: 'rename', targetId: '1', payload: { task_name: '新名' }, idempotencyKey: 'M1' });
    await enqueueMutation(getDb(), { module: 'contract', kind: 'delete', targetId: '2', payload: {}, idempotencyKey: 'M2' });
    await enqueueMutation(getDb(), { module: 'contract', kind: 'retry', targetId: '3', payload: {}, idempotencyKey: 'M3' });
    await waitFor(() => expect(result.current.rows.map((r) => `${r.task_id}:${r.status}`)).toEqual(['1:FINISH', '3:PENDING']));
    expect(result.current.rows[0]).toMatchObject({ task_name: '新名', pendingKinds: ['rename'] });
    expect(result.current.rows[1]).toMatchObject({ status: 'PENDING', pendingKinds: ['retry'] });
  });
});
