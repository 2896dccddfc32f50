/**
 * What each module's list and detail answers put into the offline history (decision 215). The keys are the ones
 * the modules' pages use today: if a module renames its query keys, this test says the offline history lost it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from './db';
import { clearOfflineData } from './cache';
import { listHistory, putHistory } from './history-cache';
import { historyFromQuery } from './history-sources';

const at = '2026-11-22T01:00:00.000Z';

describe('history from query answers', () => {
  it.each([
    [['trace', 'list'], { items: [{ task_id: 'd1', name: '目标公司尽调', status: 'RUNNING', updated_at: at }] }, 'trace', '目标公司尽调', 'RUNNING', '/traceabilityDetail?task_id=d1'],
    [['translation', 'list', { page: 1 }], { items: [{ task_id: 't1', task_name: '借款合同英译', status: 'PENDING', updated_at: at }] }, 'translation', '借款合同英译', 'PENDING', '/translate?task_id=t1'],
    [['draft', 'history', 1, ''], { items: [{ task_id: 'x1', title: '民事起诉状', updated_at: at, is_sample: false }] }, 'draft', '民事起诉状', 'FINISH', '/draftDetail?task_id=x1'],
    [['document', 'history', 1, ''], { items: [{ task_id: 'q1', title: '租赁合同问答', updated_at: at }] }, 'document', '租赁合同问答', 'FINISH', '/fileChatDetail?task_id=q1'],
    [['chat', 'history', 1, ''], { items: [{ chat_id: 'c1', title: '试用期解除', updated_at: at }] }, 'chat', '试用期解除', 'FINISH', '/deepChatDetail?chat_id=c1'],
    [['chat', 'recent'], { items: [{ chat_id: 'c2', title: '加班费', updated_at: at }] }, 'chat', '加班费', 'FINISH', '/deepChatDetail?chat_id=c2'],
    [['research', 'list', ''], { items: [{ research_id: 'r1', title: '违约金调整', updated_at: at }] }, 'research', '违约金调整', 'FINISH', '/research/r1'],
    [['contract', 'tasks', { page: 1 }], { contract_infos: [{ task_id: 'k1', task_name: '房屋租赁合同', status: 'UNDER_REVIEW', updated_at: at }] }, 'contract', '房屋租赁合同', 'RUNNING', '/reviewDetail?task_id=k1'],
  ])('a %j list answer lists its tasks', (key, data, module, title, status, path) => {
    const write = historyFromQuery(key, data);
    expect(write?.summaries).toEqual([expect.objectContaining({ module, title, status, path, updated_at: at })]);
  });

  it.each([
    [['trace', 'detail', 'd1'], { task_id: 'd1', name: '目标公司尽调', status: 'FAILURE', updated_at: at, rows: [] }, 'FAILURE', at],
    [['document', 'detail', 'q1'], { task_id: 'q1', title: '租赁合同问答', files: [], messages: [], is_sample: false }, 'FINISH', undefined],
    [['research', 'info', 'r1'], { research_id: 'r1', title: '违约金调整', created_at: at, messages: [] }, 'FINISH', undefined],
    [['contract', 'result', 'k1'], { task: { task_id: 'k1', task_name: '房屋租赁合同', status: 'FINISH', updated_at: at }, findings: [] }, 'FINISH', at],
  ])('an opened %j records that task', (key, data, status, updatedAt) => {
    const [one] = historyFromQuery(key, data)!.summaries;
    expect(one).toMatchObject({ task_id: key[2], status });
    expect(one!.updated_at).toBe(updatedAt);
  });

  it('leaves out sample tasks and answers that are not task lists', () => {
    expect(historyFromQuery(['document', 'detail', 's'], { task_id: 's', title: '示例', is_sample: true })).toBeNull();
    expect(historyFromQuery(['draft', 'templates', 'all', ''], { items: [{ template_id: 'loan', name: '借款' }] })).toBeNull();
    expect(historyFromQuery(['fuxi', 'law', '民法典'], { items: [] })).toBeNull();
    expect(historyFromQuery(['translation', 'term-lists'], { items: [{ term_list_id: 'l', name: '术语' }] })).toBeNull();
  });

  it('takes all history as it is, and an unfiltered first page as the truth about what was deleted', () => {
    const item = { module: 'chat', task_id: 'c1', title: 'A', status: 'FINISH', status_label: '已完成', raw_status: 'FINISH', updated_at: at, path: '/deepChatDetail?chat_id=c1' };
    expect(historyFromQuery(['history', 'all', { page: 1 }], { items: [item], total_pages: 1 })).toEqual({ summaries: [item], reconcile: { module: undefined, complete: true } });
    expect(historyFromQuery(['history', 'all', { page: 1, search: 'A' }], { items: [item], total_pages: 1 })!.reconcile).toBeUndefined();
    expect(historyFromQuery(['history', 'all', { page: 2 }], { items: [item], total_pages: 3 })!.reconcile).toBeUndefined();
  });
});

describe('offline history table', () => {
  beforeEach(() => clearOfflineData(getDb()));

  it('keeps a task where it was when only its detail page was opened again', async () => {
    await putHistory(getDb(), historyFromQuery(['chat', 'history', 1, ''], { items: [{ chat_id: 'c1', title: '旧', updated_at: at }, { chat_id: 'c2', title: '新', updated_at: '2026-11-23T00:00:00.000Z' }] })!.summaries);
    await putHistory(getDb(), historyFromQuery(['research', 'info', 'r1'], { research_id: 'r1', title: '新开的研究', created_at: at, messages: [] })!.summaries);
    await putHistory(getDb(), historyFromQuery(['chat', 'detail', 'c1'], { chat_id: 'c1', title: '改名后', messages: [], created_at: at })!.summaries);
    const rows = await listHistory(getDb());
    expect(rows.map((r) => [r.task_id, r.title])).toEqual([
      ['r1', '新开的研究'],
      ['c2', '新'],
      ['c1', '改名后'],
    ]);
    expect(rows.find((r) => r.task_id === 'c1')!.updated_at).toBe(at);
  });

  it('filters by module and title offline, like the server', async () => {
    await putHistory(getDb(), historyFromQuery(['draft', 'history', 1, ''], { items: [{ task_id: 'x1', title: '民事起诉状', updated_at: at }, { task_id: 'x2', title: '律师函', updated_at: at }] })!.summaries);
    await putHistory(getDb(), historyFromQuery(['chat', 'history', 1, ''], { items: [{ chat_id: 'c1', title: '起诉期限', updated_at: at }] })!.summaries);
    expect((await listHistory(getDb(), { search: '起诉' })).map((r) => r.task_id).sort()).toEqual(['c1', 'x1']);
    expect((await listHistory(getDb(), { module: 'draft', search: '起诉' })).map((r) => r.task_id)).toEqual(['x1']);
  });

  it('forgets tasks deleted elsewhere when a newer first page of all history lacks them', async () => {
    const item = (id: string, updated: string) => ({ module: 'draft' as const, task_id: id, title: id, status: 'FINISH', status_label: '已完成', raw_status: 'FINISH', updated_at: updated, path: `/draftDetail?task_id=${id}` });
    await putHistory(getDb(), [item('new', '2026-11-24T00:00:00.000Z'), item('deleted', '2026-11-23T00:00:00.000Z'), item('old', '2026-11-01T00:00:00.000Z'), item('older', '2026-10-01T00:00:00.000Z')]);
    // A full first page (more pages follow) from new down to 2026-11-02: 'deleted' is gone, 'old' may be on page 2.
    const page = historyFromQuery(['history', 'all', { page: 1 }], { items: [item('new', '2026-11-24T00:00:00.000Z'), item('mid', '2026-11-02T00:00:00.000Z')], total_pages: 2 })!;
    await putHistory(getDb(), page.summaries, page.reconcile);
    expect((await listHistory(getDb())).map((r) => r.task_id)).toEqual(['new', 'mid', 'old', 'older']);
    const all = historyFromQuery(['history', 'all', { page: 1 }], { items: [item('new', '2026-11-24T00:00:00.000Z')], total_pages: 1 })!;
    await putHistory(getDb(), all.summaries, all.reconcile);
    expect((await listHistory(getDb())).map((r) => r.task_id)).toEqual(['new']);
  });
});

describe('offline history belongs to one user', () => {
  it('is wiped with the rest of the offline data (logout, another user)', async () => {
    await clearOfflineData(getDb());
    await putHistory(getDb(), historyFromQuery(['trace', 'list'], { items: [{ task_id: 'd1', name: '尽调', status: 'RUNNING', updated_at: at }] })!.summaries);
    expect(await listHistory(getDb())).toHaveLength(1);
    await clearOfflineData(getDb());
    expect(await listHistory(getDb())).toEqual([]);
  });
});
