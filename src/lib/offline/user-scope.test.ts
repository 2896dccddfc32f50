/** Offline data belongs to one user and one session (issue 4 item 1). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from './db';
import { clearOfflineData, enqueueMutation, listCachedTasks, pendingMutations, putTasks } from './cache';
import { applyUserScope, sessionTag } from './user-scope';

const rows = [{ task_id: '1', task_name: '合同', status: 'FINISH', updated_at: 'a' }];

beforeEach(async () => {
  await clearOfflineData(getDb());
});

async function seed(token: string, userId: string): Promise<void> {
  await applyUserScope(getDb(), { token, userId }, () => undefined);
  await putTasks(getDb(), 'contract', rows);
  await enqueueMutation(getDb(), { module: 'contract', kind: 'delete', targetId: '1', payload: {}, idempotencyKey: 'M1' });
}

describe('user scope of the offline data', () => {
  it('keeps everything across reloads of the same session', async () => {
    await seed('tok-a', 'u1');
    const onWipe = vi.fn();
    await applyUserScope(getDb(), { token: 'tok-a', userId: 'u1' }, onWipe);
    expect(await listCachedTasks(getDb(), 'contract')).toHaveLength(1);
    expect(await pendingMutations(getDb())).toHaveLength(1);
    expect(onWipe).not.toHaveBeenCalled();
  });

  it('wipes tasks, results and the outbox on logout', async () => {
    await seed('tok-a', 'u1');
    const onWipe = vi.fn();
    await applyUserScope(getDb(), { token: '', userId: '' }, onWipe);
    expect(await listCachedTasks(getDb(), 'contract')).toEqual([]);
    expect(await pendingMutations(getDb())).toEqual([]);
    expect(onWipe).toHaveBeenCalledTimes(1);
  });

  it('wipes when another user logs in', async () => {
    await seed('tok-a', 'u1');
    await applyUserScope(getDb(), { token: 'tok-a', userId: 'u2' }, () => undefined);
    expect(await listCachedTasks(getDb(), 'contract')).toEqual([]);
  });

  it('wipes when the session changes before the user is known (a token from the URL)', async () => {
    await seed('tok-a', 'u1');
    const onWipe = vi.fn();
    await applyUserScope(getDb(), { token: 'tok-b', userId: 'u1' }, onWipe);
    expect(await listCachedTasks(getDb(), 'contract')).toEqual([]);
    expect(onWipe).toHaveBeenCalledTimes(1);
    expect((await getDb().meta.get('session'))?.value).toBe(sessionTag('tok-b'));
  });

  it('never stores the token itself', async () => {
    await seed('tok-secret-value', 'u1');
    const meta = await getDb().meta.toArray();
    expect(JSON.stringify(meta)).not.toContain('tok-secret-value');
  });
});
