import { describe, it, expect, beforeEach } from 'vitest';
import { openLawdeskDb, type LawdeskDb } from './db';
import {
  scopeToUser,
  putTasks,
  patchTasks,
  listCachedTasks,
  enqueueMutation,
  pendingMutations,
  completeMutation,
  applyPending,
  putResult,
  getResult,
  lastSyncedAt,
  clearOfflineData,
} from './cache';

const task = (id: string, updated_at: string, extra: Partial<{ task_name: string; status: string }> = {}) => ({
  task_id: id,
  task_name: extra.task_name ?? `合同${id}`,
  updated_at,
  status: extra.status ?? 'FINISH',
});

let db: LawdeskDb;
beforeEach(async () => {
  db = openLawdeskDb(`test-${Math.random()}`);
  await db.open();
});

describe('offline cache', () => {
  it('lists cached tasks in the server order and records when the module was synced', async () => {
    await putTasks(db, 'contract', [task('1', '2026-11-01T10:00:00Z'), task('2', '2026-11-03T10:00:00Z'), task('3', '2026-11-02T10:00:00Z')]);
    expect((await listCachedTasks(db, 'contract')).map((row) => row.id)).toEqual(['2', '3', '1']);
    expect((await listCachedTasks(db, 'contract', 'UPDATE_ASC')).map((row) => row.id)).toEqual(['1', '3', '2']);
    expect(await lastSyncedAt(db, 'contract')).toBeGreaterThan(Date.now() - 5000);
    expect(await listCachedTasks(db, 'translation')).toEqual([]);
  });

  it('replaces a module on a full refresh, dropping rows deleted elsewhere', async () => {
    await putTasks(db, 'contract', [task('1', '2026-11-01T10:00:00Z'), task('2', '2026-11-02T10:00:00Z')]);
    await putTasks(db, 'contract', [task('2', '2026-11-02T10:00:00Z')], { replaceModule: true });
    expect((await listCachedTasks(db, 'contract')).map((row) => row.id)).toEqual(['2']);
  });

  it('patches status from the poll without inventing rows', async () => {
    await putTasks(db, 'contract', [task('1', '2026-11-01T10:00:00Z', { status: 'RUNNING' })]);
    await patchTasks(db, 'contract', [
      { id: '1', status: 'FINISH', fields: { status: 'FINISH', sec: 100 } },
      { id: 'ghost', status: 'FINISH', fields: {} },
    ]);
    const rows = await listCachedTasks<{ status: string; sec: number }>(db, 'contract');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('FINISH');
    expect(rows[0]!.data.sec).toBe(100);
  });

  it('wipes the cache when another user logs in, keeps it for the same user', async () => {
    await scopeToUser(db, 'u1');
    await putTasks(db, 'contract', [task('1', '2026-11-01T10:00:00Z')]);
    await putResult(db, 'contract', '1', { findings: [] });
    await scopeToUser(db, 'u1');
    expect(await listCachedTasks(db, 'contract')).toHaveLength(1);
    await scopeToUser(db, 'u2');
    expect(await listCachedTasks(db, 'contract')).toHaveLength(0);
    expect(await getResult(db, 'contract', '1')).toBeUndefined();
  });

  it('logout clears everything including the outbox', async () => {
    await putTasks(db, 'contract', [task('1', '2026-11-01T10:00:00Z')]);
    await enqueueMutation(db, { module: 'contract', kind: 'delete', targetId: '1', payload: {}, idempotencyKey: 'M1' });
    await clearOfflineData(db);
    expect(await pendingMutations(db)).toEqual([]);
    expect(await listCachedTasks(db, 'contract')).toEqual([]);
  });
});

describe('outbox', () => {
  it('keeps one pending rename per task and removes entries once replayed', async () => {
    await enqueueMutation(db, { module: 'contract', kind: 'rename', targetId: '1', payload: { task_name: 'A' }, idempotencyKey: 'M1' });
    await enqueueMutation(db, { module: 'contract', kind: 'rename', targetId: '1', payload: { task_name: 'B' }, idempotencyKey: 'M2' });
    await enqueueMutation(db, { module: 'contract', kind: 'delete', targetId: '2', payload: {}, idempotencyKey: 'M3' });
    const pending = await pendingMutations(db, 'contract');
    expect(pending.map((entry) => entry.idempotencyKey)).toEqual(['M2', 'M3']);
    await completeMutation(db, 'M2');
    expect((await pendingMutations(db)).map((entry) => entry.idempotencyKey)).toEqual(['M3']);
  });

  it('applies pending mutations optimistically and marks them pending', async () => {
    const rows = [task('1', 'a', { task_name: '旧名' }), task('2', 'b'), task('3', 'c', { status: 'FAILURE' })];
    await enqueueMutation(db, { module: 'contract', kind: 'rename', targetId: '1', payload: { task_name: '新名' }, idempotencyKey: 'M1' });
    await enqueueMutation(db, { module: 'contract', kind: 'delete', targetId: '2', payload: {}, idempotencyKey: 'M2' });
    await enqueueMutation(db, { module: 'contract', kind: 'retry', targetId: '3', payload: {}, idempotencyKey: 'M3' });
    const view = applyPending(rows, await pendingMutations(db));
    expect(view.map((row) => row.task_id)).toEqual(['1', '3']);
    expect(view[0]).toMatchObject({ task_name: '新名', pendingKinds: ['rename'] });
    expect(view[1]).toMatchObject({ status: 'PENDING', pendingKinds: ['retry'] });
  });
});
